import type { StaffCtx } from "../../../deps";
import { moveOrder } from "../../../lib/orders/order-moves";
import { requireStaffOrder, staffMover } from "../admin-orders.queries";

/** POST /api/admin/orders/:id/delivered: staff heard the parcel arrived (the patient usually says so on /account). */
export async function markDelivered(ctx: StaffCtx, orderId: number) {
  await requireStaffOrder(ctx.db, orderId);
  const actor = staffMover(ctx.actor);
  await ctx.db.transaction((tx) => moveOrder(tx, { orderId, action: "mark_delivered", actor, now: ctx.now }));
  return { orderId, state: "delivered" as const };
}
