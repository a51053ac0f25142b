import { and, eq, notInArray } from "drizzle-orm";
import { CONTRACEPTION_ADVICE_KIND } from "@/shared/domain/clinical/contraception-advice";
import { DRAFT_STATE_IDS, orderIsMessage, orderStateOf } from "@/shared/domain/orders/order-lifecycle";
import type { Ctx } from "../../deps";
import { adviceAcknowledgements, orders } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { requireOwnPatient } from "../../lib/people/patient-lookup";
import { BEFORE_DISPENSING_IDS } from "./account-safety.queries";

export const ORDER_NOT_FOUND = "Order not found";

/**
 * POST /api/account/advice: "I have read this advice" for one of the patient's own approved
 * orders, before it is dispensed. Stored once (append-only); a second click changes nothing.
 * Another patient's order, or a draft, is not found.
 */
export async function acknowledgeAdvice({ db, now, actor }: Ctx, { orderId }: { orderId: number }) {
  const patient = await requireOwnPatient(db, actor.userId);
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.order_id, orderId),
        eq(orders.patient_id, patient.patient_id),
        notInArray(orders.order_status_id, [...DRAFT_STATE_IDS]),
      ),
    )
    .limit(1);
  if (!order) throw new AppError("not_found", ORDER_NOT_FOUND);
  if (!BEFORE_DISPENSING_IDS.includes(order.order_status_id as (typeof BEFORE_DISPENSING_IDS)[number])) {
    throw new AppError("conflict", orderIsMessage(order.order_id, orderStateOf(order.order_status_id)));
  }
  await db
    .insert(adviceAcknowledgements)
    .values({
      patient_id: patient.patient_id,
      order_id: order.order_id,
      kind: CONTRACEPTION_ADVICE_KIND,
      created_at: now,
    })
    .onConflictDoNothing({ target: [adviceAcknowledgements.order_id, adviceAcknowledgements.kind] });
  return { orderId: order.order_id, acknowledged: true };
}
