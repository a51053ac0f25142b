/**
 * The card provider's webhook (decisions 100 and 103): events signed by the SDK's own
 * generateTestHeaderString, checkouts opened through the local stand-in (no network). The
 * webhook alone marks an order paid, once, for exactly what it has left to pay.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, paymentEvents, payments, refunds } from "@/server/db/schema";
import { ORDER_STATE_ID } from "@/shared/domain/orders/order-lifecycle";
import { insertOrderInState, mailTo, signedInPatient } from "../../../../tests/support/order-fixtures";
import {
  checkoutCompleted,
  refundEvent,
  signedWebhook,
  startStripeStandIn,
  type StripeStandIn,
  stripeEvent,
} from "../../../../tests/support/stripe-stand-in";
import { stateOf } from "../../../../tests/support/order-state";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

const WEBHOOK = "/api/payments/stripe/webhook";
let stand: StripeStandIn;
let t: TestApp;
beforeAll(async () => {
  stand = await startStripeStandIn();
  t = await createTestApp({ env: stand.env });
});
afterAll(async () => {
  await t?.close();
  await stand?.close();
});

/** An approved order whose patient pressed "Pay now": the stand-in's session for it. */
async function openedCheckout() {
  const client = await signedInPatient(t);
  const order = await insertOrderInState(t.db, client.patient.patient_id, "awaiting_payment");
  const res = await client.api.account.orders[":id"].pay.$post({ param: { id: String(order.order_id) }, json: {} });
  expect(res.status).toBe(200);
  const { url } = await res.json();
  const session = stand.sessions.get(url.split("/").pop()!)!;
  return { order, patient: client.patient, client, session };
}

const send = (event: unknown, opts: { at?: Date; secret?: string; signature?: string | null } = {}) => {
  const { body, headers } = signedWebhook(event, opts);
  if (opts.signature === null) delete headers["stripe-signature"];
  else if (opts.signature) headers["stripe-signature"] = opts.signature;
  return t.client().request("POST", WEBHOOK, body, headers);
};

const paymentsOf = (orderId: number) => t.db.select().from(payments).where(eq(payments.order_id, orderId));
const eventsOf = (orderId: number) => t.db.select().from(paymentEvents).where(eq(paymentEvents.order_id, orderId));

describe("POST /api/payments/stripe/webhook", () => {
  it("marks the order paid on a signed checkout.session.completed for its total, once, and sends the receipt", async () => {
    const { order, patient, session } = await openedCheckout();
    const event = checkoutCompleted(session);
    const res = await send(event);
    expect(res.status).toBe(200);
    expect(await stateOf(t.db, order.order_id)).toBe("prescribed");
    expect(await paymentsOf(order.order_id)).toEqual([
      expect.objectContaining({
        provider: "stripe",
        method: "card_online",
        amount: "199.00",
        currency: "GBP",
        provider_payment_id: session.payment_intent,
        checkout_session_id: session.id,
        recorded_by_user_id: null,
      }),
    ]);
    expect((await mailTo(t.db, patient.email!)).map((m) => m.type)).toContain("payment_received");

    // A replay (Stripe retries) is answered and changes nothing.
    const again = await send(event);
    expect(again.status).toBe(200);
    expect(await paymentsOf(order.order_id)).toHaveLength(1);
    expect(await eventsOf(order.order_id)).toEqual([expect.objectContaining({ event_id: event.id, outcome: "paid" })]);
  });

  it("refuses an unsigned, wrongly signed or stale event with 400 and changes nothing", async () => {
    const { order, session } = await openedCheckout();
    const cases = [
      { signature: null },
      { signature: "t=1,v1=deadbeef" },
      { secret: "whsec_someone_else" },
      // Signed six minutes ago: over the 5 minutes allowed.
      { at: new Date(Date.now() - 6 * 60 * 1000) },
    ];
    for (const opts of cases) {
      const res = await send(checkoutCompleted(session), opts);
      expect(res.status, JSON.stringify(opts)).toBe(400);
    }
    expect(await stateOf(t.db, order.order_id)).toBe("awaiting_payment");
    expect(await paymentsOf(order.order_id)).toEqual([]);
    expect(await eventsOf(order.order_id)).toEqual([]);
    // A tampered body under a good signature is refused too.
    const { body, headers } = signedWebhook(checkoutCompleted(session));
    const res = await t.client().request("POST", WEBHOOK, body.replace('"paid"', '"paid" '), headers);
    expect(res.status).toBe(400);
  });

  it("refuses an event for an unknown order, or naming another patient, with 400 and records nothing", async () => {
    const { order, session } = await openedCheckout();
    for (const metadata of [
      { order_id: "999999", patient_id: session.metadata.patient_id },
      { order_id: "not-a-number", patient_id: session.metadata.patient_id },
      { order_id: session.metadata.order_id, patient_id: "1" },
    ]) {
      const event = checkoutCompleted(session, { metadata, client_reference_id: null });
      const res = await send(event);
      expect(res.status, JSON.stringify(metadata)).toBe(400);
      expect(await res.json()).toEqual({ error: "Unknown order", code: "invalid_input" });
      expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.event_id, event.id))).toEqual([]);
    }
    expect(await stateOf(t.db, order.order_id)).toBe("awaiting_payment");
  });

  it("leaves the order unpaid and alerts the superintendent when the amount or currency differs", async () => {
    const { order, session } = await openedCheckout();
    for (const over of [{ amount_total: 100 }, { currency: "eur" }]) {
      const res = await send(checkoutCompleted(session, over));
      expect(res.status).toBe(200);
    }
    expect(await stateOf(t.db, order.order_id)).toBe("awaiting_payment");
    expect(await paymentsOf(order.order_id)).toEqual([]);
    expect((await eventsOf(order.order_id)).map((e) => e.outcome)).toEqual(["amount_mismatch", "amount_mismatch"]);
    const alerts = await mailTo(t.db, "admin@test.local");
    const alert = alerts.find((m) => m.subject.includes(`order #${order.order_id} does not match`))!;
    expect(alert.text).toContain(
      `A card payment of £1.00 arrived for order #${order.order_id}, which has £199.00 left to pay.`,
    );
    expect(alert.text).not.toMatch(/mounjaro|mg\b/i);
  });

  it("does not mark paid a checkout that is not paid yet, nor an order no longer waiting for payment", async () => {
    const unpaid = await openedCheckout();
    expect((await send(checkoutCompleted(unpaid.session, { payment_status: "unpaid" }))).status).toBe(200);
    expect(await stateOf(t.db, unpaid.order.order_id)).toBe("awaiting_payment");

    const cancelled = await openedCheckout();
    await t.db
      .update(orders)
      .set({ order_status_id: ORDER_STATE_ID.cancelled })
      .where(eq(orders.order_id, cancelled.order.order_id));
    expect((await send(checkoutCompleted(cancelled.session))).status).toBe(200);
    expect(await stateOf(t.db, cancelled.order.order_id)).toBe("cancelled");
    expect(await eventsOf(cancelled.order.order_id)).toEqual([
      expect.objectContaining({ outcome: "not_awaiting_payment" }),
    ]);
    const alert = (await mailTo(t.db, "admin@test.local")).find((m) =>
      m.subject.includes(`order #${cancelled.order.order_id}, which is not waiting for payment`),
    );
    expect(alert?.text).toContain("which is cancelled");
  });

  it("holds a refund that arrives before its payment, and records both when the payment arrives", async () => {
    const { order, session } = await openedCheckout();
    const refund = refundEvent({
      id: "re_early_1",
      paymentIntent: session.payment_intent,
      amount: 19900,
      status: "succeeded",
    });
    const early = await send(refund);
    expect(early.status).toBe(200);
    expect(await t.db.select().from(refunds).where(eq(refunds.order_id, order.order_id))).toEqual([]);

    expect((await send(checkoutCompleted(session))).status).toBe(200);
    expect(await paymentsOf(order.order_id)).toHaveLength(1);
    expect(await t.db.select().from(refunds).where(eq(refunds.order_id, order.order_id))).toEqual([
      expect.objectContaining({ provider_refund_id: "re_early_1", amount: "199.00", requested_by_name: "Stripe" }),
    ]);
    // All of it went back: the order is not marked paid, and the superintendent is told.
    expect(await stateOf(t.db, order.order_id)).toBe("awaiting_payment");
    expect((await mailTo(t.db, "admin@test.local")).map((m) => m.subject)).toContain(
      `Admin Alert: Refund before payment for order #${order.order_id}`,
    );
  });

  it("answers 200 to an event it does not act on, once", async () => {
    const event = stripeEvent("customer.created", { id: "cus_1", object: "customer" });
    expect((await send(event)).status).toBe(200);
    expect((await send(event)).status).toBe(200);
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.event_id, event.id))).toHaveLength(1);
  });
});
