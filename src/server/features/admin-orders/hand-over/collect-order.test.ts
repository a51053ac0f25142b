import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { measurements } from "@/server/db/schema";
import { orderInState } from "../../../../../tests/support/order-fixtures";
import { stateOf } from "../../../../../tests/support/order-state";
import { createTestApp, type TestApp, type TestClient } from "../../../../../tests/support/test-app";
import { errorBody } from "../../../../../tests/support/typed-api";

let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.employee();
});
afterAll(() => t?.close());

describe("POST /api/admin/orders/:id/collect", () => {
  it("collected needs 'ID checked'", async () => {
    const { order } = await orderInState(t.db, "ready_to_collect", { method: "pickup" });
    for (const body of [{}, { idChecked: false }]) {
      const res = await staff.post(`/api/admin/orders/${order.order_id}/collect`, body);
      expect(res.status).toBe(400);
      expect((await errorBody(res)).fields).toEqual({
        idChecked: "Check the patient's ID before handing over the medicine",
      });
    }
    expect(await stateOf(t.db, order.order_id)).toBe("ready_to_collect");
    expect((await staff.post(`/api/admin/orders/${order.order_id}/collect`, { idChecked: true })).status).toBe(200);
    expect(await stateOf(t.db, order.order_id)).toBe("collected");
    expect(await t.db.select().from(measurements).where(eq(measurements.order_id, order.order_id))).toEqual([]);
  });

  it("records a weight taken at the counter as an in-person measurement for the prescriber", async () => {
    const { order, patient } = await orderInState(t.db, "ready_to_collect", { method: "pickup" });
    expect(
      (await staff.post(`/api/admin/orders/${order.order_id}/collect`, { idChecked: true, weightKg: 400.5 })).status,
    ).toBe(400);
    expect(
      (await staff.post(`/api/admin/orders/${order.order_id}/collect`, { idChecked: true, weightKg: 92.4 })).status,
    ).toBe(200);
    expect(await t.db.select().from(measurements).where(eq(measurements.patient_id, patient.patient_id))).toEqual([
      expect.objectContaining({
        method: "in_person",
        weight_kg: 92.4,
        height_cm: null,
        order_id: order.order_id,
        recorded_by_name: "Priya Shah",
        source: "Weighed at collection",
      }),
    ]);
  });
});
