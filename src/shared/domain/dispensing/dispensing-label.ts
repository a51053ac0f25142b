/**
 * The dispensing label (issue 20, decisions 096 and 120): the particulars the Human Medicines
 * Regulations 2012 (Schedule 25 Part 2) require on a dispensed medicine, worded once here for
 * the print page and its test: the product and its strength, the quantity, the prescriber's
 * directions word for word, the warnings on lines of their own, the patient, the date of
 * dispensing and the pharmacy's name and address. With the prescription, the label is the one document that names
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

/**
 * Decision 120: how much of the directions one label holds. The label's 67 × 32 mm inside, at
 * 6.5 pt, takes about 50 characters a line; after the product and quantity (two lines), the two
 * warnings, the patient and the date, and the pharmacy (two lines at 5.5 pt), three lines are
 * left. Wrapped at 45 characters, three lines fit whatever the letters (the print page's journey
 * checks that nothing overflows); the rest goes on the next label, never cut.
 */
export const DIRECTION_LINE_CHARS = 45;
export const DIRECTION_LINES_PER_LABEL = 3;

/** The words of `text` in lines of at most `width` characters (a longer word split across lines). */
function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    for (let piece = word; piece.length > 0; piece = piece.slice(width)) {
      const chunk = piece.slice(0, width);
      if (line === "") line = chunk;
      else if (line.length + 1 + chunk.length <= width) line = `${line} ${chunk}`;
      else {
        lines.push(line);
        line = chunk;
      }
    }
  }
  if (line !== "") lines.push(line);
  return lines;
}

/**
 * The prescriber's directions word for word (decision 120), in the parts that go on one label
 * each: the first label's, then the continuation labels'. Spaces and line breaks between words
 * are printed as one space.
 */
export function directionParts(directions: string): string[] {
  const lines = wrapWords(directions, DIRECTION_LINE_CHARS);
  const parts: string[] = [];
  for (let i = 0; i < lines.length; i += DIRECTION_LINES_PER_LABEL)
    parts.push(lines.slice(i, i + DIRECTION_LINES_PER_LABEL).join(" "));
  return parts.length > 0 ? parts : [""];
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
  /**
   * Decision 120: the prescriber's directions word for word, one part a label; more than one
   * part prints as more labels ("1 of 2", "2 of 2"), each with every other particular.
   */
  directions: string[];
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
    directions: directionParts(i.prescribedDirections),
    quantity: labelQuantity(i.quantity),
    date: labelDate(i.dispensedOn),
    warnings: [KEEP_OUT_OF_REACH, STORE_IN_FRIDGE],
    pharmacy: i.pharmacy,
  };
}
