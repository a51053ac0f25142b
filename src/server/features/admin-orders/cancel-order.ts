import type { Db } from "../../db/client";
import { queueCancelledEmail } from "../../email/order-cancelled";
import { cancelOrder } from "../../lib/orders/order-cancellation";
import type { MoveActor } from "../../lib/orders/order-moves";
import { requireStaffOrder } from "./admin-orders.queries";

/** POST /api/admin/orders/:id/cancel: staff cancel until the medicine is dispensed; then a return is recorded instead. A paid order waits for its refund. */
export async function cancelByStaff(
  db: Db,
  orderId: number,
  reason: string | undefined,
  ctx: { actor: MoveActor; now: Date; appUrl: string },
) {
  await requireStaffOrder(db, orderId);
  const { to } = await db.transaction(async (tx) => {
    const cancelled = await cancelOrder(tx, { orderId, actor: ctx.actor, now: ctx.now, note: reason || null });
    const patientId = cancelled.order.patient_id;
    await queueCancelledEmail(tx, { orderId, patientId, appUrl: ctx.appUrl, reason: cancelled.reason });
    return cancelled;
  });
  // "cancelled", or "refund_due" for an order that was paid for (the lifecycle decides).
  return { orderId, state: to };
}
