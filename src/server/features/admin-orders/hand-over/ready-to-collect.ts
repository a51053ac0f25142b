import type { StaffCtx } from "../../../deps";
import { queueReadyToCollectEmail } from "../../../email/orders/order-ready";
import { moveOrder } from "../../../lib/orders/order-moves";
import { requireNoUnhandledRedFlag } from "../../../lib/clinical/side-effect-hold";
import { requireStaffOrder, staffMover } from "../admin-orders.queries";

/** POST /api/admin/orders/:id/ready-to-collect: a dispensed collection is put out, and the patient told with the opening hours; held by an unhandled red-flag report. */
export async function readyToCollect(ctx: StaffCtx, orderId: number) {
  await requireStaffOrder(ctx.db, orderId);
  return ctx.db.transaction(async (tx) => {
    const actor = staffMover(ctx.actor);
    const { order } = await moveOrder(tx, { orderId, action: "ready_to_collect", actor, now: ctx.now });
    // Held while a red-flag report waits for a prescriber (issue 13); the throw undoes the move.
    await requireNoUnhandledRedFlag(tx, order.patient_id);
    await queueReadyToCollectEmail(tx, { orderId, patientId: order.patient_id, appUrl: ctx.appUrl });
    return { orderId, state: "ready_to_collect" as const };
  });
}
