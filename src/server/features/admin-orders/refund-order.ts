import { orderIsMessage, orderStateOf } from "@/shared/domain/orders/order-lifecycle";
import { formatPence, penceToDecimal, toPence } from "@/shared/domain/payments/money";
import { moneyPosition, refundAmountError, refundKey } from "@/shared/domain/payments/payments";
import type { RefundInput } from "@/shared/schemas/orders/orders";
import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import type { StaffCtx } from "../../deps";
import { payments, refundRequests } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { paymentsOf, refundsOf } from "../../lib/payments/money";
import { lockOrder } from "../../lib/payments/record-payment";
import { finishIfRefunded, recordRefund, settleRefund } from "../../lib/payments/refunds";
import { requireStaffOrder, staffMover } from "./admin-orders.queries";

/** The order in "Refund due", its payments and what each may still give back (received less refunds not failed). */
async function refundable(tx: Tx, orderId: number) {
  const order = await lockOrder(tx, orderId);
  const state = orderStateOf(order.order_status_id);
  if (state !== "refund_due") throw new AppError("conflict", orderIsMessage(orderId, state));
  const [paid, back] = [await paymentsOf(tx, orderId), await refundsOf(tx, orderId)];
  const position = moneyPosition(order.total_due, paid, back);
  const perPayment = paid.map((p) => {
    const asked = back
      .filter((r) => r.paymentId === p.payment_id && r.status !== "failed")
      .reduce((n, r) => n + toPence(r.amount), 0);
    return { payment: p, asked, left: toPence(p.amount) - asked };
  });
  return { order, position, perPayment };
}

const amountRefused = (message: string) => new AppError("invalid_input", message, { fields: { amount: message } });

/** The refund request of this key on this order, if one was made (decision 109). */
async function requestOf(tx: Tx, orderId: number, requestKey: string) {
  const [row] = await tx
    .select()
    .from(refundRequests)
    .where(and(eq(refundRequests.order_id, orderId), eq(refundRequests.request_key, requestKey)));
  return row ?? null;
}

/**
 * POST /api/admin/orders/:id/refund (decision 101), from "Refund due": to the card through the
 * provider (recorded as pending; "Refunded" when the provider's event says so), or given back by
 * hand with its method and reference (settled at once). Partial refunds are allowed; the total
 * never exceeds what was paid. Once all is given back the order moves to "Refunded".
 * The form's request key makes a second request with it (a double click, a retry) the same
 * refund, answered as the first was (decision 109). The card refund is asked of `ctx.payments`.
 */
export async function refundOrder(ctx: StaffCtx, { orderId, ...input }: RefundInput & { orderId: number }) {
  const { db } = ctx;
  await requireStaffOrder(db, orderId);
  const requestedBy = { userId: ctx.actor.userId, name: ctx.actor.name };
  if (input.method === "card_online") {
    // Asked of the provider outside a transaction, so no lock waits on the network; the plan is
    // kept under the order's lock first, so the same request asks the provider the same, and the
    // provider's idempotency key makes that the same refund.
    const plan = await db.transaction(async (tx) => {
      await lockOrder(tx, orderId);
      const made = await requestOf(tx, orderId, input.requestKey);
      if (made) return made.payment_id === null ? null : made;
      const { perPayment, position } = await refundable(tx, orderId);
      const cards = perPayment.filter((p) => p.payment.provider === "stripe" && p.payment.provider_payment_id);
      if (cards.length === 0) {
        const message = "No card payment to refund for this order: record the refund by hand";
        throw new AppError("invalid_input", message, { fields: { method: message } });
      }
      const most = Math.min(position.refundable, Math.max(...cards.map((c) => c.left)));
      const amountPence = input.amount === undefined ? most : toPence(input.amount);
      const error = refundAmountError(amountPence, position.refundable);
      if (error) throw amountRefused(error);
      const card = cards.find((c) => c.left >= amountPence);
      if (!card) throw amountRefused(`At most ${formatPence(most)} can go back to the card`);
      const [kept] = await tx
        .insert(refundRequests)
        .values({
          order_id: orderId,
          request_key: input.requestKey,
          payment_id: card.payment.payment_id,
          amount_pence: amountPence,
          idempotency_key: refundKey(orderId, card.payment.payment_id, card.asked, amountPence),
          created_at: ctx.now,
        })
        .returning();
      return kept!;
    });
    // The same key was first used for a refund by hand: that refund is the answer.
    if (!plan) return db.transaction((tx) => summary(tx, orderId));
    const payment = await paymentById(db, plan.payment_id!);
    const answer = await ctx.payments.refund({
      orderId,
      providerPaymentId: payment.provider_payment_id!,
      amountPence: plan.amount_pence!,
      idempotencyKey: plan.idempotency_key!,
    });
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      await recordRefund(tx, {
        order,
        paymentId: payment.payment_id,
        provider: "stripe",
        amountPence: plan.amount_pence!,
        method: "card_online",
        reference: answer.refundId,
        providerRefundId: answer.refundId,
        requestedBy,
        now: ctx.now,
      });
      return summary(tx, orderId);
    });
  }

  return db.transaction(async (tx) => {
    await lockOrder(tx, orderId);
    if (await requestOf(tx, orderId, input.requestKey)) return summary(tx, orderId);
    const { order, position, perPayment } = await refundable(tx, orderId);
    const amountPence = input.amount === undefined ? position.refundable : toPence(input.amount);
    const error = refundAmountError(amountPence, position.refundable);
    if (error) throw amountRefused(error);
    await tx.insert(refundRequests).values({ order_id: orderId, request_key: input.requestKey, created_at: ctx.now });
    // Given back by hand: taken from the payments in the order they were received.
    let rest = amountPence;
    for (const { payment, left } of perPayment) {
      const part = Math.min(rest, left);
      if (part <= 0) continue;
      const refund = await recordRefund(tx, {
        order,
        paymentId: payment.payment_id,
        provider: "manual",
        amountPence: part,
        method: input.method,
        reference: input.reference!,
        requestedBy,
        now: ctx.now,
      });
      await settleRefund(tx, { refundId: refund!.refund_id, orderId, outcome: "succeeded", now: ctx.now });
      rest -= part;
    }
    await finishIfRefunded(tx, order, staffMover(ctx.actor), ctx.now);
    return summary(tx, orderId);
  });
}

async function paymentById(db: Db, paymentId: number) {
  const [row] = await db.select().from(payments).where(eq(payments.payment_id, paymentId));
  return row!;
}

async function summary(tx: Tx, orderId: number) {
  const order = await lockOrder(tx, orderId);
  const back = await refundsOf(tx, orderId);
  const position = moneyPosition(order.total_due, await paymentsOf(tx, orderId), back);
  return {
    orderId,
    state: orderStateOf(order.order_status_id),
    refunds: back.map((r) => ({ refundId: r.refundId, amount: r.amount, status: r.status })),
    refundable: penceToDecimal(position.refundable),
  };
}
