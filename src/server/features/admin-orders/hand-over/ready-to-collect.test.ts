import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailTo, orderInState } from "../../../../../tests/support/order-fixtures";
import { stateOf } from "../../../../../tests/support/order-state";
import { createTestApp, type TestApp, type TestClient } from "../../../../../tests/support/test-app";

let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.employee();
});
afterAll(() => t?.close());

describe("POST /api/admin/orders/:id/ready-to-collect", () => {
  it("ready to collect tells the patient once, with the opening hours", async () => {
    const { order, patient } = await orderInState(t.db, "dispensed", { method: "pickup" });
    expect((await staff.post(`/api/admin/orders/${order.order_id}/ready-to-collect`, {})).status).toBe(200);
    expect(await stateOf(t.db, order.order_id)).toBe("ready_to_collect");
    const mail = await mailTo(t.db, patient.email!);
    expect(mail.map((m) => m.subject)).toEqual([`Your order #${order.order_id} is ready to collect`]);
    expect(mail[0]!.text).toContain("- Monday-Friday 9:00 AM-6:00 PM");
    expect(mail[0]!.text).toContain("- Saturday 9:00 AM-1:00 PM");
    expect((await staff.post(`/api/admin/orders/${order.order_id}/ready-to-collect`, {})).status).toBe(409);
    expect(await mailTo(t.db, patient.email!)).toHaveLength(1);
  });
});
