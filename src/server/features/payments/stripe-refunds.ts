/**
 * What Stripe says of refunds (decisions 101 and 103): a refund object (refund.created,
 * refund.updated, refund.failed, charge.refund.updated) or a refunded charge (charge.refunded).
 * A refund the product asked for is found by its id; one made in Stripe's dashboard is recorded
 * as it arrives; either is "Refunded" only once Stripe says it succeeded. Nothing here decides
 * what an event about an unknown payment does: the caller holds it until the payment arrives.
 */
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { toPence } from "@/shared/domain/payments/money";
import type { Tx } from "../../db/client";
import { payments, refunds } from "../../db/schema";
import type { MoveActor } from "../../lib/orders/order-moves";
import { refundsOf } from "../../lib/payments/money";
import { lockOrder } from "../../lib/payments/record-payment";
import { finishIfRefunded, recordRefund, settleRefund } from "../../lib/payments/refunds";

/** The facts of a refund the product reads (and keeps, for one held until its payment arrives). */
export interface RefundFacts {
  id: string;
  amount: number;
  status: string | null;
  paymentIntent: string | null;
}

/** The facts of a refunded charge: how much of it has gone back so far, and the refunds when listed. */
export interface ChargeFacts {
  amountRefunded: number;
  paymentIntent: string | null;
  refunds: RefundFacts[];
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

export const refundFacts = (r: Stripe.Refund): RefundFacts => ({
  id: r.id,
  amount: r.amount,
  status: r.status,
  paymentIntent: idOf(r.payment_intent),
});

export const chargeFacts = (c: Stripe.Charge): ChargeFacts => ({
  amountRefunded: c.amount_refunded,
  paymentIntent: idOf(c.payment_intent),
  refunds: (c.refunds?.data ?? []).map(refundFacts),
});

const SYSTEM: MoveActor = { kind: "system", name: "Card refund" };

const outcomeOf = (status: string | null) =>
  status === "succeeded" ? "succeeded" : status === "failed" || status === "canceled" ? "failed" : null;

/** The recorded card payment a refund or charge names, if it has arrived. */
export async function cardPayment(tx: Tx, paymentIntent: string | null) {
  if (!paymentIntent) return null;
  const [row] = await tx.select().from(payments).where(eq(payments.provider_payment_id, paymentIntent)).limit(1);
  return row ?? null;
}

/** Records (or finds) the refund and settles it as Stripe says; the order completes once all is given back. */
export async function applyRefund(tx: Tx, payment: typeof payments.$inferSelect, r: RefundFacts, now: Date) {
  const order = await lockOrder(tx, payment.order_id);
  let [known] = await tx.select().from(refunds).where(eq(refunds.provider_refund_id, r.id)).limit(1);
  if (!known) {
    await recordRefund(tx, {
      order,
      paymentId: payment.payment_id,
      provider: "stripe",
      amountPence: r.amount,
      method: "card_online",
      reference: r.id,
      providerRefundId: r.id,
      // Made in Stripe's own dashboard: the product learns of it here.
      requestedBy: { userId: null, name: "Stripe" },
      now,
    });
    [known] = await tx.select().from(refunds).where(eq(refunds.provider_refund_id, r.id)).limit(1);
  }
  const outcome = outcomeOf(r.status);
  if (outcome) await settleRefund(tx, { refundId: known!.refund_id, orderId: order.order_id, outcome, now });
  await finishIfRefunded(tx, order, SYSTEM, now);
  return order.order_id;
}

/**
 * A refunded charge: its listed refunds as above; without the list (Stripe leaves it out by
 * default), the product's pending refunds of the payment, oldest first, as far as the amount
 * refunded covers them. A refund made elsewhere arrives by its own refund event.
 */
export async function applyCharge(tx: Tx, payment: typeof payments.$inferSelect, c: ChargeFacts, now: Date) {
  if (c.refunds.length > 0) {
    for (const r of c.refunds) await applyRefund(tx, payment, r, now);
    return payment.order_id;
  }
  const order = await lockOrder(tx, payment.order_id);
  const ofPayment = (await refundsOf(tx, order.order_id)).filter((r) => r.paymentId === payment.payment_id);
  let covered = ofPayment.filter((r) => r.status === "succeeded").reduce((n, r) => n + toPence(r.amount), 0);
  for (const r of ofPayment.filter((x) => x.status === "pending")) {
    if (covered + toPence(r.amount) > c.amountRefunded) break;
    await settleRefund(tx, { refundId: r.refundId, orderId: order.order_id, outcome: "succeeded", now });
    covered += toPence(r.amount);
  }
  await finishIfRefunded(tx, order, SYSTEM, now);
  return order.order_id;
}
