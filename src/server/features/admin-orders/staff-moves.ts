import type { Db } from "../../db/client";
import { cancelOrder } from "../../lib/order-cancellation";
import { type MoveActor, moveOrder } from "../../lib/order-moves";
import { requireStaffOrder } from "./admin-orders.queries";

type StaffCtx = { actor: MoveActor; now: Date; appUrl: string };

/** POST /api/admin/orders/:id/cancel: staff cancel until the medicine is dispensed; then a return is recorded instead. */
export async function cancelByStaff(db: Db, orderId: number, reason: string | undefined, ctx: StaffCtx) {
  await requireStaffOrder(db, orderId);
  await db.transaction((tx) => cancelOrder(tx, { orderId, actor: ctx.actor, now: ctx.now, note: reason || null, appUrl: ctx.appUrl }));
  return { orderId, state: "cancelled" as const };
}

/** POST /api/admin/orders/:id/return: dispensed medicine came back; why is on the timeline. */
export async function recordReturn(db: Db, orderId: number, reason: string, ctx: StaffCtx) {
  await requireStaffOrder(db, orderId);
  await db.transaction((tx) => moveOrder(tx, { orderId, action: "record_return", actor: ctx.actor, now: ctx.now, note: reason }));
  return { orderId, state: "returned" as const };
}

/** POST /api/admin/orders/:id/delivered: staff heard the parcel arrived (the patient usually says so on /account). */
export async function markDeliveredByStaff(db: Db, orderId: number, ctx: StaffCtx) {
  await requireStaffOrder(db, orderId);
  await db.transaction((tx) => moveOrder(tx, { orderId, action: "mark_delivered", actor: ctx.actor, now: ctx.now }));
  return { orderId, state: "delivered" as const };
}
