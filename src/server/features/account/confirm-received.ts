import type { Db } from "../../db/client";
import type { PaymentProvider } from "../../lib/payments/provider";
import { moveOrder } from "../../lib/orders/order-moves";
import { patientActor, requireOwnOrder } from "./account.queries";
import { getAccountOrder } from "./get-account-order";

/** POST /api/account/orders/:id/received: "I've received it" marks a dispatched order delivered. */
export async function confirmReceived(
  db: Db,
  rawId: string,
  ctx: { userId: string; name: string; now: Date; payments: PaymentProvider },
) {
  const { order, patient } = await requireOwnOrder(db, ctx.userId, rawId);
  await db.transaction((tx) =>
    moveOrder(tx, {
      orderId: order.order_id,
      action: "mark_delivered",
      actor: patientActor(ctx, patient),
      now: ctx.now,
    }),
  );
  return getAccountOrder(db, ctx.userId, rawId, ctx.payments);
}
