import { correctionMove, type DecidedOutcome } from "@/shared/domain/prescribing/decision-corrections";
import { orderStateOf } from "@/shared/domain/orders/order-lifecycle";
import type { RejectInput } from "@/shared/schemas/prescribing/consultations";
import type { Tx } from "../../db/client";
import { queueConsultationReviewedEmail } from "../../email/orders/consultation-reviewed";
import { moveOrder } from "../../lib/orders/order-moves";
import { withdrawGpLetter } from "./approval-documents";
import type { StaffCtx } from "../../deps";
import { type LockedConsultation, prescriberMove } from "./consultation.queries";
import {
  appendDecision,
  type Correction,
  correctionColumns,
  decisionEvent,
  decisionResult,
  setConsultationStatus,
  setPatientReviewStatus,
} from "./decision-writes";

/**
 * Reject (decision 077): the reason and the reasoning on record; in the caller's transaction
 * the consultation and the order are rejected, the patient's status follows, and the patient
 * is e-mailed the outcome with signposting to their GP and NHS 111 (no health detail).
 *
 * A correction (decision 085) to a rejection: an approval reversed moves the order to rejected
 * (or to refund due once paid), a GP letter not yet sent is no longer required, and the patient
 * is told the new outcome. A rejection corrected to another rejection (a reason recorded wrongly)
 * leaves the order and the patient's e-mail as they were: what the patient was told still holds.
 */
export async function rejectConsultation(
  tx: Tx,
  c: LockedConsultation,
  input: RejectInput,
  ctx: StaffCtx,
  correction?: Correction,
) {
  const decision = await appendDecision(
    tx,
    c,
    "rejected",
    { reasoning: input.reasoning, reject_reason: input.rejectReason, ...correctionColumns(correction) },
    ctx,
  );
  await setConsultationStatus(tx, c, "rejected", ctx.now);
  const action = correction ? correctionMove(correction.corrects.outcome as DecidedOutcome, "rejected") : "reject";
  if (action === null) {
    await setPatientReviewStatus(tx, c, "rejected", ctx);
    return decisionResult(c, "rejected", orderStateOf(c.order.order_status_id), decision, null);
  }
  const moved = await moveOrder(tx, {
    orderId: c.order.order_id,
    action,
    actor: prescriberMove(ctx),
    now: ctx.now,
    ...decisionEvent(decision, correction),
  });
  if (correction) await withdrawGpLetter(tx, c, ctx.now);
  await setPatientReviewStatus(tx, c, "rejected", ctx);
  await queueConsultationReviewedEmail(tx, {
    orderId: c.order.order_id,
    patientId: c.patient.patient_id,
    appUrl: ctx.appUrl,
    consultationId: c.consultation.consultation_id,
    outcome: "rejected",
    correctionDecisionId: correction ? decision.decision_id : null,
  });
  return decisionResult(c, "rejected", moved.to, decision, null);
}
