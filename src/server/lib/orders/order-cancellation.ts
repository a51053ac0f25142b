/**
 * Cancelling an order, by the patient, by staff, or by the reminders when a request for
 * information stays unanswered (decision 064): the move, the consultation that reviewed it
 * withdrawn, in the caller's transaction; the caller queues the patient's e-mail
 * (email/orders/order-cancelled.ts) with the reason returned here.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { consultations } from "../../db/schema";
import { type MoveActor, moveOrder } from "./order-moves";

/** Why an order was cancelled: the cancellation e-mail says it in words for the patient. */
export type CancelReason = "patient" | "pharmacy" | "no_reply";

export async function cancelOrder(
  tx: Tx,
  c: { orderId: number; actor: MoveActor; now: Date; note?: string | null; noReply?: boolean },
) {
  const moved = await moveOrder(tx, {
    orderId: c.orderId,
    action: c.noReply ? "withdraw" : "cancel",
    actor: c.actor,
    now: c.now,
    note: c.note ?? null,
  });
  // An order under review has a consultation in the prescriber's queue: it leaves the queue.
  await tx
    .update(consultations)
    .set({ status: "withdrawn", updated_at: c.now })
    .where(
      and(eq(consultations.order_id, c.orderId), inArray(consultations.status, ["awaiting_review", "info_requested"])),
    );
  const reason: CancelReason = c.noReply ? "no_reply" : c.actor.kind === "patient" ? "patient" : "pharmacy";
  return { ...moved, reason };
}
