/**
 * Decision 119: a prescriber's own regulator and registration number. A pharmacist independent
 * prescriber is on the GPhC's register (their GPhC number); a nurse or midwife prescriber on the
 * NMC's, a paramedic, physiotherapist or other allied health professional prescriber on the
 * HCPC's, a doctor on the GMC's. The prescription and every decision name the prescriber by it.
 */
import { gphcRegisterUrl } from "../site/gphc";

export const PRESCRIBER_REGULATORS = ["GPhC", "NMC", "HCPC", "GMC"] as const;
export type PrescriberRegulator = (typeof PRESCRIBER_REGULATORS)[number];

export const REGULATOR_LABEL: Record<PrescriberRegulator, string> = {
  GPhC: "GPhC (pharmacist)",
  NMC: "NMC (nurse or midwife)",
  HCPC: "HCPC (paramedic, physiotherapist and others)",
  GMC: "GMC (doctor)",
};

/** Each register's number: its name, how it is written, and the field's hint and message. */
export const REGULATOR_NUMBER: Record<
  PrescriberRegulator,
  { label: string; pattern: RegExp; hint: string; message: string }
> = {
  GPhC: { label: "GPhC number", pattern: /^[0-9]{7}$/, hint: "7 digits", message: "A GPhC number is 7 digits" },
  NMC: {
    label: "NMC PIN",
    pattern: /^[0-9]{2}[A-Z][0-9]{4}[A-Z]$/,
    hint: "2 digits, a letter, 4 digits and a letter, for example 12A3456E",
    message: "An NMC PIN is 2 digits, a letter, 4 digits and a letter, for example 12A3456E",
  },
  HCPC: {
    label: "HCPC number",
    pattern: /^[A-Z]{2}[0-9]{4,6}$/,
    hint: "2 letters and 4 to 6 digits, for example PA12345",
    message: "An HCPC number is 2 letters and 4 to 6 digits, for example PA12345",
  },
  GMC: { label: "GMC number", pattern: /^[0-9]{7}$/, hint: "7 digits", message: "A GMC number is 7 digits" },
};

/** Where anyone checks the registration (decision 021): the regulator's search of its register. */
export function registerUrl(regulator: PrescriberRegulator, number: string): string {
  switch (regulator) {
    case "GPhC":
      return gphcRegisterUrl(number);
    case "NMC":
      return "https://www.nmc.org.uk/registration/search-the-register/";
    case "HCPC":
      return "https://www.hcpc-uk.org/check-the-register/";
    case "GMC":
      return `https://www.gmc-uk.org/doctors/${encodeURIComponent(number)}`;
  }
}

export const isPrescriberRegulator = (v: string | null | undefined): v is PrescriberRegulator =>
  (PRESCRIBER_REGULATORS as readonly string[]).includes(v ?? "");

/**
 * A prescriber's regulator and number from their staff record: a GPhC prescriber's number is
 * their GPhC number (kept once), another's is their own. Null when the record has none.
 */
export function prescriberRegistration(e: {
  prescriber_regulator: string | null;
  prescriber_number: string | null;
  gphc_number: string | null;
}): { regulator: PrescriberRegulator; number: string } | null {
  if (!isPrescriberRegulator(e.prescriber_regulator)) return null;
  const number = e.prescriber_regulator === "GPhC" ? e.gphc_number : e.prescriber_number;
  return number ? { regulator: e.prescriber_regulator, number } : null;
}
