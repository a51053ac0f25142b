import type { RequestInformationInput } from "@/shared/schemas/prescribing/consultations";
import type { Tx } from "../../db/client";
import { queueInformationRequestedEmail } from "../../email/orders/information-requested";
import { moveOrder } from "../../lib/orders/order-moves";
import { insertPharmacyMessage } from "../../lib/people/patient-messages";
import type { StaffCtx } from "../../deps";
import { type LockedConsultation, prescriberMove, prescriberOf } from "./consultation.queries";
import { appendDecision, decisionResult, setConsultationStatus } from "./decision-writes";

/**
 * Request information (decision 077): the question is the decision's, and a message from the
 * pharmacy on the patient's thread, linked to the consultation; the consultation and the order
 * wait for the answer. The e-mail says a message is waiting and links to the account: the
 * question itself is never e-mailed (decision 026).
 */
export async function requestInformation(tx: Tx, c: LockedConsultation, input: RequestInformationInput, ctx: StaffCtx) {
  const decision = await appendDecision(tx, c, "info_requested", { question: input.question }, ctx);
  await setConsultationStatus(tx, c, "info_requested", ctx.now);
  const moved = await moveOrder(tx, {
    orderId: c.order.order_id,
    action: "request_information",
    actor: prescriberMove(ctx),
    now: ctx.now,
    data: { decisionId: decision.decision_id },
  });
  const message = await insertPharmacyMessage(tx, {
    patientId: c.patient.patient_id,
    body: input.question,
    sender: { userId: ctx.actor.userId, name: prescriberOf(ctx).name },
    consultationId: c.consultation.consultation_id,
    now: ctx.now,
  });
  await queueInformationRequestedEmail(tx, {
    orderId: c.order.order_id,
    patientId: c.patient.patient_id,
    appUrl: ctx.appUrl,
    decisionId: decision.decision_id,
  });
  return { ...decisionResult(c, "info_requested", moved.to, decision, null), messageId: message.message_id };
}
