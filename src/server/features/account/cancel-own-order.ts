import type { Db } from "../../db/client";
import type { PaymentProvider } from "../../lib/payments/provider";
import { queueCancelledEmail } from "../../email/order-cancelled";
import { cancelOrder } from "../../lib/orders/order-cancellation";
import { patientActor, requireOwnOrder } from "./account.queries";
import { getAccountOrder } from "./get-account-order";

/** POST /api/account/orders/:id/cancel: the patient cancels until the medicine is dispensed (the lifecycle says when); a paid order then waits for its refund. */
export async function cancelOwnOrder(
  db: Db,
  rawId: string,
  reason: string | undefined,
  ctx: { userId: string; name: string; now: Date; appUrl: string; payments: PaymentProvider },
) {
  const { order, patient } = await requireOwnOrder(db, ctx.userId, rawId);
  await db.transaction(async (tx) => {
    const cancelled = await cancelOrder(tx, {
      orderId: order.order_id,
      actor: patientActor(ctx, patient),
      now: ctx.now,
      note: reason || null,
    });
    await queueCancelledEmail(tx, {
      orderId: order.order_id,
      patientId: order.patient_id,
      appUrl: ctx.appUrl,
      reason: cancelled.reason,
    });
  });
  return getAccountOrder(db, ctx.userId, rawId, ctx.payments);
}
