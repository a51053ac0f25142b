/**
 * Payment, behind one module (decision 029). Today staff record a payment taken through the
 * `payment_link_url` link or at the counter ("Mark paid"); a payment provider's confirmation
 * would call `recordPayment` with the system as the actor. The amount is always the order's
 * total due as the server computed it, never a figure from the caller.
 */
import { eq } from "drizzle-orm";
import type { PaymentMethod } from "@/shared/domain/payments";
import type { DbOrTx, Tx } from "../db/client";
import { payments } from "../db/schema";
import { queuePaymentReceivedEmail } from "../email/order-emails";
import { type MoveActor, moveOrder } from "./order-moves";

export interface PaymentRecord {
  orderId: number;
  method: PaymentMethod;
  reference: string;
  actor: MoveActor & { userId: string; name: string };
  now: Date;
  appUrl: string;
}

/** Moves the order from awaiting payment to prescribed, writes its one payment and queues the receipt. */
export async function recordPayment(tx: Tx, p: PaymentRecord) {
  const { order } = await moveOrder(tx, {
    orderId: p.orderId,
    action: "mark_paid",
    actor: p.actor,
    now: p.now,
    data: { method: p.method, reference: p.reference },
  });
  const [payment] = await tx
    .insert(payments)
    .values({
      order_id: order.order_id,
      method: p.method,
      reference: p.reference,
      amount: order.total_due,
      recorded_by_user_id: p.actor.userId,
      recorded_by_name: p.actor.name,
      created_at: p.now,
    })
    .returning();
  await queuePaymentReceivedEmail(tx, { orderId: order.order_id, patientId: order.patient_id, appUrl: p.appUrl });
  return payment!;
}

/** The order's payment, if one was recorded. */
export async function paymentOf(db: DbOrTx, orderId: number) {
  const [row] = await db.select().from(payments).where(eq(payments.order_id, orderId)).limit(1);
  return row ?? null;
}
