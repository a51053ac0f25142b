/**
 * What dispensing needs (issue 19, decision 086): the current decision on the order (the latest
 * approval or rejection no later decision supersedes) is an approval, its prescription is for
 * the dose being dispensed, and the prescription is dated within the last six months (a
 * private prescription is valid for six months from its date, PRESCRIPTION_VALID_MONTHS). The
 * one rule every step that dispenses asks, through server/lib/prescribing/prescription-validity.ts.
 */
import { formatMg, mgFromName } from "../treatment/dose-ladder";
import { PRESCRIPTION_VALID_MONTHS, prescriptionValidUntil } from "./prescribing";
import { longDate } from "../dates";

export interface PrescriptionFacts {
  orderId: number;
  /** The outcome of the order's current decision, or null when no approval or rejection is on record. */
  currentOutcome: "approved" | "rejected" | null;
  /** The current decision's prescription, or null when it left none. */
  prescription: { productId: number; strength: string; issuedOn: string } | null;
  /** The dose being dispensed: its product and the product's name. */
  dispensing: { productId: number | null; name: string | null };
}

export const PRESCRIPTION_MESSAGES = {
  notApproved: (orderId: number) =>
    `Order #${orderId} has no approved prescription: a prescriber must approve it before it is dispensed.`,
  rejected: (orderId: number) =>
    `The prescriber's current decision on order #${orderId} is a rejection: nothing may be dispensed.`,
  noPrescription: (orderId: number) => `Order #${orderId} has no prescription to dispense against`,
  otherDose: (orderId: number, prescribed: string, dispensing: string) =>
    `The prescription of order #${orderId} is for ${prescribed}, not the ${dispensing} being dispensed: the prescriber corrects the decision first.`,
  expired: (orderId: number, issuedOn: string) =>
    `The prescription of order #${orderId} was issued on ${longDate(issuedOn)} and a private prescription is valid for ${PRESCRIPTION_VALID_MONTHS} months: the prescriber records a correcting decision to issue a new one.`,
} as const;

/** A dose for the message: "5 mg" from the product's name, or the name itself. */
const doseOf = (name: string | null) => {
  const mg = name ? mgFromName(name) : null;
  return mg === null ? (name ?? "product") : `${formatMg(mg)} mg`;
};

/** Why the order may not be dispensed on `today` (yyyy-MM-dd) against its prescription, or null when it may. */
export function prescriptionProblem(f: PrescriptionFacts, today: string): string | null {
  if (f.currentOutcome === null) return PRESCRIPTION_MESSAGES.notApproved(f.orderId);
  if (f.currentOutcome === "rejected") return PRESCRIPTION_MESSAGES.rejected(f.orderId);
  const rx = f.prescription;
  if (!rx) return PRESCRIPTION_MESSAGES.noPrescription(f.orderId);
  if (f.dispensing.productId !== rx.productId)
    return PRESCRIPTION_MESSAGES.otherDose(f.orderId, rx.strength, doseOf(f.dispensing.name));
  if (prescriptionValidUntil(rx.issuedOn) < today) return PRESCRIPTION_MESSAGES.expired(f.orderId, rx.issuedOn);
  return null;
}
