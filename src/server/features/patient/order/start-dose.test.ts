import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "@/server/db/schema";
import { ORDER_STATE_ID } from "@/shared/domain/orders/order-lifecycle";
import { createTestApp, type TestApp } from "../../../../../tests/support/test-app";
import { basic, type Patient, patientRow, state } from "../../../../../tests/support/patient-journey";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("POST /api/patient/dose", () => {
  it("creates one open order with the starter dose, totals computed by the server", async () => {
    const p = (await t.patient()) as Patient;
    await p.put("/api/patient/basic", basic());
    const results = await Promise.all(Array.from({ length: 10 }, () => p.post("/api/patient/dose", {})));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const s = await state(p);
    expect(s.order).toMatchObject({ productId: 2, total: "199.00", vat: "0.00", totalDue: "199.00" });
    const row = await patientRow(t, p);
    const open = await t.db.select().from(orders).where(eq(orders.patient_id, row.patient_id));
    expect(open).toHaveLength(1);
    expect(open[0]!.order_status_id).toBe(ORDER_STATE_ID.draft);
  });

  it("resets a dose chosen as an existing user when the patient switches back to new", async () => {
    const p = await t.patient();
    await p.put("/api/patient/basic", basic({ userType: "existing" }));
    await p.put("/api/patient/dose", { productId: 7 });
    await p.put("/api/patient/basic", basic({ userType: "new" }));
    const res = await p.api.patient.dose.$post({ json: {} });
    expect((await res.json()).order.productId).toBe(2);
  });
});
