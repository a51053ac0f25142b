/**
 * POST /api/payments/stripe/webhook, once the signature is checked (decisions 100 and 103): the
 * webhook, not the patient's return from Checkout, decides that an order is paid. Each event is
 * recorded once by its id; a replay is answered and changes nothing. An event about an order
 * the product does not know is refused (400) and changes nothing, so Stripe shows it as failed.
 */
import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import { formatPence } from "@/shared/domain/payments/money";
import { MAX_ID } from "@/shared/schemas/zod";
import { ORDER_STATE_LABEL, orderStateOf } from "@/shared/domain/orders/order-lifecycle";
import type { Tx } from "../../db/client";
import type { SystemCtx } from "../../deps";
import { orders, paymentEvents } from "../../db/schema";
import { queueSuperintendentAlert } from "../../email/staff/staff-alert";
import { AppError } from "../../lib/http/app-error";
import type { ProviderEvent } from "../../lib/payments/provider";
import { lockOrder, positionOf, recordReceivedMoney } from "../../lib/payments/record-payment";
import {
  applyCharge,
  applyRefund,
  cardPayment,
  type ChargeFacts,
  chargeFacts,
  type RefundFacts,
  refundFacts,
} from "./stripe-refunds";
import { queuePaymentReceivedEmail } from "../../email/orders/payment-received";

interface Outcome {
  outcome: string;
  orderId: number | null;
  paymentIntent?: string | null;
  data?: Record<string, unknown>;
}

const UNKNOWN_ORDER = "Unknown order";

/** Thrown when a concurrent delivery of the same event recorded it first: this one's changes are undone. */
class AlreadyRecorded extends Error {}

export async function handleStripeEvent(ctx: SystemCtx, event: ProviderEvent) {
  try {
    return await ctx.db.transaction(async (tx) => {
      const [seen] = await tx
        .select({ id: paymentEvents.payment_event_id })
        .from(paymentEvents)
        .where(and(eq(paymentEvents.provider, "stripe"), eq(paymentEvents.event_id, event.id)));
      if (seen) return { received: true, replay: true };
      const result = await apply(tx, event, ctx);
      const [row] = await tx
        .insert(paymentEvents)
        .values({
          provider: "stripe",
          event_id: event.id,
          type: event.type,
          order_id: result.orderId,
          outcome: result.outcome,
          provider_payment_id: result.paymentIntent ?? null,
          data: result.data ?? null,
          created_at: ctx.now,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new AlreadyRecorded();
      return { received: true, replay: false, outcome: result.outcome };
    });
  } catch (error) {
    if (error instanceof AlreadyRecorded) return { received: true, replay: true };
    throw error;
  }
}

function apply(tx: Tx, event: ProviderEvent, ctx: SystemCtx): Promise<Outcome> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return sessionPaid(tx, event.data.object, ctx);
    case "checkout.session.expired":
    case "checkout.session.async_payment_failed":
      return sessionEnded(tx, event.data.object);
    case "refund.created":
    case "refund.updated":
    case "refund.failed":
    case "charge.refund.updated":
      return refunded(tx, { refund: refundFacts(event.data.object) }, ctx);
    case "charge.refunded":
      return refunded(tx, { charge: chargeFacts(event.data.object) }, ctx);
    default:
      // Not an event the product acts on (the endpoint should not be sent it): noted, nothing else.
      return Promise.resolve({ outcome: "ignored", orderId: null });
  }
}

/** The order the session names in its metadata, locked; a 400 when there is none such, or it is another patient's. */
async function orderOf(tx: Tx, session: Stripe.Checkout.Session) {
  const raw = session.metadata?.order_id ?? session.client_reference_id ?? "";
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > MAX_ID) throw new AppError("invalid_input", UNKNOWN_ORDER);
  const [exists] = await tx
    .select({ id: orders.order_id })
    .from(orders)
    .where(eq(orders.order_id, Number(raw)));
  if (!exists) throw new AppError("invalid_input", UNKNOWN_ORDER);
  const order = await lockOrder(tx, exists.id);
  if (session.metadata?.patient_id !== String(order.patient_id)) throw new AppError("invalid_input", UNKNOWN_ORDER);
  return order;
}

const paymentIntentOf = (session: Stripe.Checkout.Session) =>
  typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null);

async function sessionEnded(tx: Tx, session: Stripe.Checkout.Session): Promise<Outcome> {
  const order = await orderOf(tx, session);
  return { outcome: "ignored", orderId: order.order_id, data: { session: session.id } };
}

/**
 * A completed checkout: paid only with payment_status "paid", in GBP, for exactly what the order
 * has left to pay, while it waits for payment. Anything else leaves the order as it is and
 * alerts the superintendent, who settles it in Stripe (decision 100).
 */
async function sessionPaid(tx: Tx, session: Stripe.Checkout.Session, ctx: SystemCtx): Promise<Outcome> {
  const order = await orderOf(tx, session);
  const paymentIntent = paymentIntentOf(session);
  const amount = session.amount_total ?? 0;
  const currency = (session.currency ?? "").toUpperCase();
  const data = { session: session.id, amount, currency, paymentStatus: session.payment_status };
  const base = { orderId: order.order_id, paymentIntent, data };
  if (session.payment_status !== "paid") return { ...base, outcome: "ignored" };
  if (await cardPayment(tx, paymentIntent)) return { ...base, outcome: "ignored" };

  const state = orderStateOf(order.order_status_id);
  const position = await positionOf(tx, order);
  const received = currency === "GBP" ? formatPence(amount) : `${(amount / 100).toFixed(2)} ${currency}`;
  const alert = (title: string, message: string) =>
    queueSuperintendentAlert(tx, {
      dedupeKey: `card-payment:${session.id}`,
      title,
      message: `${message} The order has not been marked paid. Please check the payment in Stripe and settle it with the patient.`,
      link: `${ctx.appUrl}/admin/orders/${order.order_id}`,
    });
  if (state !== "awaiting_payment") {
    await alert(
      `Card payment for order #${order.order_id}, which is not waiting for payment`,
      `A card payment of ${received} arrived for order #${order.order_id}, which is ${ORDER_STATE_LABEL[state].toLowerCase()}.`,
    );
    return { ...base, outcome: "not_awaiting_payment" };
  }
  if (currency !== "GBP" || amount !== position.outstanding) {
    await alert(
      `Card payment for order #${order.order_id} does not match`,
      `A card payment of ${received} arrived for order #${order.order_id}, which has ${formatPence(position.outstanding)} left to pay.`,
    );
    return { ...base, outcome: "amount_mismatch" };
  }

  // A refund Stripe told of before this payment (decision 103) was held: recorded now, after it.
  const held = paymentIntent
    ? await tx
        .select()
        .from(paymentEvents)
        .where(and(eq(paymentEvents.provider_payment_id, paymentIntent), eq(paymentEvents.outcome, "held")))
    : [];
  const { payment, paid } = await recordReceivedMoney(tx, {
    order,
    amountPence: amount,
    provider: "stripe",
    method: "card_online",
    reference: paymentIntent ?? session.id,
    providerPaymentId: paymentIntent,
    checkoutSessionId: session.id,
    recordedBy: { userId: null, name: "Stripe" },
    actor: { kind: "system", name: "Card payment" },
    now: ctx.now,
    move: held.length === 0,
  });
  if (paid)
    await queuePaymentReceivedEmail(tx, { orderId: order.order_id, patientId: order.patient_id, appUrl: ctx.appUrl });
  if (held.length === 0) return { ...base, outcome: "paid" };
  for (const e of held) {
    const facts = e.data as { refund?: RefundFacts; charge?: ChargeFacts };
    if (facts.refund) await applyRefund(tx, payment, facts.refund, ctx.now);
    if (facts.charge) await applyCharge(tx, payment, facts.charge, ctx.now);
  }
  await queueSuperintendentAlert(tx, {
    dedupeKey: `refund-first:${session.id}`,
    title: `Refund before payment for order #${order.order_id}`,
    message: `Stripe told of a refund for order #${order.order_id} before its card payment of ${received}. Both are recorded; the order has not been marked paid. Please check it in Stripe.`,
    link: `${ctx.appUrl}/admin/orders/${order.order_id}`,
  });
  return { ...base, outcome: "paid_after_refund" };
}

/** A refund or a refunded charge: applied to its payment, or held until the payment arrives. */
async function refunded(
  tx: Tx,
  facts: { refund?: RefundFacts; charge?: ChargeFacts },
  ctx: SystemCtx,
): Promise<Outcome> {
  const paymentIntent = facts.refund?.paymentIntent ?? facts.charge?.paymentIntent ?? null;
  if (!paymentIntent) throw new AppError("invalid_input", UNKNOWN_ORDER);
  const payment = await cardPayment(tx, paymentIntent);
  const data = { ...facts } as Record<string, unknown>;
  if (!payment) return { outcome: "held", orderId: null, paymentIntent, data };
  const orderId = facts.refund
    ? await applyRefund(tx, payment, facts.refund, ctx.now)
    : await applyCharge(tx, payment, facts.charge!, ctx.now);
  return { outcome: "refund", orderId, paymentIntent, data };
}
