/**
 * The checks staff meet between payment and the door (decision 029): the batch's expiry when
 * dispensing, the courier's tracking number when dispatching, and the cold chain over a weekend.
 */
import { DAY_MS, parseIsoDate } from "../dates";

/** A pen must reach and serve the patient well before it expires. */
export const MIN_EXPIRY_DAYS = 28;
export const EXPIRY_TOO_SOON = "Expiry must be at least 28 days away";

/** Whole calendar days from `today` (local date) to the date `iso`. */
export function daysUntil(iso: string, today: Date): number | null {
  const d = parseIsoDate(iso);
  if (!d) return null;
  const from = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((Date.UTC(d.year, d.month - 1, d.day) - from) / DAY_MS);
}

/** The message for a batch expiry that is not at least 28 days after today, else null. */
export function expiryError(expiry: string, today: Date): string | null {
  const days = daysUntil(expiry, today);
  if (days === null) return "Enter the expiry date";
  return days < MIN_EXPIRY_DAYS ? EXPIRY_TOO_SOON : null;
}

export const COURIERS = ["Royal Mail", "DPD", "Parcelforce", "DHL", "Other"] as const;
export type Courier = (typeof COURIERS)[number];

/** Royal Mail tracked items: two letters, nine digits, GB. */
export const ROYAL_MAIL_TRACKING = /^[A-Z]{2}\d{9}GB$/;
const OTHER_TRACKING = /^[A-Za-z0-9]{6,40}$/;

/** Upper-cases and drops spaces, as tracking numbers are often copied with them. */
export const normalizeTrackingNumber = (value: string) => value.replace(/\s+/g, "").toUpperCase();

/** The message for a tracking number this courier never issues, else null. */
export function trackingNumberError(courier: Courier, tracking: string): string | null {
  const value = normalizeTrackingNumber(tracking);
  if (courier === "Royal Mail") {
    return ROYAL_MAIL_TRACKING.test(value) ? null : "Enter a Royal Mail tracking number like AA123456789GB";
  }
  return OTHER_TRACKING.test(value) ? null : "Tracking number must be 6 to 40 letters and digits";
}

/** The courier's page for a tracking number, for the patient's e-mail and account. */
export function trackingUrl(courier: Courier, tracking: string): string | null {
  const t = encodeURIComponent(normalizeTrackingNumber(tracking));
  switch (courier) {
    case "Royal Mail":
      return `https://www.royalmail.com/track-your-item#/tracking-results/${t}`;
    case "DPD":
      return `https://track.dpd.co.uk/parcels/${t}`;
    case "Parcelforce":
      return `https://www.parcelforce.com/track-trace?trackNumber=${t}`;
    case "DHL":
      return `https://www.dhl.com/gb-en/home/tracking.html?tracking-id=${t}`;
    default:
      return null;
  }
}

/**
 * A pen posted on a Friday or a Saturday may sit in a depot over the weekend, out of the
 * fridge: staff confirm the cold-chain packaging before dispatching on those days.
 */
export function needsColdChainConfirmation(today: Date): boolean {
  const day = today.getDay();
  return day === 5 || day === 6;
}
export const COLD_CHAIN_REQUIRED = "Confirm the cold-chain packaging to dispatch on a Friday or Saturday";

/**
 * Issue 29 (decision 121): every dispatch records the cold-chain packaging the pen leaves in,
 * one of the pharmacy's validated packs, each named with how long it holds 2–8 °C.
 */
export const COLD_CHAIN_PACKAGINGS = [
  "Insulated pouch with 2 cool packs (48 hours)",
  "Insulated box with 4 cool packs (72 hours)",
] as const;
export type ColdChainPackaging = (typeof COLD_CHAIN_PACKAGINGS)[number];
export const COLD_CHAIN_PACKAGING_REQUIRED = "Choose the cold-chain packaging";
