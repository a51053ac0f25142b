/**
 * Contraception and pregnancy advice before a pen is dispensed (MHRA Drug Safety Update, June
 * 2025, on weight-loss injections). A female patient confirms she has read it before her first
 * pen and before each step up in dose, unless the prescriber recorded giving it on the decision
 * that approved the order. The server refuses to dispense without either; /account shows the
 * advice with an "I have read this advice" button while it is outstanding.
 */

/** The kind of advice_acknowledgements row this advice is stored as. */
export const CONTRACEPTION_ADVICE_KIND = "contraception_pregnancy";

export const CONTRACEPTION_ADVICE_TITLE = "Contraception and pregnancy";

/** The advice the patient reads. It never names the medicine (decision 017). */
export const CONTRACEPTION_ADVICE_TEXT = [
  "Do not use this medicine if you are pregnant, trying to get pregnant or breastfeeding.",
  "Use effective contraception while you use it. If you want to get pregnant, stop the medicine at least 1 month before you start trying.",
  "The medicine can make the contraceptive pill less effective. If you take the pill, switch to a method that is not a pill (such as a coil, implant or injection), or also use condoms, for 4 weeks after your first dose and for 4 weeks after each increase in dose.",
  "If you become pregnant while using the medicine, stop using it and contact your GP.",
] as const;

export type AdviceOccasion = "first_pen" | "step_up";

export interface AdviceFacts {
  female: boolean;
  /** The strength of the order's prescription, in mg; null before a prescriber approved a dose. */
  strengthMg: number | null;
  /** The strength of the patient's last pen dispensed before this order; null if none was. */
  previousStrengthMg: number | null;
}

/** Why the advice is needed for this order ('first_pen' or 'step_up'), or null when it is not. */
export function contraceptionAdviceOccasion(f: AdviceFacts): AdviceOccasion | null {
  if (!f.female || f.strengthMg === null) return null;
  if (f.previousStrengthMg === null) return "first_pen";
  return f.strengthMg > f.previousStrengthMg ? "step_up" : null;
}

/** Needed for this order, and neither recorded by the prescriber nor confirmed by the patient. */
export function contraceptionAdviceOutstanding(
  f: AdviceFacts & { givenByPrescriber: boolean; acknowledged: boolean },
): boolean {
  return contraceptionAdviceOccasion(f) !== null && !f.givenByPrescriber && !f.acknowledged;
}

/** The dispensing refusal (409) while the advice is outstanding. */
export const adviceOutstandingMessage = (orderId: number) =>
  `Order #${orderId} can't be dispensed yet: the patient has not confirmed reading the contraception and pregnancy advice on their account, and the prescriber did not record giving it.`;

/** The strength in mg of a prescription's strength ("2.5 mg", "7.5mg"), or null. */
export function strengthInMg(strength: string | null | undefined): number | null {
  const match = /(\d+(?:\.\d+)?)\s*mg\b/i.exec(strength ?? "");
  return match ? Number(match[1]) : null;
}
