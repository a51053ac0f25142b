import type { RequestInformationInput } from "@/shared/schemas/consultations";
import type { Tx } from "../../db/client";
import { messages } from "../../db/schema";
import { queueInformationRequestedEmail } from "../../email/order-emails";
import { moveOrder } from "../../lib/order-moves";
import type { DecisionContext, LockedConsultation } from "./consultation.queries";
import { appendDecision, decisionResult, setConsultationStatus } from "./decision-writes";

/**
 * Request information (decision 077): the question is the decision's, and a message from the
 * pharmacy on the patient's thread, linked to the consultation; the consultation and the order
 * wait for the answer. The e-mail says a message is waiting and links to the account: the
 * question itself is never e-mailed (decision 026).
 */
export async function requestInformation(tx: Tx, c: LockedConsultation, input: RequestInformationInput, ctx: DecisionContext) {
  const decision = await appendDecision(tx, c, "info_requested", { question: input.question }, ctx);
  await setConsultationStatus(tx, c, "info_requested", ctx.now);
  const moved = await moveOrder(tx, {
    orderId: c.order.order_id,
    action: "request_information",
    actor: { kind: "prescriber", userId: ctx.userId, name: ctx.prescriber.name },
    now: ctx.now,
    data: { decisionId: decision.decision_id },
  });
  const [message] = await tx
    .insert(messages)
    .values({
      patient_id: c.patient.patient_id,
      sender: "pharmacy",
      sender_user_id: ctx.userId,
      sender_name: ctx.prescriber.name,
      body: input.question,
      consultation_id: c.consultation.consultation_id,
      created_at: ctx.now,
    })
    .returning({ id: messages.message_id });
  await queueInformationRequestedEmail(tx, { orderId: c.order.order_id, patientId: c.patient.patient_id, appUrl: ctx.appUrl, decisionId: decision.decision_id });
  return { ...decisionResult(c, "info_requested", moved.to, decision, null), messageId: message!.id };
}
