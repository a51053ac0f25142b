import { and, eq } from "drizzle-orm";
import {
  answersInformationRequest,
  type ConsultationStatus,
  PATIENT_MESSAGE_LIMIT,
  reviewDueAfterAnswer,
  TOO_MANY_MESSAGES,
} from "@/shared/domain/people/messaging";
import { ORDER_STATE_ID } from "@/shared/domain/orders/order-lifecycle";
import type { Tx } from "../../db/client";
import type { Ctx } from "../../deps";
import { consultations, messages, orders } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { moveOrder } from "../../lib/orders/order-moves";
import { latestPharmacyQuestion } from "../../lib/people/patient-messages";
import { patientName, requireOwnPatient } from "../../lib/people/patient-lookup";
import { hitRateLimit } from "../../lib/http/rate-limit";
import { toAccountMessage } from "./account-message.mapper";

/**
 * The consultation the patient's message answers: the one the latest question from the pharmacy
 * carries, while it waits for information and its order does too. Locked, so two replies at
 * once return it to the queue once.
 */
async function questionAnswered(tx: Tx, patientId: number) {
  const latest = await latestPharmacyQuestion(tx, patientId);
  if (!latest?.consultation_id) return null;
  const [row] = await tx
    .select({
      consultationId: consultations.consultation_id,
      status: consultations.status,
      orderId: consultations.order_id,
      orderStatus: orders.order_status_id,
    })
    .from(consultations)
    .innerJoin(orders, eq(orders.order_id, consultations.order_id))
    .where(and(eq(consultations.consultation_id, latest.consultation_id), eq(consultations.patient_id, patientId)))
    .for("update");
  if (!row || !answersInformationRequest({ consultationStatus: row.status as ConsultationStatus })) return null;
  return row.orderStatus === ORDER_STATE_ID.info_requested ? row : null;
}

/**
 * POST /api/account/messages: the patient writes to the pharmacy, at most 20 messages an hour.
 * A reply to a prescriber's request for information closes the task on /account and returns
 * the consultation to the queue, due 24 hours later, with its order, in one transaction.
 */
export async function sendMyMessage({ db, now, actor }: Ctx, { body }: { body: string }) {
  const patient = await requireOwnPatient(db, actor.userId);
  const limit = await hitRateLimit(db, `patient-messages:${patient.patient_id}`, PATIENT_MESSAGE_LIMIT, now);
  if (!limit.allowed)
    throw new AppError("rate_limited", TOO_MANY_MESSAGES, {
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    });
  const name = patientName(patient) || actor.name;
  return db.transaction(async (tx) => {
    const answered = await questionAnswered(tx, patient.patient_id);
    const [row] = await tx
      .insert(messages)
      .values({
        patient_id: patient.patient_id,
        sender: "patient",
        sender_user_id: actor.userId,
        sender_name: name,
        body,
        consultation_id: answered?.consultationId ?? null,
        created_at: now,
      })
      .returning();
    if (answered) {
      await tx
        .update(consultations)
        .set({ status: "awaiting_review", due_at: reviewDueAfterAnswer(now), updated_at: now })
        .where(eq(consultations.consultation_id, answered.consultationId));
      await moveOrder(tx, {
        orderId: answered.orderId,
        action: "answer_information",
        actor: { kind: "patient", userId: actor.userId, name },
        now,
        note: "Answered in Messages",
      });
    }
    return { message: toAccountMessage(row!), answeredQuestion: answered !== null };
  });
}
