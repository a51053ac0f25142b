import type { Db } from "../../db/client";
import { type MoveActor, moveOrder } from "../../lib/orders/order-moves";
import { requireStaffOrder } from "./admin-orders.queries";

/** POST /api/admin/orders/:id/delivered: staff heard the parcel arrived (the patient usually says so on /account). */
export async function markDelivered(db: Db, orderId: number, ctx: { actor: MoveActor; now: Date }) {
  await requireStaffOrder(db, orderId);
  await db.transaction((tx) => moveOrder(tx, { orderId, action: "mark_delivered", actor: ctx.actor, now: ctx.now }));
  return { orderId, state: "delivered" as const };
}
