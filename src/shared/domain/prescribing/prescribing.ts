/**
 * What a prescriber must have on record before approving a supply (decisions 022-025; GPhC
 * guidance for services at a distance, Feb 2025; MHRA contraception advice, June 2025). The
 * server refuses an approval with the first of these messages; the consultation page lists
 * them all before the prescriber tries.
 */
import { ageOn, isEligibleAge } from "../clinical/age";
import { isoToday, parseIsoDate } from "../dates";
import { BMI_ELIGIBLE_MIN, MAX_AGE, MIN_AGE, STARTER_DOSE_MG } from "../constants";
import { breakLength } from "../clinical/clinical-policy";
import { daysUntil } from "../dispensing/dispensing";
import { highestApprovableMg } from "../treatment/dose-ladder";
import { reorderApprovalProblems, type ReorderRuleFacts } from "../treatment/reorder-approval";
import type {
  ConsultationKind,
  ConsultationStatus,
  ContactMethod,
  GpConsent,
  GpSharing,
} from "./consultation-vocabulary";

/** An independent measurement must be this recent for a first supply (or after a long break). */
export const MEASUREMENT_MAX_AGE_DAYS = 30;
/** BMI 27 to 29.9 is eligible with a weight-related condition recorded. */
export const BMI_WITH_CONDITION_MIN = 27;
/** Reasoning, justifications and reasons: enough to be a record a colleague can follow. */
export const MIN_REASON_LENGTH = 20;
/** The quantity of every supply: one pen (four weekly doses). */
export const PENS_PER_SUPPLY = 1;
/** A private prescription is valid for six months from the day it is issued. */
export const PRESCRIPTION_VALID_MONTHS = 6;

export const APPROVAL_MESSAGES = {
  identity: "Verify the patient's identity first.",
  age: `The patient must be between ${MIN_AGE} and ${MAX_AGE} years old.`,
  measurement:
    "A photo or recorded video cannot be the only verification. Record a live video, in-person, GP-record or third-party measurement.",
  bmi: `The verified BMI must be at least ${BMI_ELIGIBLE_MIN}, or at least ${BMI_WITH_CONDITION_MIN} with a weight-related condition recorded.`,
  noHeight: "Record the patient's height with an independent measurement to compute a verified BMI.",
  pregnancy: "This treatment can't be prescribed during pregnancy or breastfeeding.",
  starterDose: `New patients start on ${STARTER_DOSE_MG} mg.`,
  noTransferDose: "Record the dose evidenced from the previous provider before approving a transfer.",
  transferDose: (mg: number) => `A transfer can't be for more than the ${mg} mg evidenced from the previous provider.`,
  oneStep: "Doses go up one step at a time.",
  reassessment: (gapDays: number) =>
    `After a break of ${breakLength(gapDays)} or more, the full safety questionnaire and a new independent measurement are needed first.`,
  contact: `Record two-way contact with the patient, or explain in at least ${MIN_REASON_LENGTH} characters why there was none.`,
  gpNoConsent: "The patient did not consent to sharing with their GP.",
  gpNoGp: "The patient has no GP to share with.",
  gpReason: `Give a reason of at least ${MIN_REASON_LENGTH} characters for not sharing with the patient's GP.`,
  contraception: "Record that contraception advice was given (MHRA, June 2025).",
} as const;

export type ApprovalRule =
  "identity" | "measurement" | "bmi" | "pregnancy" | "dose" | "reorder" | "contact" | "gp" | "contraception";

export interface ApprovalFacts {
  kind: ConsultationKind;
  today: Date;
  dob: string | null;
  sex: "male" | "female" | null;
  /** A verified identity check is on record. */
  identityVerified: boolean;
  /** The latest independent measurement, with the BMI computed from the latest verified height. */
  latestIndependentMeasurement: { measuredOn: string; bmi: number | null } | null;
  /** How old that measurement may be: 30 days for a first supply, the re-verification setting after. */
  measurementMaxAgeDays: number;
  /** A restart after a long break needs a new measurement and the full questionnaire. */
  reassessmentNeeded: boolean;
  fullQuestionnaireSinceBreak: boolean;
  weightRelatedCondition: boolean;
  pregnantOrBreastfeeding: boolean;
  strengthsMg: readonly number[];
  approvedMg: number;
  lastSuppliedMg: number | null;
  transferDoseMg: number | null;
  /** The re-order's rules, checked again at approval (issue 19): the last supply, a red flag, the check-in. */
  reorderRules: ReorderRuleFacts;
  contactMethod: ContactMethod | null;
  contactJustification: string;
  gpConsent: GpConsent | null;
  gpSharing: GpSharing;
  gpNotSharedReason: string;
  contraceptionAdviceGiven: boolean;
}

/** What the prescriber records with the decision; the rest of ApprovalFacts is read from the record. */
export type DecisionFacts = Pick<
  ApprovalFacts,
  | "approvedMg"
  | "contactMethod"
  | "contactJustification"
  | "gpSharing"
  | "gpNotSharedReason"
  | "contraceptionAdviceGiven"
>;
export type RecordFacts = Omit<ApprovalFacts, keyof DecisionFacts>;

export interface ApprovalProblem {
  rule: ApprovalRule;
  message: string;
}

const long = (s: string) => s.trim().length >= MIN_REASON_LENGTH;

function doseProblem(f: ApprovalFacts): string | null {
  if (f.kind === "initial" && f.approvedMg !== STARTER_DOSE_MG) return APPROVAL_MESSAGES.starterDose;
  if (f.kind === "transfer") {
    if (f.transferDoseMg === null) return APPROVAL_MESSAGES.noTransferDose;
    if (f.approvedMg > f.transferDoseMg) return APPROVAL_MESSAGES.transferDose(f.transferDoseMg);
  }
  if (f.lastSuppliedMg !== null && f.approvedMg > highestApprovableMg(f.strengthsMg, f.lastSuppliedMg))
    return APPROVAL_MESSAGES.oneStep;
  return null;
}

function gpProblem(f: ApprovalFacts): string | null {
  if (f.gpSharing === "shared")
    return f.gpConsent === "yes"
      ? null
      : f.gpConsent === "no_gp"
        ? APPROVAL_MESSAGES.gpNoGp
        : APPROVAL_MESSAGES.gpNoConsent;
  if (f.gpSharing === "no_gp") return f.gpConsent === "no_gp" ? null : APPROVAL_MESSAGES.gpReason;
  return long(f.gpNotSharedReason) ? null : APPROVAL_MESSAGES.gpReason;
}

/** Every reason the approval cannot be recorded yet, in the order the prescriber meets them. */
export function approvalProblems(f: ApprovalFacts): ApprovalProblem[] {
  const problems: ApprovalProblem[] = [];
  const add = (rule: ApprovalRule, message: string | null) => message && problems.push({ rule, message });

  add("identity", f.identityVerified ? null : APPROVAL_MESSAGES.identity);
  const age = f.dob ? ageOn(f.dob, f.today) : null;
  add("identity", age !== null && isEligibleAge(age) ? null : APPROVAL_MESSAGES.age);

  const m = f.latestIndependentMeasurement;
  const ageDays = m ? -(daysUntil(m.measuredOn, f.today) ?? -Infinity) : Infinity;
  const maxAge = f.reassessmentNeeded ? MEASUREMENT_MAX_AGE_DAYS : f.measurementMaxAgeDays;
  add("measurement", m && ageDays <= maxAge ? null : APPROVAL_MESSAGES.measurement);
  add(
    "measurement",
    f.reassessmentNeeded && !f.fullQuestionnaireSinceBreak
      ? APPROVAL_MESSAGES.reassessment(f.reorderRules.policy.reassessmentGapDays)
      : null,
  );

  // The eligibility threshold applies when treatment starts; on treatment the BMI falls by design.
  if (f.kind === "initial" || f.kind === "transfer") {
    if (m && m.bmi === null) add("bmi", APPROVAL_MESSAGES.noHeight);
    else if (m && m.bmi !== null) {
      const min = f.weightRelatedCondition ? BMI_WITH_CONDITION_MIN : BMI_ELIGIBLE_MIN;
      add("bmi", m.bmi >= min ? null : APPROVAL_MESSAGES.bmi);
    }
  }
  add("pregnancy", f.pregnantOrBreastfeeding ? APPROVAL_MESSAGES.pregnancy : null);
  add("dose", doseProblem(f));
  const reorder = reorderApprovalProblems(f.reorderRules, {
    today: isoToday(f.today),
    approvedMg: f.approvedMg,
    lastSuppliedMg: f.lastSuppliedMg,
    strengthsMg: f.strengthsMg,
  });
  for (const p of reorder) add(p.rule, p.message);
  add("contact", f.contactMethod !== null || long(f.contactJustification) ? null : APPROVAL_MESSAGES.contact);
  add("gp", gpProblem(f));
  add("contraception", f.sex === "female" && !f.contraceptionAdviceGiven ? APPROVAL_MESSAGES.contraception : null);
  return problems;
}

/** A prescriber's decision is one of these; a second one on a decided consultation is refused. */
export const isDecided = (status: ConsultationStatus) =>
  status === "approved" || status === "rejected" || status === "withdrawn";

/**
 * Decision 077: a weight-related condition is recorded when the questionnaire the order locked
 * says type 2 diabetes, a heart condition, or another medical condition (answered yes, with the
 * details the prescriber reads and names in the reasoning).
 */
export function hasWeightRelatedCondition(q: {
  /** Null: not answered (decision 082), which records no condition. */
  isDiabetic: boolean | null;
  diabetesType: string | null;
  heartCondition: boolean;
  otherConditions: boolean;
}): boolean {
  return (q.isDiabetic === true && q.diabetesType === "type2") || q.heartCondition || q.otherConditions;
}

/** The GP sharing that matches the patient's consent: what the decision form starts from. */
export function gpSharingFor(consent: GpConsent | null): GpSharing {
  if (consent === "yes") return "shared";
  return consent === "no_gp" ? "no_gp" : "not_shared";
}

/** The last day a prescription issued on `issuedOn` (yyyy-MM-dd) may be dispensed: six calendar months on, the month's last day at most. */
export function prescriptionValidUntil(issuedOn: string): string {
  const d = parseIsoDate(issuedOn);
  if (!d) throw new Error(`not a date: ${issuedOn}`);
  const monthIndex = d.month - 1 + PRESCRIPTION_VALID_MONTHS;
  const year = d.year + Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, "0")}-${String(Math.min(d.day, lastDay)).padStart(2, "0")}`;
}

/** The 409 answer to a second decision: what was decided first, by whom and when. */
export function alreadyDecidedMessage(
  status: ConsultationStatus,
  decided: { by: string | null; on: string | null },
): string {
  if (status === "withdrawn") return "This consultation was withdrawn: its order was cancelled.";
  const verb = status === "approved" ? "approved" : status === "rejected" ? "rejected" : "decided";
  return `This consultation was already ${verb}${decided.by ? ` by ${decided.by}` : ""}${decided.on ? ` on ${decided.on}` : ""}.`;
}
