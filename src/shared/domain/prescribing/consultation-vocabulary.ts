/**
 * The words of a consultation (decision 077): its kinds and states, how a measurement was taken,
 * an identity checked and the patient contacted, the GP's consent and what was shared, a
 * decision's outcomes and reasons, how a GP letter left, each with the label staff read.
 */
import { PATIENT_TYPE } from "../constants";

export const CONSULTATION_KINDS = ["initial", "transfer", "reorder", "restart"] as const;
export type ConsultationKind = (typeof CONSULTATION_KINDS)[number];
export const CONSULTATION_STATUSES = [
  "awaiting_review",
  "info_requested",
  "approved",
  "rejected",
  "withdrawn",
] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

export const MEASUREMENT_METHODS = [
  "live_video",
  "in_person",
  "gp_record",
  "third_party_record",
  "photo",
  "recorded_video",
] as const;
export type MeasurementMethod = (typeof MEASUREMENT_METHODS)[number];
/** Only these verify weight and height independently; a photo or a recorded video never counts alone. */
export const INDEPENDENT_MEASUREMENT_METHODS = ["live_video", "in_person", "gp_record", "third_party_record"] as const;
export const isIndependentMeasurement = (method: string) =>
  (INDEPENDENT_MEASUREMENT_METHODS as readonly string[]).includes(method);

export const IDENTITY_METHODS = ["live_video_document", "in_person_document", "third_party"] as const;
export const CONTACT_METHODS = ["live_video", "in_person", "phone", "secure_message"] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];
export const GP_CONSENTS = ["yes", "no", "no_gp"] as const;
export type GpConsent = (typeof GP_CONSENTS)[number];
export const GP_SHARING = ["shared", "not_shared", "no_gp"] as const;
export type GpSharing = (typeof GP_SHARING)[number];
export const REJECT_REASONS = [
  "bmi_below_threshold",
  "contraindication",
  "pregnancy_or_breastfeeding",
  "not_verifiable",
  "identity_not_verified",
  "other",
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];
export const DECISION_OUTCOMES = ["approved", "rejected", "info_requested"] as const;
export type DecisionOutcome = (typeof DECISION_OUTCOMES)[number];
/** How a GP letter left the pharmacy. */
export const GP_LETTER_CHANNELS = ["post", "email", "nhs_mail", "hand"] as const;
export type GpLetterChannel = (typeof GP_LETTER_CHANNELS)[number];

export const CONSULTATION_KIND_LABEL: Record<ConsultationKind, string> = {
  initial: "Initial",
  transfer: "Transfer",
  reorder: "Re-order",
  restart: "Restart",
};
export const CONSULTATION_STATUS_LABEL: Record<ConsultationStatus, string> = {
  awaiting_review: "Awaiting review",
  info_requested: "Information requested",
  approved: "Approved",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
};
export const DECISION_OUTCOME_LABEL: Record<DecisionOutcome, string> = {
  approved: "Approved",
  rejected: "Rejected",
  info_requested: "Information requested",
};
export const REJECT_REASON_LABEL: Record<RejectReason, string> = {
  bmi_below_threshold: "BMI below threshold",
  contraindication: "Contraindication",
  pregnancy_or_breastfeeding: "Pregnancy or breastfeeding",
  not_verifiable: "Information not verifiable",
  identity_not_verified: "Identity not verified",
  other: "Other",
};
export const CONTACT_METHOD_LABEL: Record<ContactMethod, string> = {
  live_video: "Live video",
  in_person: "In person",
  phone: "Phone",
  secure_message: "Secure message",
};
export const GP_SHARING_LABEL: Record<GpSharing, string> = {
  shared: "Shared with the GP",
  not_shared: "Not shared",
  no_gp: "No GP",
};
export const GP_LETTER_CHANNEL_LABEL: Record<GpLetterChannel, string> = {
  post: "Post",
  email: "E-mail",
  nhs_mail: "NHSmail",
  hand: "By hand",
};

/** A patient who said they already use the medicine (patient type 2) is a transfer; anyone else starts. */
export const consultationKindFor = (patientTypeId: number | null): ConsultationKind =>
  patientTypeId === PATIENT_TYPE.existing ? "transfer" : "initial";
