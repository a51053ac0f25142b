import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "@/server/db/schema";
import { ORDER_STATE_ID } from "@/shared/domain/orders/order-lifecycle";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import {
  basic,
  type Patient,
  patientRow,
  readyToComplete,
  safety,
  state,
} from "../../../../tests/support/patient-journey";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("every /api/patient endpoint", () => {
  it("needs a signed-in user", async () => {
    const anon = t.client();
    const calls = [
      anon.get("/api/patient/state"),
      anon.put("/api/patient/basic", basic()),
      anon.patch("/api/patient/questionnaire", { field: "medicalConditions", answer: "no", details: "" }),
      anon.patch("/api/patient/measurements", { field: "height", value: 170 }),
      anon.put("/api/patient/safety", safety()),
      anon.post("/api/patient/dose", {}),
      anon.put("/api/patient/dose", { productId: 2 }),
      anon.put("/api/patient/shipping", { deliveryMethod: "pickup" }),
      anon.get("/api/patient/confirmation"),
      anon.post("/api/patient/complete", {}),
      anon.get("/api/patient/orders/latest"),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(401);
  });

  it("is not cached", async () => {
    const p = await t.patient();
    expect((await p.get("/api/patient/state")).headers.get("cache-control")).toBe("no-store");
  });
});

describe("one patient cannot see or touch another's records", () => {
  it("each endpoint works on the caller's own patient only", async () => {
    const alice = (await readyToComplete(t, { userType: "existing", productId: 6 })) as Patient;
    const mallory = (await t.patient()) as Patient;
    const aliceRow = await patientRow(t, alice);
    const aliceState = await state(alice);

    // Mallory has no record: she sees nothing of Alice's.
    expect(await state(mallory)).toMatchObject({ patient: null, questionnaire: null, order: null });
    expect(await (await mallory.api.patient.confirmation.$get()).json()).toEqual({
      patient: null,
      order: null,
      nextPenFromAccount: false,
    });
    expect((await mallory.get("/api/patient/orders/latest")).status).toBe(404);
    expect((await mallory.post("/api/patient/complete", {})).status).toBe(404);
    expect((await mallory.put("/api/patient/dose", { productId: 2 })).status).toBe(404);
    expect((await mallory.put("/api/patient/shipping", { deliveryMethod: "pickup" })).status).toBe(404);

    // There is no id to pass; trying to add one is refused.
    expect((await mallory.put("/api/patient/dose", { productId: 2, orderId: aliceState.order!.orderId })).status).toBe(
      400,
    );
    expect((await mallory.put("/api/patient/basic", basic({ patientId: aliceRow.patient_id }))).status).toBe(400);
    expect((await mallory.post("/api/patient/complete", { orderId: aliceState.order!.orderId })).status).toBe(400);

    // Once she has her own record, every call lands on it, never on Alice's.
    await mallory.put("/api/patient/basic", basic({ firstName: "Mallory", email: mallory.email }));
    await mallory.put("/api/patient/safety", safety({ height: 160, weight: 90 }));
    await mallory.post("/api/patient/dose", {});
    await mallory.put("/api/patient/shipping", {
      deliveryMethod: "delivery",
      address1: "9 Other St",
      address2: "",
      city: "Bath",
      postcode: "BA1 1AA",
    });
    const malloryDone = await (await mallory.api.patient.complete.$post({ json: {} })).json();
    expect(malloryDone.patientId).not.toBe(aliceRow.patient_id);
    expect(malloryDone.orderId).not.toBe(aliceState.order!.orderId);

    const after = await state(alice);
    expect(after.patient).toMatchObject({ firstName: "Ada" });
    expect(after.questionnaire).toMatchObject({ height: 170, weight: 100 });
    expect(after.order).toMatchObject({ orderId: aliceState.order!.orderId, productId: 6, deliveryMethod: "delivery" });
    const [aliceOrder] = await t.db.select().from(orders).where(eq(orders.order_id, aliceState.order!.orderId));
    expect(aliceOrder!.order_status_id).toBe(ORDER_STATE_ID.draft);
  });
});
