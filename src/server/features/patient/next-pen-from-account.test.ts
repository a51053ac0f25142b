/**
 * One road to a next supply (decision 083): once a patient has been supplied, or has an order a
 * prescriber approved still on its way, the first-order form starts, changes and completes no
 * order; the next pen is requested from the account.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "@/server/db/schema";
import { NEXT_PEN_FROM_ACCOUNT_MESSAGE } from "@/shared/domain/treatment/reorder";
import { insertOrderInState, signedInPatient } from "../../../../tests/support/order-fixtures";
import { shippingBody } from "../../../../tests/support/patient-bodies";
import { basic, safety } from "../../../../tests/support/patient-journey";
import { suppliedPatient } from "../../../../tests/support/reorder-fixtures";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { errorBody } from "../../../../tests/support/typed-api";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Client = Awaited<ReturnType<typeof signedInPatient>>;

/** Every first-order request that would start, change or complete an order, as the form sends it. */
const orderRequests = (p: Client) => ({
  "POST /dose": () => p.post("/api/patient/dose", {}),
  "PUT /dose": () => p.put("/api/patient/dose", { productId: 3 }),
  "PUT /shipping": () => p.put("/api/patient/shipping", shippingBody()),
  "POST /complete": () => p.post("/api/patient/complete", {}),
});

async function expectRefusedEverywhere(p: Client) {
  for (const [name, send] of Object.entries(orderRequests(p))) {
    const res = await send();
    expect(res.status, name).toBe(409);
    expect(await res.json(), name).toEqual({ error: NEXT_PEN_FROM_ACCOUNT_MESSAGE, code: "next_pen_from_account" });
  }
}

const ordersOf = (patientId: number) => t.db.select().from(orders).where(eq(orders.patient_id, patientId));

describe("the first-order form after a supply", () => {
  it("answers 409 to every request that would start, change or complete an order, and writes none", async () => {
    const p = await suppliedPatient(t, { now: new Date(), daysAgo: 1 });
    await p.put("/api/patient/basic", basic({ email: p.email }));
    await p.put("/api/patient/safety", safety());
    await expectRefusedEverywhere(p);
    expect(await ordersOf(p.patient.patient_id)).toHaveLength(1);
  });

  it("says so in the form's state and its confirmation, so the pages send the patient to the re-order", async () => {
    const p = await suppliedPatient(t, { now: new Date(), daysAgo: 30 });
    expect(await (await p.api.patient.state.$get()).json()).toMatchObject({ nextPenFromAccount: true });
    expect(await (await p.api.patient.confirmation.$get()).json()).toMatchObject({ nextPenFromAccount: true });
  });

  it("cannot complete a draft started in the form before the supply", async () => {
    const p = await suppliedPatient(t, { now: new Date(), daysAgo: 30 });
    const draft = await insertOrderInState(t.db, p.patient.patient_id, "draft");
    await t.db
      .update(orders)
      .set({ delivery_method: "pickup", ship_addr1: "1 High Street" })
      .where(eq(orders.order_id, draft.order_id));
    await expectRefusedEverywhere(p);
    const [still] = await t.db.select().from(orders).where(eq(orders.order_id, draft.order_id));
    expect(still!.order_status_id).toBe(draft.order_status_id);
  });
});

describe("the first-order form while an approved order is on its way", () => {
  for (const state of ["awaiting_payment", "prescribed", "dispensed", "ready_to_collect"] as const) {
    it(`answers 409 while the order is ${state}`, async () => {
      const p = await signedInPatient(t);
      await insertOrderInState(t.db, p.patient.patient_id, state, { method: "pickup" });
      await expectRefusedEverywhere(p);
      expect(await (await p.api.patient.state.$get()).json()).toMatchObject({ nextPenFromAccount: true });
    });
  }

  it("keeps the form open to a patient whose first order waits for the pharmacist", async () => {
    const p = await signedInPatient(t);
    const order = await insertOrderInState(t.db, p.patient.patient_id, "awaiting_review");
    expect(await (await p.api.patient.state.$get()).json()).toMatchObject({ nextPenFromAccount: false });
    const res = await p.post("/api/patient/dose", {});
    expect(res.status).toBe(409);
    expect((await errorBody(res)).error).toContain(`Your order #${order.order_id} is still in progress`);
  });
});
