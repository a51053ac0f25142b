/**
 * What the safety step must hold before an order can be completed (issue "Every path holds the
 * clinical rules", decision 082): every medical and safety question answered yes or no, the
 * diabetes question answered, the GP card answered (a practice, or "I have no GP"), and the
 * height and weight given on the safety step itself. Figures carried from the BMI calculator
 * fill the step's boxes but are not an answer until the patient gives them there.
 */
import type { GpConsent } from "../prescribing/consultation-vocabulary";

export const SAFETY_INCOMPLETE_MESSAGE = "Please complete the safety questions before completing your order.";

/** The part of the safety step that is missing. */
export type SafetyGap = "questions" | "diabetes" | "gp" | "measurements";

export interface SafetyStepRecord {
  /** The eleven medical and safety answers; null is not answered. */
  answers: ReadonlyArray<"yes" | "no" | null>;
  /** Null until the patient answers "Are you diabetic?". */
  isDiabetic: boolean | null;
  gp: { consent: GpConsent | string | null; practiceName: string | null; practiceAddress: string | null };
  height: number;
  weight: number;
  /** The height and weight were given on the safety step (its save or its auto-save). */
  measuredOnSafetyStep: boolean;
}

const given = (text: string | null) => Boolean(text?.trim());

/** Whether the GP card is answered: "I have no GP", or a practice with its address whatever the consent. */
export function gpAnswered(gp: SafetyStepRecord["gp"]): boolean {
  if (gp.consent === "no_gp") return true;
  return (gp.consent === "yes" || gp.consent === "no") && given(gp.practiceName) && given(gp.practiceAddress);
}

/** What the safety step still lacks (empty when complete); a missing questionnaire lacks everything. */
export function safetyStepGaps(r: SafetyStepRecord | null): SafetyGap[] {
  if (!r) return ["questions", "diabetes", "gp", "measurements"];
  const gaps: SafetyGap[] = [];
  if (r.answers.some((a) => a !== "yes" && a !== "no")) gaps.push("questions");
  if (r.isDiabetic === null) gaps.push("diabetes");
  if (!gpAnswered(r.gp)) gaps.push("gp");
  if (!r.measuredOnSafetyStep || !(r.height > 0) || !(r.weight > 0)) gaps.push("measurements");
  return gaps;
}
