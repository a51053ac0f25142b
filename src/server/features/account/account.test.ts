import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderEvents, patients } from "@/server/db/schema";
import { ORDER_STATE_ID } from "@/shared/domain/orders/order-lifecycle";
import { insertOrderInState, mailTo, orderInState, signedInPatient } from "../../../../tests/support/order-fixtures";
import { stateOf } from "../../../../tests/support/order-state";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { errorBody } from "../../../../tests/support/typed-api";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const accountOf = async (p: TestClient) => (await p.api.account.$get()).json();
const orderOf = (p: TestClient, orderId: number) =>
  p.api.account.orders[":id"].$get({ param: { id: String(orderId) } });
const received = (p: TestClient, orderId: number) =>
  p.api.account.orders[":id"].received.$post({ param: { id: String(orderId) }, json: {} });

describe("GET /api/account", () => {
  it("is empty for an account without a patient record", async () => {
    const p = await t.patient();
    expect(await accountOf(p)).toMatchObject({
      patient: null,
      treatment: { status: "not_started" },
      currentOrder: null,
      pastOrders: [],
    });
  });

  it("shows the treatment, the prescriber with the GPhC number, the dose, the open order and what to do next", async () => {
    const p = await signedInPatient(t);
    const past = await insertOrderInState(t.db, p.patient.patient_id, "collected", { method: "pickup" });
    const open = await insertOrderInState(t.db, p.patient.patient_id, "awaiting_payment");
    const res = await p.api.account.$get();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const account = await res.json();
    expect(account).toMatchObject({
      patient: { reorderReminders: true },
      treatment: { status: "approved", label: "Approved" },
      prescriber: {
        name: "Priya Shah",
        regulator: "GPhC",
        number: "2000000",
        registerUrl: "https://www.pharmacyregulation.org/registers/pharmacist/2000000",
      },
      currentDose: "2.5 mg",
      currentOrder: {
        orderId: open.order_id,
        state: "awaiting_payment",
        stateLabel: "Approved, awaiting payment",
        nextStep: "pay",
        paymentLink: `https://pay.villagepharmacy.example/order?order=${open.order_id}`,
        canCancel: true,
      },
      pastOrders: [{ orderId: past.order_id, stateLabel: "Collected" }],
    });
  });

  it("shows the tracking number of a dispatched order and lets the patient confirm it arrived", async () => {
    const p = await signedInPatient(t);
    const order = await insertOrderInState(t.db, p.patient.patient_id, "dispatched");
    const account = await accountOf(p);
    // A dispatched order is supplied (no longer open) but still the one in hand until it arrives.
    expect(account.currentOrder).toMatchObject({ orderId: order.order_id, trackingNumber: "AB123456789GB" });
    expect(account.pastOrders).toEqual([]);
    expect(account.treatment.status).toBe("on_treatment");
    const view = await (await orderOf(p, order.order_id)).json();
    expect(view).toMatchObject({
      state: "dispatched",
      trackingNumber: "AB123456789GB",
      trackingUrl: "https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB",
      canConfirmReceipt: true,
      nextStep: "confirm_receipt",
    });

    const res = await received(p, order.order_id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ state: "delivered", canConfirmReceipt: false });
    expect(await t.db.select().from(orderEvents).where(eq(orderEvents.order_id, order.order_id))).toEqual([
      expect.objectContaining({
        from_status_id: ORDER_STATE_ID.dispatched,
        to_status_id: ORDER_STATE_ID.delivered,
        actor_kind: "patient",
        actor_name: "Grace Hopper",
      }),
    ]);
    const again = await received(p, order.order_id);
    expect(again.status).toBe(409);
    expect(await errorBody(again)).toEqual({ error: `Order #${order.order_id} is delivered`, code: "conflict" });
  });

  it("answers 'Order not found' for another patient's order, a draft, or an id that is no id", async () => {
    const p = await signedInPatient(t);
    const { order: theirs } = await orderInState(t.db, "dispatched");
    const draft = await insertOrderInState(t.db, p.patient.patient_id, "draft");
    for (const id of [theirs.order_id, draft.order_id, 0, "x1", 99999999999]) {
      for (const res of [
        await p.get(`/api/account/orders/${id}`),
        await p.post(`/api/account/orders/${id}/received`, {}),
        await p.post(`/api/account/orders/${id}/cancel`, {}),
      ]) {
        expect(res.status, String(id)).toBe(404);
        expect(await errorBody(res)).toEqual({ error: "Order not found", code: "not_found" });
      }
    }
    expect(await stateOf(t.db, theirs.order_id)).toBe("dispatched");
    expect((await t.client().get("/api/account")).status).toBe(401);
  });
});

describe("the patient cancels", () => {
  it("until the medicine is dispensed (the terms); a paid order then waits for its refund", async () => {
    const expected: Array<[Parameters<typeof insertOrderInState>[2], number, string | null]> = [
      ["awaiting_review", 200, null],
      ["info_requested", 200, null],
      ["awaiting_payment", 200, null],
      ["prescribed", 200, null],
      ["dispensed", 409, "Dispensed medicines can't be cancelled; record a return."],
      ["dispatched", 409, "Dispensed medicines can't be cancelled; record a return."],
    ];
    for (const [state, status, message] of expected) {
      const p = await signedInPatient(t);
      const order = await insertOrderInState(t.db, p.patient.patient_id, state);
      const res = await p.api.account.orders[":id"].cancel.$post({
        param: { id: String(order.order_id) },
        json: { reason: "Changed my mind" },
      });
      expect(res.status, state).toBe(status);
      if (message) {
        expect((await errorBody(res)).error, state).toBe(
          message.startsWith("is") ? `Order #${order.order_id} ${message}` : message,
        );
        expect(await mailTo(t.db, p.email)).toEqual([]);
        continue;
      }
      const mails = await mailTo(t.db, p.email);
      expect(mails.map((x) => x.subject)).toEqual([`Order #${order.order_id} has been cancelled`]);
      const paid = state === "prescribed";
      // The e-mail says what the cancellation does: nothing was taken, or the full refund follows (decision 084).
      expect(mails[0]!.text, state).toContain(paid ? "we will refund the full amount" : "No payment has been taken");
      expect(await stateOf(t.db, order.order_id), state).toBe(paid ? "refund_due" : "cancelled");
      expect(await (await orderOf(p, order.order_id)).json(), state).toMatchObject({
        paid,
        nextStep: paid ? "wait_refund" : "none",
      });
      // A double click changes nothing more and sends nothing more.
      expect((await p.post(`/api/account/orders/${order.order_id}/cancel`, {})).status).toBe(409);
      expect(await mailTo(t.db, p.email)).toHaveLength(1);
    }
  });
});

describe("PUT /api/account/reorder-reminders", () => {
  it("turns re-order reminders off and on", async () => {
    const p = await signedInPatient(t);
    expect(await (await p.api.account["reorder-reminders"].$put({ json: { enabled: false } })).json()).toEqual({
      reorderReminders: false,
    });
    expect(
      (await t.db.select().from(patients).where(eq(patients.patient_id, p.patient.patient_id)))[0]!.reorder_reminders,
    ).toBe(false);
    expect((await p.put("/api/account/reorder-reminders", { enabled: "no" })).status).toBe(400);
    expect(await accountOf(p)).toMatchObject({
      patient: { reorderReminders: false },
    });
  });
});
