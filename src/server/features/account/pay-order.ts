import { count, desc, eq } from "drizzle-orm";
import { penceToDecimal, toPence } from "@/shared/domain/payments/money";
import { orderIsMessage, orderStateOf } from "@/shared/domain/orders/order-lifecycle";
import { checkoutKey, moneyPosition } from "@/shared/domain/payments/payments";
import type { Ctx } from "../../deps";
import { paymentCheckouts } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { paymentsOf, refundsOf } from "../../lib/payments/money";
import { requireOwnOrder } from "./account.queries";

/** A checkout about to expire is not handed out: the patient needs time to pay. */
const REUSE_MARGIN_MS = 10 * 60 * 1000;

/**
 * POST /api/account/orders/:id/pay ("Pay now", decision 100): the card checkout of the patient's
 * own order while it waits for payment, for what is left to pay as the server computes it. A
 * checkout still open for the same amount is handed out again; otherwise one is opened, with an
 * idempotency key per order and amount, so a double click opens one. The patient comes back to
 * the order's page, paid or not; only the provider's webhook marks it paid.
 */
export async function payOrder({ db, now, appUrl, actor, payments: provider }: Ctx, { orderId }: { orderId: number }) {
  const { order } = await requireOwnOrder(db, actor.userId, orderId);
  const state = orderStateOf(order.order_status_id);
  if (state !== "awaiting_payment") throw new AppError("conflict", orderIsMessage(order.order_id, state));
  const position = moneyPosition(
    order.total_due,
    await paymentsOf(db, order.order_id),
    await refundsOf(db, order.order_id),
  );
  if (position.outstanding <= 0) throw new AppError("conflict", `Order #${order.order_id} has nothing left to pay`);

  const [open] = await db
    .select()
    .from(paymentCheckouts)
    .where(eq(paymentCheckouts.order_id, order.order_id))
    .orderBy(desc(paymentCheckouts.checkout_id))
    .limit(1);
  if (
    open &&
    open.provider === provider.kind &&
    toPence(open.amount) === position.outstanding &&
    open.expires_at.getTime() > now.getTime() + REUSE_MARGIN_MS
  ) {
    return { url: open.url };
  }

  const [opened] = await db
    .select({ n: count() })
    .from(paymentCheckouts)
    .where(eq(paymentCheckouts.order_id, order.order_id));
  const checkout = await provider.openCheckout({
    orderId: order.order_id,
    patientId: order.patient_id,
    amountPence: position.outstanding,
    idempotencyKey: checkoutKey(order.order_id, position.outstanding, opened?.n ?? 0),
    returnUrl: `${appUrl}/account/orders/${order.order_id}`,
  });
  await db
    .insert(paymentCheckouts)
    .values({
      order_id: order.order_id,
      provider: provider.kind,
      session_id: checkout.sessionId,
      url: checkout.url,
      amount: penceToDecimal(checkout.amountPence),
      currency: checkout.currency,
      expires_at: checkout.expiresAt,
      created_at: now,
    })
    .onConflictDoNothing();
  return { url: checkout.url };
}
