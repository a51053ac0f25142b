import { ageOn, isEligibleAge } from "./age";
import { MAX_AGE, MIN_AGE } from "../constants";
import { EXCLUSIONS, type ExclusionField, type StoredAnswer } from "./exclusions";

export const AGE_MESSAGE = `You must be between ${MIN_AGE}-${MAX_AGE} years of age to be eligible for this treatment.`;
export const DIABETES_DETAILS_MESSAGE = "Please provide details about your diabetes management for review.";
export const REVIEW_MESSAGE =
  "Your information will be reviewed by a healthcare professional to determine eligibility.";

export const notSuitableMessage = (field: ExclusionField) => {
  const def = EXCLUSIONS.find((e) => e.field === field)!;
  return `This treatment is not suitable for individuals ${def.notSuitableFor}. Please provide details for review.`;
};

export interface EligibilityInput {
  /** yyyy-MM-dd; omitted when only the answers are checked. */
  dob?: string | null;
  exclusions?: Partial<Record<ExclusionField, StoredAnswer>>;
  /** isDiabetic null: not answered yet (decision 082), which neither blocks nor asks for review here. */
  diabetes?: { isDiabetic: boolean | null; type?: string | null; details?: string | null };
}

export type EligibilityStatus = "eligible" | "review" | "not_eligible";

export interface EligibilityResult {
  status: EligibilityStatus;
  /** Reasons for not_eligible, or the review notice. */
  messages: string[];
}

/**
 * docs/spec.md §4/§5: default eligible; not eligible (with reasons) for age outside 18-75 or a yes
 * answer without details; for review when yes answers have details.
 */
export function checkEligibility(input: EligibilityInput, today: Date): EligibilityResult {
  const blocked: string[] = [];
  let needsReview = false;

  if (input.dob) {
    const age = ageOn(input.dob, today);
    if (age === null || !isEligibleAge(age)) blocked.push(AGE_MESSAGE);
  }
  for (const def of EXCLUSIONS) {
    const a = input.exclusions?.[def.field];
    if (a?.answer !== "yes") continue;
    if (a.details.trim() === "") blocked.push(notSuitableMessage(def.field));
    else needsReview = true;
  }
  const d = input.diabetes;
  if (d?.isDiabetic) {
    if (d.type && !(d.details ?? "").trim()) blocked.push(DIABETES_DETAILS_MESSAGE);
    else if ((d.details ?? "").trim()) needsReview = true;
  }

  if (blocked.length) return { status: "not_eligible", messages: blocked };
  if (needsReview) return { status: "review", messages: [REVIEW_MESSAGE] };
  return { status: "eligible", messages: [] };
}
