/**
 * The flags of the consultation queue: facts the prescriber should look at, computed from the
 * record each time, never decisions. Percentages and day counts the pharmacy sets are passed
 * in from the Clinical settings (decision 030).
 */
import { BMI_ELIGIBLE_MIN } from "../constants";
import { daysBetween } from "../dates";

export interface Flag {
  code: string;
  label: string;
}

export type DuplicateMatch = "address" | "email" | "mobile" | "surname_dob";
const DUPLICATE_LABEL: Record<DuplicateMatch, string> = {
  address: "Same address as patient",
  email: "Same e-mail as patient",
  mobile: "Same mobile as patient",
  surname_dob: "Same surname and date of birth as patient",
};

export interface ReviewFacts {
  anyExclusionYes: boolean;
  diabetic: boolean;
  selfReportedBmi: number;
  selfReportedWeightKg: number;
  identityChecked: boolean;
  /** The latest independent measurement's weight, or null when there is none. */
  verifiedWeightKg: number | null;
  duplicates: ReadonlyArray<{ match: DuplicateMatch; patientId: number }>;
  gpConsent: "yes" | "no" | "no_gp" | null;
  waitingHours: number;
}

export const REVIEW_DUE_HOURS = 24;

/** The flags of a first supply or a transfer (and of any consultation: identity, duplicates, waiting). */
export function reviewFlags(f: ReviewFacts, policy: { verifiedWeightDifferencePercent: number }): Flag[] {
  const flags: Flag[] = [];
  if (f.anyExclusionYes) flags.push({ code: "exclusion", label: "Exclusion answered yes" });
  if (f.diabetic) flags.push({ code: "diabetic", label: "Diabetic" });
  if (f.selfReportedBmi > 0 && f.selfReportedBmi < BMI_ELIGIBLE_MIN)
    flags.push({ code: "low_bmi", label: `Self-reported BMI under ${BMI_ELIGIBLE_MIN}` });
  if (!f.identityChecked) flags.push({ code: "no_identity", label: "No identity check yet" });
  if (f.verifiedWeightKg === null) flags.push({ code: "no_measurement", label: "No independent measurement yet" });
  else if (f.selfReportedWeightKg > 0) {
    const difference = (Math.abs(f.verifiedWeightKg - f.selfReportedWeightKg) / f.selfReportedWeightKg) * 100;
    if (difference > policy.verifiedWeightDifferencePercent) {
      flags.push({
        code: "weight_mismatch",
        label: `Verified weight differs from self-reported by more than ${policy.verifiedWeightDifferencePercent}%`,
      });
    }
  }
  for (const d of f.duplicates)
    flags.push({ code: `duplicate_${d.match}`, label: `${DUPLICATE_LABEL[d.match]} #${d.patientId}` });
  if (f.gpConsent !== "yes") flags.push({ code: "no_gp_consent", label: "No GP consent" });
  if (f.waitingHours > REVIEW_DUE_HOURS) flags.push({ code: "overdue", label: "Waiting over 24 hours" });
  return flags;
}

export interface ProgressFacts {
  /** Weights in time order (verified or self-reported at check-ins), with their dates. */
  weights: ReadonlyArray<{ on: string; kg: number }>;
  latestBmi: number | null;
  severeSideEffect: boolean;
  newMedicines: boolean;
  /** Days on the highest dose reached, and the loss since starting it. */
  daysAtHighestDose: number;
  lossPercentAtHighestDose: number;
}

export interface ProgressPolicy {
  rapidLossPercent: number;
  rapidLossDays: number;
  gainPercent: number;
  lowBmi: number;
  efficacyReviewDays: number;
  efficacyMinLossPercent: number;
}

/** The flags of a re-order: how the treatment is going. */
export function progressFlags(f: ProgressFacts, p: ProgressPolicy): Flag[] {
  const flags: Flag[] = [];
  const latest = f.weights.at(-1);
  if (latest) {
    const windowStart = f.weights.find((w) => daysBetween(w.on, latest.on) <= p.rapidLossDays);
    if (
      windowStart &&
      windowStart !== latest &&
      ((windowStart.kg - latest.kg) / windowStart.kg) * 100 > p.rapidLossPercent
    ) {
      flags.push({
        code: "rapid_loss",
        label: `Lost over ${p.rapidLossPercent}% in ${Math.round(p.rapidLossDays / 7)} weeks`,
      });
    }
    const previous = f.weights.at(-2);
    if (previous && ((latest.kg - previous.kg) / previous.kg) * 100 > p.gainPercent) {
      flags.push({ code: "gain", label: `Gained over ${p.gainPercent}%` });
    }
  }
  if (f.latestBmi !== null && f.latestBmi < p.lowBmi)
    flags.push({ code: "bmi_under_25", label: `BMI under ${p.lowBmi}` });
  if (f.severeSideEffect) flags.push({ code: "severe_side_effect", label: "Severe side effect" });
  if (f.daysAtHighestDose >= p.efficacyReviewDays && f.lossPercentAtHighestDose < p.efficacyMinLossPercent) {
    flags.push({ code: "efficacy_review", label: "Efficacy review due" });
  }
  if (f.newMedicines) flags.push({ code: "new_medicines", label: "New medicines" });
  return flags;
}
