import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adviceAcknowledgements, orders, patients } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { adviceOutstandingMessage, CONTRACEPTION_ADVICE_TEXT } from "@/shared/domain/clinical/contraception-advice";
import { ORDER_STATE_ID } from "@/shared/domain/orders/order-lifecycle";
import { dispenseThroughSteps } from "../../../../tests/support/dispensing-fixtures";
import { insertOrderInState, signedInPatient } from "../../../../tests/support/order-fixtures";
import { stateOf } from "../../../../tests/support/order-state";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { errorBody } from "../../../../tests/support/typed-api";

const NOW = new Date("2026-11-24T09:00:00Z");
let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  staff = await t.employee();
});
afterAll(() => t?.close());

/** Through the steps of decision 095: the accuracy check is what dispenses, and what is held. */
const dispense = (orderId: number) =>
  dispenseThroughSteps(t, staff, orderId, { batchNumber: "BN-1", expiryDate: "2027-06-30" });
const adviceOf = async (patient: TestClient) => (await (await patient.api.account.advice.$get()).json()).advice;
const acknowledge = (patient: TestClient, orderId: number) => patient.api.account.advice.$post({ json: { orderId } });

describe("the contraception and pregnancy advice before dispensing", () => {
  it("holds a female patient's first pen until she confirms reading it, then dispenses", async () => {
    const patient = await signedInPatient(t);
    const order = await insertOrderInState(t.db, patient.patient.patient_id, "prescribed", {
      contraceptionAdviceGiven: false,
    });

    const res = await dispense(order.order_id);
    expect(res.status).toBe(409);
    expect(await errorBody(res)).toEqual({ error: adviceOutstandingMessage(order.order_id), code: "conflict" });
    expect(await stateOf(t.db, order.order_id)).toBe("prescribed");

    expect(await adviceOf(patient)).toEqual({
      orderId: order.order_id,
      occasion: "first_pen",
      title: "Contraception and pregnancy",
      paragraphs: [...CONTRACEPTION_ADVICE_TEXT],
    });

    expect(await (await acknowledge(patient, order.order_id)).json()).toEqual({
      orderId: order.order_id,
      acknowledged: true,
    });
    // A second click stores nothing more.
    expect((await acknowledge(patient, order.order_id)).status).toBe(200);
    expect(
      await t.db.select().from(adviceAcknowledgements).where(eq(adviceAcknowledgements.order_id, order.order_id)),
    ).toMatchObject([{ kind: "contraception_pregnancy", patient_id: patient.patient.patient_id }]);
    expect(await adviceOf(patient)).toBeNull();
    expect((await dispense(order.order_id)).status).toBe(200);
  });

  it("asks again before a step up, not for the same dose", async () => {
    const patient = await signedInPatient(t);
    const first = await insertOrderInState(t.db, patient.patient.patient_id, "prescribed");
    expect((await dispense(first.order_id)).status).toBe(200);
    await t.db
      .update(orders)
      .set({ order_status_id: ORDER_STATE_ID.collected })
      .where(eq(orders.order_id, first.order_id));

    const same = await insertOrderInState(t.db, patient.patient.patient_id, "prescribed", {
      contraceptionAdviceGiven: false,
    });
    expect(await adviceOf(patient)).toBeNull();
    expect((await dispense(same.order_id)).status).toBe(200);
    await t.db
      .update(orders)
      .set({ order_status_id: ORDER_STATE_ID.collected })
      .where(eq(orders.order_id, same.order_id));

    const up = await insertOrderInState(t.db, patient.patient.patient_id, "awaiting_payment", {
      strengthMg: 5,
      contraceptionAdviceGiven: false,
    });
    expect(await adviceOf(patient)).toMatchObject({
      orderId: up.order_id,
      occasion: "step_up",
    });
    await t.db
      .update(orders)
      .set({ order_status_id: ORDER_STATE_ID.prescribed })
      .where(eq(orders.order_id, up.order_id));
    expect((await dispense(up.order_id)).status).toBe(409);
  });

  it("needs nothing from the patient when the prescriber recorded giving the advice, or for a male patient", async () => {
    const recorded = await signedInPatient(t);
    const a = await insertOrderInState(t.db, recorded.patient.patient_id, "prescribed", {
      contraceptionAdviceGiven: true,
    });
    expect(await adviceOf(recorded)).toBeNull();
    expect((await dispense(a.order_id)).status).toBe(200);

    const male = await signedInPatient(t);
    await t.db.update(patients).set({ sex: 1 }).where(eq(patients.patient_id, male.patient.patient_id));
    const b = await insertOrderInState(t.db, male.patient.patient_id, "prescribed", {
      contraceptionAdviceGiven: false,
    });
    expect(await adviceOf(male)).toBeNull();
    expect((await dispense(b.order_id)).status).toBe(200);
  });

  it("confirms only the patient's own orders, before they are dispensed", async () => {
    const a = await signedInPatient(t);
    const b = await signedInPatient(t);
    const order = await insertOrderInState(t.db, a.patient.patient_id, "prescribed", {
      contraceptionAdviceGiven: false,
    });
    const res = await acknowledge(b, order.order_id);
    expect(res.status).toBe(404);
    expect(await errorBody(res)).toEqual({ error: "Order not found", code: "not_found" });
    expect(
      await t.db.select().from(adviceAcknowledgements).where(eq(adviceAcknowledgements.order_id, order.order_id)),
    ).toHaveLength(0);

    const dispensed = await insertOrderInState(t.db, b.patient.patient_id, "dispatched");
    const late = await acknowledge(b, dispensed.order_id);
    expect(late.status).toBe(409);
    expect(await errorBody(late)).toEqual({ error: `Order #${dispensed.order_id} is dispatched`, code: "conflict" });
    expect((await b.post("/api/account/advice", { orderId: "12" })).status).toBe(400);
    expect((await b.post("/api/account/advice", {})).status).toBe(400);
  });
});
