import type { RejectInput } from "@/shared/schemas/consultations";
import type { Tx } from "../../db/client";
import { queueConsultationReviewedEmail } from "../../email/order-emails";
import { moveOrder } from "../../lib/order-moves";
import type { DecisionContext, LockedConsultation } from "./consultation.queries";
import { appendDecision, decisionResult, setConsultationStatus, setPatientReviewStatus } from "./decision-writes";

/**
 * Reject (decision 077): the reason and the reasoning on record; in the caller's transaction
 * the consultation and the order are rejected, the patient's status follows, and the patient
 * is e-mailed the outcome with signposting to their GP and NHS 111 (no health detail).
 */
export async function rejectConsultation(tx: Tx, c: LockedConsultation, input: RejectInput, ctx: DecisionContext) {
  const decision = await appendDecision(
    tx,
    c,
    "rejected",
    { reasoning: input.reasoning, reject_reason: input.rejectReason },
    ctx,
  );
  await setConsultationStatus(tx, c, "rejected", ctx.now);
  const moved = await moveOrder(tx, {
    orderId: c.order.order_id,
    action: "reject",
    actor: { kind: "prescriber", userId: ctx.userId, name: ctx.prescriber.name },
    now: ctx.now,
    data: { decisionId: decision.decision_id },
  });
  await setPatientReviewStatus(tx, c, "rejected", ctx);
  await queueConsultationReviewedEmail(tx, {
    orderId: c.order.order_id,
    patientId: c.patient.patient_id,
    appUrl: ctx.appUrl,
    consultationId: c.consultation.consultation_id,
    outcome: "rejected",
  });
  return decisionResult(c, "rejected", moved.to, decision, null);
}
