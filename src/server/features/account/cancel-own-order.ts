import type { Ctx } from "../../deps";
import { queueCancelledEmail } from "../../email/orders/order-cancelled";
import { cancelOrder } from "../../lib/orders/order-cancellation";
import { patientActor, requireOwnOrder } from "./account.queries";
import { getAccountOrder } from "./get-account-order";

/** POST /api/account/orders/:id/cancel: the patient cancels until the medicine is dispensed (the lifecycle says when); a paid order then waits for its refund. */
export async function cancelOwnOrder(ctx: Ctx, { orderId, reason }: { orderId: number; reason?: string | undefined }) {
  const { order, patient } = await requireOwnOrder(ctx.db, ctx.actor.userId, orderId);
  await ctx.db.transaction(async (tx) => {
    const cancelled = await cancelOrder(tx, {
      orderId: order.order_id,
      actor: patientActor(ctx.actor, patient),
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
  return getAccountOrder(ctx, { orderId });
}
