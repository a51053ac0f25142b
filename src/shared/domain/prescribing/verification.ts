/**
 * The evidence a prescriber relies on (decision 024, decision 077; GPhC guidance for services at
 * a distance, Feb 2025): identity checks and measurements of weight and height. The dialogs
 * explain these rules and the server enforces them on its own day.
 */
import { daysUntil } from "../dispensing/dispensing";
import type { IDENTITY_METHODS, MeasurementMethod } from "./consultation-vocabulary";

export type IdentityMethod = (typeof IDENTITY_METHODS)[number];
export const IDENTITY_OUTCOMES = ["verified", "not_verified"] as const;
export type IdentityOutcome = (typeof IDENTITY_OUTCOMES)[number];

export const IDENTITY_METHOD_LABEL: Record<IdentityMethod, string> = {
  live_video_document: "Live video with document",
  in_person_document: "In person with document",
  third_party: "Third-party check",
};
export const IDENTITY_OUTCOME_LABEL: Record<IdentityOutcome, string> = {
  verified: "Verified",
  not_verified: "Not verified",
};
export const MEASUREMENT_METHOD_LABEL: Record<MeasurementMethod, string> = {
  live_video: "Live video",
  in_person: "In person",
  gp_record: "GP record",
  third_party_record: "Third-party record",
  photo: "Photo",
  recorded_video: "Recorded video",
};

export const DOCUMENT_TYPES = [
  "passport",
  "driving_licence",
  "national_identity_card",
  "residence_permit",
  "other",
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_TYPE_LABEL: Record<DocumentType, string> = {
  passport: "Passport",
  driving_licence: "Driving licence",
  national_identity_card: "National identity card",
  residence_permit: "Residence permit",
  other: "Other photo ID",
};

/** A check of a document (live video or in person) names the document; a third-party check may not. */
export const usesDocument = (method: IdentityMethod) => method !== "third_party";

export const IDENTITY_MESSAGES = {
  expired: "An expired document cannot verify identity.",
  mismatch: "Identity cannot be verified when the name or date of birth does not match.",
} as const;

/**
 * The field messages of an identity check that cannot be recorded as it is, by the server's
 * `today`; empty when it can. A document that expired before today cannot verify identity.
 */
export function identityCheckProblems(
  check: { expiryDate?: string | null; nameMatches: boolean; dobMatches: boolean; outcome: IdentityOutcome },
  today: Date,
): Record<string, string> {
  if (check.outcome !== "verified") return {};
  const problems: Record<string, string> = {};
  const daysLeft = check.expiryDate ? daysUntil(check.expiryDate, today) : null;
  if (daysLeft !== null && daysLeft < 0) problems.expiryDate = IDENTITY_MESSAGES.expired;
  if (!check.nameMatches || !check.dobMatches) problems.outcome = IDENTITY_MESSAGES.mismatch;
  return problems;
}

export const MEASURED_IN_FUTURE_MESSAGE = "The measurement date can't be in the future.";

/** A measurement is taken on or before the server's today. */
export function measuredOnProblem(measuredOn: string, today: Date): string | null {
  const days = daysUntil(measuredOn, today);
  return days !== null && days > 0 ? MEASURED_IN_FUTURE_MESSAGE : null;
}
