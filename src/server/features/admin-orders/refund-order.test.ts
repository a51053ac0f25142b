/**
 * Refunds from "Refund due" (decision 101): to the card through the stand-in of Stripe (pending
 * until Stripe's signed event says it succeeded) or by hand with method and reference; partial
 * refunds allowed, never more than was paid; "Refunded" once all has gone back.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, payments, refunds, refundSettlements } from "@/server/db/schema";
import { ORDER_STATE_ID, type OrderState } from "@/shared/domain/orders/order-lifecycle";
import { orderInState } from "../../../../tests/support/order-fixtures";
import {
  refundEvent,
  signedWebhook,
  startStripeStandIn,
  type StripeStandIn,
  stripeEvent,
} from "../../../../tests/support/stripe-stand-in";
import { stateOf } from "../../../../tests/support/order-state";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { errorBody } from "../../../../tests/support/typed-api";

let stand: StripeStandIn;
let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  stand = await startStripeStandIn();
  t = await createTestApp({ env: stand.env });
  staff = await t.employee();
});
afterAll(async () => {
  await t?.close();
  await stand?.close();
});

/** An order in `state` whose payment was taken by card (the fixture's payment replaced by a card one). */
async function cardPaidOrder(state: OrderState = "refund_due") {
  const { order } = await orderInState(t.db, "awaiting_payment");
  const paymentIntent = `pi_card_${order.order_id}`;
  await t.db.insert(payments).values({
    order_id: order.order_id,
    provider: "stripe",
    method: "card_online",
    reference: paymentIntent,
    provider_payment_id: paymentIntent,
    amount: "199.00",
    recorded_by_name: "Stripe",
    created_at: new Date(),
  });
  await t.db.update(orders).set({ order_status_id: ORDER_STATE_ID[state] }).where(eq(orders.order_id, order.order_id));
  return { order, paymentIntent };
}

/** A refund as the form sends it: with the key the form made when it opened (decision 109), a new one unless given. */
const refund = (orderId: number, body: Record<string, unknown>, requestKey: string = randomUUID()) =>
  staff.post(`/api/admin/orders/${orderId}/refund`, { requestKey, ...body });
/** How many times the double click is tried: two requests at once race truly on a PostgreSQL server. */
const DOUBLE_CLICKS = process.env.DATABASE_URL ? 20 : 3;
const refundsOf = (orderId: number) =>
  t.db
    .select({
      amount: refunds.amount,
      reference: refunds.reference,
      method: refunds.method,
      outcome: refundSettlements.outcome,
    })
    .from(refunds)
    .leftJoin(refundSettlements, eq(refundSettlements.refund_id, refunds.refund_id))
    .where(eq(refunds.order_id, orderId))
    .orderBy(refunds.refund_id);
const webhook = (event: unknown) => {
  const { body, headers } = signedWebhook(event);
  return t.client().request("POST", "/api/payments/stripe/webhook", body, headers);
};

describe("POST /api/admin/orders/:id/refund, to the card", () => {
  it("a double click asks Stripe under one idempotency key and records one refund, 'Refunded' only when Stripe's event says so", async () => {
    for (let click = 0; click < DOUBLE_CLICKS; click++) {
      const { order, paymentIntent } = await cardPaidOrder();
      const key = randomUUID();
      const [first, second] = await Promise.all([
        refund(order.order_id, { method: "card_online" }, key),
        refund(order.order_id, { method: "card_online" }, key),
      ]);
      expect([first.status, second.status], `double click ${click}`).toEqual([200, 200]);
      // Both answer with the one refund made.
      const answers = [await first.json(), await second.json()];
      expect(answers[1]).toEqual(answers[0]);
      const asked = stand.requests.filter(
        (r) => r.path === "/v1/refunds" && r.params.get("payment_intent") === paymentIntent,
      );
      expect(asked.length).toBeGreaterThanOrEqual(1);
      expect(asked.map((r) => [r.idempotencyKey, r.params.get("amount")])).toEqual(
        asked.map(() => [expect.stringMatching(new RegExp(`^order-${order.order_id}-refund-\\d+-0-19900$`)), "19900"]),
      );
      expect(new Set(asked.map((r) => r.idempotencyKey)).size).toBe(1);
      const rows = await refundsOf(order.order_id);
      expect(rows).toEqual([expect.objectContaining({ amount: "199.00", method: "card_online", outcome: null })]);
      expect(await stateOf(t.db, order.order_id)).toBe("refund_due");

      const done = refundEvent({ id: rows[0]!.reference, paymentIntent, amount: 19900, status: "succeeded" });
      expect((await webhook(done)).status).toBe(200);
      expect(await refundsOf(order.order_id)).toEqual([expect.objectContaining({ outcome: "succeeded" })]);
      expect(await stateOf(t.db, order.order_id)).toBe("refunded");
    }
  });

  it("a second refund from a form opened again is another refund, of what is left", async () => {
    const { order } = await cardPaidOrder();
    expect((await refund(order.order_id, { method: "card_online", amount: "100" })).status).toBe(200);
    const second = await refund(order.order_id, { method: "card_online" });
    expect(second.status).toBe(200);
    expect((await refundsOf(order.order_id)).map((r) => r.amount)).toEqual(["100.00", "99.00"]);
  });

  it("allows part refunds, settled by charge.refunded as far as the amount refunded covers them", async () => {
    const { order, paymentIntent } = await cardPaidOrder();
    expect((await refund(order.order_id, { method: "card_online", amount: "50" })).status).toBe(200);
    const charge = (amountRefunded: number) =>
      stripeEvent("charge.refunded", {
        id: `ch_${order.order_id}`,
        object: "charge",
        amount_refunded: amountRefunded,
        payment_intent: paymentIntent,
      });
    expect((await webhook(charge(5000))).status).toBe(200);
    expect(await refundsOf(order.order_id)).toEqual([
      expect.objectContaining({ amount: "50.00", outcome: "succeeded" }),
    ]);
    expect(await stateOf(t.db, order.order_id)).toBe("refund_due");

    const over = await refund(order.order_id, { method: "card_online", amount: "149.01" });
    expect(over.status).toBe(400);
    expect(await over.json()).toMatchObject({
      fields: { amount: "The refund can't be more than the £149.00 paid and not yet refunded" },
    });
    expect((await refund(order.order_id, { method: "card_online" })).status).toBe(200);
    expect((await webhook(charge(19900))).status).toBe(200);
    expect((await refundsOf(order.order_id)).map((r) => [r.amount, r.outcome])).toEqual([
      ["50.00", "succeeded"],
      ["149.00", "succeeded"],
    ]);
    expect(await stateOf(t.db, order.order_id)).toBe("refunded");
  });

  it("refuses a card refund of an order paid by hand", async () => {
    const { order } = await orderInState(t.db, "refund_due");
    const res = await refund(order.order_id, { method: "card_online" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      fields: { method: "No card payment to refund for this order: record the refund by hand" },
    });
  });
});

describe("POST /api/admin/orders/:id/refund, by hand", () => {
  it("records the amount, method and reference at once; the order is refunded when all has gone back", async () => {
    const { order } = await orderInState(t.db, "refund_due");
    const part = await refund(order.order_id, { method: "cash", amount: "49.50", reference: "TILL-REF-1" });
    expect(part.status).toBe(200);
    expect(await part.json()).toMatchObject({ state: "refund_due", refundable: "149.50" });
    const rest = await refund(order.order_id, { method: "bank_transfer", reference: "TRF-77" });
    expect(await rest.json()).toMatchObject({ state: "refunded", refundable: "0.00" });
    expect((await refundsOf(order.order_id)).map((r) => [r.amount, r.method, r.reference, r.outcome])).toEqual([
      ["49.50", "cash", "TILL-REF-1", "succeeded"],
      ["149.50", "bank_transfer", "TRF-77", "succeeded"],
    ]);
    const again = await refund(order.order_id, { method: "cash", reference: "X" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: `Order #${order.order_id} is refunded`, code: "conflict" });
  });

  it("a double click records the refund once and answers both with it, even after the order is refunded", async () => {
    for (let click = 0; click < DOUBLE_CLICKS; click++) {
      const { order } = await orderInState(t.db, "refund_due");
      const key = randomUUID();
      const body = { method: "cash", reference: `TILL-${click}` };
      const answers = await Promise.all([refund(order.order_id, body, key), refund(order.order_id, body, key)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(await answers[1]!.json()).toEqual(await answers[0]!.json());
      expect((await refundsOf(order.order_id)).map((r) => [r.amount, r.outcome])).toEqual([["199.00", "succeeded"]]);
      expect(await stateOf(t.db, order.order_id)).toBe("refunded");
    }
  });

  it("needs the form's request key", async () => {
    const { order } = await orderInState(t.db, "refund_due");
    for (const requestKey of [undefined, "", "not-a-key"]) {
      const res = await staff.post(`/api/admin/orders/${order.order_id}/refund`, {
        method: "cash",
        reference: "R",
        requestKey,
      });
      expect(res.status).toBe(400);
      expect((await errorBody(res)).fields).toEqual({
        requestKey: "Close the form and open it again",
      });
    }
    expect(await refundsOf(order.order_id)).toEqual([]);
  });

  it("needs a reference and a plain amount, and is refused outside Refund due", async () => {
    const { order } = await orderInState(t.db, "refund_due");
    for (const [body, fields] of [
      [{ method: "cash" }, { reference: "Enter the reference" }],
      [{ method: "cash", reference: "R", amount: "-1" }, { amount: "Enter the amount to refund, such as 49.50" }],
      [{ method: "cash", reference: "R", amount: "0" }, { amount: "Enter the amount to refund" }],
      [{ method: "cheque", reference: "R" }, { method: "Choose how the money goes back" }],
    ] as const) {
      const res = await refund(order.order_id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await errorBody(res)).fields).toEqual(fields);
    }
    const { order: prescribed } = await orderInState(t.db, "prescribed");
    const res = await refund(prescribed.order_id, { method: "cash", reference: "R" });
    expect(res.status).toBe(409);
    expect(await refundsOf(prescribed.order_id)).toEqual([]);
  });
});
