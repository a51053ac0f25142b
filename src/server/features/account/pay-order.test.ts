/**
 * "Pay now" (decision 100): a Checkout Session in GBP for the server's own figure, opened through
 * the local stand-in of Stripe (STRIPE_API_BASE, no network), reused while open, never for
 * another patient's order, and never naming the medicine.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, payments } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { insertOrderInState, signedInPatient } from "../../../../tests/support/order-fixtures";
import { startStripeStandIn, type StripeStandIn } from "../../../../tests/support/stripe-stand-in";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { errorBody } from "../../../../tests/support/typed-api";

const NOW = new Date("2026-11-25T10:00:00Z");
let stand: StripeStandIn;
let t: TestApp;
const clock = createClock(NOW);
beforeAll(async () => {
  stand = await startStripeStandIn({ now: () => clock.now() });
  t = await createTestApp({ env: stand.env, clock });
});
afterAll(async () => {
  await t?.close();
  await stand?.close();
});

const pay = (client: TestClient, orderId: number) =>
  client.api.account.orders[":id"].pay.$post({ param: { id: String(orderId) }, json: {} });
const orderShown = async (client: TestClient, orderId: number) =>
  (await client.api.account.orders[":id"].$get({ param: { id: String(orderId) } })).json();

describe("POST /api/account/orders/:id/pay", () => {
  it("opens a checkout in GBP for the order's total, named by its number, that returns to the order's page", async () => {
    const patient = await signedInPatient(t);
    const order = await insertOrderInState(t.db, patient.patient.patient_id, "awaiting_payment");
    await t.db.update(orders).set({ total_due: "239.00" }).where(eq(orders.order_id, order.order_id));
    const res = await pay(patient, order.order_id);
    expect(res.status).toBe(200);
    const { url } = await res.json();
    expect(url).toMatch(new RegExp(`^${stand.base}/checkout/cs_test_\\d+$`));

    const request = stand.requests.at(-1)!;
    expect(request.path).toBe("/v1/checkout/sessions");
    expect(request.idempotencyKey).toBe(`order-${order.order_id}-checkout-23900-0`);
    const p = Object.fromEntries(request.params);
    expect(p).toMatchObject({
      mode: "payment",
      currency: "gbp",
      "line_items[0][price_data][currency]": "gbp",
      "line_items[0][price_data][unit_amount]": "23900",
      "line_items[0][price_data][product_data][name]": `Pharmacy order #${order.order_id}`,
      "line_items[0][quantity]": "1",
      "metadata[order_id]": String(order.order_id),
      "metadata[patient_id]": String(patient.patient.patient_id),
      "payment_intent_data[metadata][order_id]": String(order.order_id),
      success_url: `http://localhost:3000/account/orders/${order.order_id}`,
      cancel_url: `http://localhost:3000/account/orders/${order.order_id}`,
    });
    // decision 026: nothing sent to the provider names the medicine or a dose.
    expect(decodeURIComponent(request.params.toString())).not.toMatch(/mounjaro|mg\b/i);

    // Pressed again while the checkout is open: the same checkout, no new one.
    const again = await pay(patient, order.order_id);
    expect((await again.json()).url).toBe(url);
    expect(stand.requests.filter((r) => r.path === "/v1/checkout/sessions")).toHaveLength(1);
  });

  it("opens a new checkout once the last has expired, and asks only for what is left after a part payment", async () => {
    const patient = await signedInPatient(t);
    const order = await insertOrderInState(t.db, patient.patient.patient_id, "awaiting_payment");
    const first = await (await pay(patient, order.order_id)).json();
    clock.shiftDays(1);
    try {
      const second = await (await pay(patient, order.order_id)).json();
      expect(second.url).not.toBe(first.url);
      expect(stand.requests.at(-1)!.idempotencyKey).toBe(`order-${order.order_id}-checkout-19900-1`);

      await t.db.insert(payments).values({
        order_id: order.order_id,
        method: "cash",
        reference: "TILL-9",
        amount: "50.00",
        recorded_by_user_id: "x",
        recorded_by_name: "Sam",
        created_at: NOW,
      });
      await pay(patient, order.order_id);
      expect(Object.fromEntries(stand.requests.at(-1)!.params)["line_items[0][price_data][unit_amount]"]).toBe("14900");
      const shown = await orderShown(patient, order.order_id);
      expect(shown).toMatchObject({ payNow: true, paymentLink: null, amountPaid: "50.00", leftToPay: "149.00" });
    } finally {
      clock.reset();
    }
  });

  it("is refused for an order not waiting for payment, and another patient's order is not found", async () => {
    const patient = await signedInPatient(t);
    const paid = await insertOrderInState(t.db, patient.patient.patient_id, "prescribed");
    const res = await pay(patient, paid.order_id);
    expect(res.status).toBe(409);
    expect(await errorBody(res)).toEqual({ error: `Order #${paid.order_id} is prescribed`, code: "conflict" });

    const other = await signedInPatient(t);
    const theirs = await insertOrderInState(t.db, other.patient.patient_id, "awaiting_payment");
    const foreign = await pay(patient, theirs.order_id);
    expect(foreign.status).toBe(404);
    expect((await pay(t.client(), theirs.order_id)).status).toBe(401);
  });
});

describe("without a card provider (the manual path)", () => {
  it("offers the setting's payment link, and Pay now is refused", async () => {
    const manual = await createTestApp();
    try {
      const patient = await signedInPatient(manual);
      const order = await insertOrderInState(manual.db, patient.patient.patient_id, "awaiting_payment");
      const shown = await orderShown(patient, order.order_id);
      expect(shown).toMatchObject({
        payNow: false,
        paymentLink: `https://pay.villagepharmacy.example/order?order=${order.order_id}`,
        leftToPay: "199.00",
      });
      const res = await pay(patient, order.order_id);
      expect(res.status).toBe(409);
      expect((await manual.client().post("/api/payments/stripe/webhook", "{}")).status).toBe(404);
    } finally {
      await manual.close();
    }
  });
});
