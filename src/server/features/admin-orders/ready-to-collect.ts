import type { Db } from "../../db/client";
import { queueReadyToCollectEmail } from "../../email/order-ready";
import { type MoveActor, moveOrder } from "../../lib/orders/order-moves";
import { requireNoUnhandledRedFlag } from "../../lib/clinical/side-effect-hold";
import { requireStaffOrder } from "./admin-orders.queries";

/** POST /api/admin/orders/:id/ready-to-collect: a dispensed collection is put out, and the patient told with the opening hours; held by an unhandled red-flag report. */
export async function readyToCollect(db: Db, orderId: number, ctx: { actor: MoveActor; now: Date; appUrl: string }) {
  await requireStaffOrder(db, orderId);
  return db.transaction(async (tx) => {
    const { order } = await moveOrder(tx, { orderId, action: "ready_to_collect", actor: ctx.actor, now: ctx.now });
    // Held while a red-flag report waits for a prescriber (issue 13); the throw undoes the move.
    await requireNoUnhandledRedFlag(tx, order.patient_id);
    await queueReadyToCollectEmail(tx, { orderId, patientId: order.patient_id, appUrl: ctx.appUrl });
    return { orderId, state: "ready_to_collect" as const };
  });
}
