/**
 * The dispensing label (issue 20, decision 096): the particulars the Human Medicines
 * Regulations 2012 (Schedule 25 Part 2) require on a dispensed medicine, worded once here for
 * the print page and its test. With the prescription, the label is the one document that names
 * the medicine: it is on paper in the patient's hands, never in an e-mail (decision 026).
 */
import { strengthInMg } from "../clinical/contraception-advice";

/** A standard thermal dispensing label. */
export const LABEL_SIZE_MM = { width: 70, height: 35 } as const;

export const KEEP_OUT_OF_REACH = "Keep out of the sight and reach of children";
/** The licensed storage of the pen before first use (the product's leaflet). */
export const STORE_IN_FRIDGE = "Store in a refrigerator (2 °C to 8 °C)";

/** One pen holds four weekly doses (the product's licence). */
export const DOSES_PER_PEN = 4;

const mg = (value: number) => `${value} mg`;

/** The directions in the cautionary wording of decision 096; the prescriber's own words when the strength is unreadable. */
export function labelDirections(strength: string, prescribed: string): string {
  const dose = strengthInMg(strength);
  return dose === null
    ? prescribed
    : `Inject ONE dose of ${mg(dose)} under the skin ONCE a WEEK, on the same day each week`;
}

export function labelQuantity(pens: number): string {
  return pens === 1
    ? `1 pre-filled pen (${DOSES_PER_PEN} doses)`
    : `${pens} pre-filled pens (${DOSES_PER_PEN} doses each)`;
}

/** A date as the label prints it: 26/11/2026. */
export function labelDate(iso: string): string {
  const [y, m, d] = iso.split("-");
  return `${d}/${m}/${y}`;
}

export interface LabelInput {
  patientName: string;
  medicine: string;
  strength: string;
  quantity: number;
  prescribedDirections: string;
  /** The day it is dispensed (YYYY-MM-DD, the server's day). */
  dispensedOn: string;
  pharmacy: { name: string; address: string; phone: string };
}

export interface DispensingLabel {
  patientName: string;
  product: string;
  directions: string;
  quantity: string;
  date: string;
  warnings: [string, string];
  pharmacy: { name: string; address: string; phone: string };
}

export function dispensingLabel(i: LabelInput): DispensingLabel {
  const dose = strengthInMg(i.strength);
  return {
    patientName: i.patientName,
    product: `${i.medicine} ${dose === null ? i.strength : mg(dose)} pre-filled pen`,
    directions: labelDirections(i.strength, i.prescribedDirections),
    quantity: labelQuantity(i.quantity),
    date: labelDate(i.dispensedOn),
    warnings: [KEEP_OUT_OF_REACH, STORE_IN_FRIDGE],
    pharmacy: i.pharmacy,
  };
}
