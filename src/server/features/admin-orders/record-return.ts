import type { Db } from "../../db/client";
import { type MoveActor, moveOrder } from "../../lib/orders/order-moves";
import { requireStaffOrder } from "./admin-orders.queries";

/** POST /api/admin/orders/:id/return: dispensed medicine came back; why is on the timeline. */
export async function recordReturn(db: Db, orderId: number, reason: string, ctx: { actor: MoveActor; now: Date }) {
  await requireStaffOrder(db, orderId);
  await db.transaction((tx) =>
    moveOrder(tx, { orderId, action: "record_return", actor: ctx.actor, now: ctx.now, note: reason }),
  );
  return { orderId, state: "returned" as const };
}
