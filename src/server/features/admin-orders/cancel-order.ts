import type { StaffCtx } from "../../deps";
import { queueCancelledEmail } from "../../email/orders/order-cancelled";
import { cancelOrder } from "../../lib/orders/order-cancellation";
import { requireStaffOrder, staffMover } from "./admin-orders.queries";

/** POST /api/admin/orders/:id/cancel: staff cancel until the medicine is dispensed; then a return is recorded instead. A paid order waits for its refund. */
export async function cancelByStaff(
  ctx: StaffCtx,
  { orderId, reason }: { orderId: number; reason?: string | undefined },
) {
  await requireStaffOrder(ctx.db, orderId);
  const { to } = await ctx.db.transaction(async (tx) => {
    const actor = staffMover(ctx.actor);
    const cancelled = await cancelOrder(tx, { orderId, actor, now: ctx.now, note: reason || null });
    const patientId = cancelled.order.patient_id;
    await queueCancelledEmail(tx, { orderId, patientId, appUrl: ctx.appUrl, reason: cancelled.reason });
    return cancelled;
  });
  // "cancelled", or "refund_due" for an order that was paid for (the lifecycle decides).
  return { orderId, state: to };
}
