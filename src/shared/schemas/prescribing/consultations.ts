/**
 * The prescriber's review (decisions 022-028, decision 077): the queue's filter, the decision
 * (approve, request information, reject) and a GP letter marked as sent. The decision's
 * cross-field rules (two-way contact, GP sharing, contraception advice) are those of
 * approvalProblems (shared/domain/prescribing/prescribing), which the server checks with the facts on record.
 */
import { z } from "../zod";
import { MIN_REASON_LENGTH } from "../../domain/prescribing/prescribing";
import {
  CONSULTATION_STATUSES,
  CONTACT_METHODS,
  GP_LETTER_CHANNELS,
  GP_SHARING,
  REJECT_REASONS,
} from "../../domain/prescribing/consultation-vocabulary";
import { page } from "../orders/orders";
import { isPlainText, plainTextMessage } from "../text";
import { signingPin } from "../people/staff";

export const CONSULTATION_FILTERS = [...CONSULTATION_STATUSES, "all"] as const;
export type ConsultationFilter = (typeof CONSULTATION_FILTERS)[number];

/** GET /api/admin/consultations?status=&page=: without a status, the open ones (awaiting review and information requested). */
export const consultationQuerySchema = z.object({
  status: z.enum(CONSULTATION_FILTERS, { error: "Unknown status" }).optional(),
  page,
});

const text = (label: string, min: number, max: number, tooShort = `${label} must be at least ${min} characters`) =>
  z
    .string({ error: tooShort })
    .trim()
    .min(min, tooShort)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isPlainText, plainTextMessage(label));
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isPlainText, plainTextMessage(label))
    .optional();

const reasoning = text("Reasoning", MIN_REASON_LENGTH, 5000);

const approve = z.object({
  outcome: z.literal("approved"),
  productId: z.number({ error: "Choose the dose" }).int("Choose the dose").positive("Choose the dose"),
  directions: text("Directions", 1, 500, "Enter the directions"),
  reasoning,
  contactMethod: z.enum(CONTACT_METHODS, { error: "Choose how you spoke with the patient" }).nullable().optional(),
  contactJustification: optionalText("Justification", 2000),
  gpSharing: z.enum(GP_SHARING, { error: "Choose whether the GP is told" }),
  gpNotSharedReason: optionalText("Reason", 2000),
  contraceptionAdviceGiven: z.boolean({ error: "Say whether contraception advice was given" }).optional(),
  /** Decision 118: "Sign and approve" unlocks the prescriber's signing key with it; never stored. */
  signingPin,
});

/** A rejection alone: the Reject dialog's resolver. */
export const rejectDecisionSchema = z.object({
  outcome: z.literal("rejected"),
  rejectReason: z.enum(REJECT_REASONS, { error: "Choose the reason" }),
  reasoning,
});

/** A question to the patient alone: the Request information dialog's resolver. */
export const requestInformationSchema = z.object({
  outcome: z.literal("info_requested"),
  question: text("Question", 10, 2000),
});

/** POST /api/admin/consultations/:id/decision. Quantity is not asked: every supply is one pen. */
export const decisionSchema = z.discriminatedUnion(
  "outcome",
  [approve, rejectDecisionSchema, requestInformationSchema],
  {
    error: "Choose approve, request information or reject",
  },
);
export type DecisionInput = z.infer<typeof decisionSchema>;
export type ApproveInput = z.infer<typeof approve>;
export type RejectInput = z.infer<typeof rejectDecisionSchema>;
export type RequestInformationInput = z.infer<typeof requestInformationSchema>;

/**
 * What every correcting decision adds (decision 085): the decision it corrects and why, in
 * words a colleague can follow.
 */
const correction = {
  supersedesDecisionId: z
    .number({ error: "Choose the decision you correct" })
    .int("Choose the decision you correct")
    .positive("Choose the decision you correct"),
  correctionReason: text("Reason for the correction", MIN_REASON_LENGTH, 2000),
};

/** POST /api/admin/consultations/:id/correction: a new approval or rejection that supersedes an earlier one. */
export const correctionSchema = z.discriminatedUnion(
  "outcome",
  [approve.extend(correction), rejectDecisionSchema.extend(correction)],
  {
    error: "Choose approve or reject",
  },
);
export type CorrectionInput = z.infer<typeof correctionSchema>;

/** POST /api/admin/gp-letters/:id/sent: how the letter left the pharmacy. */
export const gpLetterSentSchema = z.object({
  channel: z.enum(GP_LETTER_CHANNELS, { error: "Choose how the letter was sent" }),
});
