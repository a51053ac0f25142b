import type { StaffCtx } from "../../deps";
import { moveOrder } from "../../lib/orders/order-moves";
import { requireStaffOrder, staffMover } from "./admin-orders.queries";

/** POST /api/admin/orders/:id/return: dispensed medicine came back; why is on the timeline. */
export async function recordReturn(ctx: StaffCtx, { orderId, reason }: { orderId: number; reason: string }) {
  await requireStaffOrder(ctx.db, orderId);
  const actor = staffMover(ctx.actor);
  await ctx.db.transaction((tx) =>
    moveOrder(tx, { orderId, action: "record_return", actor, now: ctx.now, note: reason }),
  );
  return { orderId, state: "returned" as const };
}
