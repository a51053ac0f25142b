import type { Ctx } from "../../deps";
import { moveOrder } from "../../lib/orders/order-moves";
import { patientActor, requireOwnOrder } from "./account.queries";
import { getAccountOrder } from "./get-account-order";

/** POST /api/account/orders/:id/received: "I've received it" marks a dispatched order delivered. */
export async function confirmReceived(ctx: Ctx, { orderId }: { orderId: number }) {
  const { order, patient } = await requireOwnOrder(ctx.db, ctx.actor.userId, orderId);
  await ctx.db.transaction((tx) =>
    moveOrder(tx, {
      orderId: order.order_id,
      action: "mark_delivered",
      actor: patientActor(ctx.actor, patient),
      now: ctx.now,
    }),
  );
  return getAccountOrder(ctx, { orderId });
}
