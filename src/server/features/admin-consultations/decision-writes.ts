/**
 * The writes every decision makes (decision 077): the append-only decision row naming the
 * prescriber, the consultation's status, and the patient-level review status that follows the
 * latest approval or rejection (decision 023).
 */
import { eq, sql } from "drizzle-orm";
import { ORDER_STATE_LABEL, type OrderState } from "@/shared/domain/orders/order-lifecycle";
import type { ConsultationStatus, DecisionOutcome } from "@/shared/domain/prescribing/consultation-vocabulary";
import { REVIEW_STATUS_ID } from "@/shared/domain/prescribing/review-status";
import type { Tx } from "../../db/client";
import { consultations, patients, prescribingDecisions } from "../../db/schema";
import { toDecision } from "./consultation.mapper";
import type { StaffCtx } from "../../deps";
import { type LockedConsultation, prescriberOf } from "./consultation.queries";

type DecisionFields = Omit<
  typeof prescribingDecisions.$inferInsert,
  | "decision_id"
  | "consultation_id"
  | "outcome"
  | "prescriber_employee_id"
  | "prescriber_name"
  | "prescriber_regulator"
  | "prescriber_number"
  | "prescriber_type"
  | "created_at"
>;

type DecisionRow = typeof prescribingDecisions.$inferSelect;

/** A correcting decision (decision 085): the earlier decision it supersedes, and why. */
export interface Correction {
  corrects: DecisionRow;
  reason: string;
}

/** The columns that make a decision a correction: what it supersedes and why (none for a first decision). */
export const correctionColumns = (correction: Correction | undefined) =>
  correction ? { supersedes_decision_id: correction.corrects.decision_id, correction_reason: correction.reason } : {};

/** The order event's note and facts of a decision's move: a correction names the decision it supersedes. */
export const decisionEvent = (decision: DecisionRow, correction: Correction | undefined) => ({
  note: correction
    ? `Decision #${correction.corrects.decision_id} corrected by decision #${decision.decision_id}`
    : null,
  data: {
    decisionId: decision.decision_id,
    ...(correction ? { supersedesDecisionId: correction.corrects.decision_id } : {}),
  },
});

/** Appends the decision, signed with the prescriber's name, regulator and number (decision 119) and type, and the time. */
export async function appendDecision(
  tx: Tx,
  c: LockedConsultation,
  outcome: DecisionOutcome,
  fields: DecisionFields,
  ctx: StaffCtx,
) {
  const prescriber = prescriberOf(ctx);
  const [row] = await tx
    .insert(prescribingDecisions)
    .values({
      consultation_id: c.consultation.consultation_id,
      outcome,
      prescriber_employee_id: prescriber.employeeId,
      prescriber_name: prescriber.name,
      prescriber_regulator: prescriber.regulator,
      prescriber_number: prescriber.number,
      prescriber_type: prescriber.type,
      ...fields,
      created_at: ctx.now,
    })
    .returning();
  return row!;
}

/**
 * The consultation's status in the same transaction as its decision, so the queue reads one
 * column (decision 064). It was decided when first decided: a correction keeps that time.
 */
export async function setConsultationStatus(tx: Tx, c: LockedConsultation, status: ConsultationStatus, now: Date) {
  const decided = status === "approved" || status === "rejected";
  await tx
    .update(consultations)
    .set({ status, updated_at: now, ...(decided ? { decided_at: c.consultation.decided_at ?? now } : {}) })
    .where(eq(consultations.consultation_id, c.consultation.consultation_id));
}

/** The patient-level status shows the latest decision; an open edit form of the patient is now stale (its version moves). */
export async function setPatientReviewStatus(
  tx: Tx,
  c: LockedConsultation,
  status: "approved" | "rejected",
  ctx: StaffCtx,
) {
  await tx
    .update(patients)
    .set({
      patient_status_id: REVIEW_STATUS_ID[status],
      status_updated_at: ctx.now,
      status_updated_by: ctx.actor.email,
      updated_at: ctx.now,
      version: sql`${patients.version} + 1`,
    })
    .where(eq(patients.patient_id, c.patient.patient_id));
}

/** The answer to a decision: what was recorded and where the order went. */
export function decisionResult(
  c: LockedConsultation,
  status: ConsultationStatus,
  orderState: OrderState,
  decision: DecisionRow,
  productName: string | null,
  documents: { prescriptionId: number | null; gpLetterId: number | null } = { prescriptionId: null, gpLetterId: null },
) {
  return {
    consultationId: c.consultation.consultation_id,
    status,
    orderId: c.order.order_id,
    orderState,
    orderStateLabel: ORDER_STATE_LABEL[orderState],
    decision: toDecision({ ...decision, orderId: c.order.order_id, productName }),
    ...documents,
  };
}
