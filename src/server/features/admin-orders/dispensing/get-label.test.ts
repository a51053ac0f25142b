import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, dispensingSteps } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { ensureRpOnDuty } from "../../../../../tests/support/dispensing-fixtures";
import { orderInState } from "../../../../../tests/support/order-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../../tests/support/test-app";

const NOW = new Date("2026-11-25T10:00:00Z");
let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  staff = await t.employee();
  await ensureRpOnDuty(staff);
});
afterAll(() => t?.close());

describe("GET /api/admin/orders/:id/label and POST .../label-printed", () => {
  it("prints the legal particulars of the assembled pack, the directions as prescribed, and records each print", async () => {
    const { order } = await orderInState(t.db, "prescribed", { strengthMg: 7.5 });
    const id = order.order_id;
    const early = await staff.get(`/api/admin/orders/${id}/label`);
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({ error: "Assemble the pack first.", code: "conflict" });
    expect((await staff.post(`/api/admin/orders/${id}/label-printed`, {})).status).toBe(409);

    await staff.post(`/api/admin/orders/${id}/clinical-check`, { confirmed: true });
    await staff.post(`/api/admin/orders/${id}/assemble`, { batchNumber: "BN-1", expiryDate: "2027-03-31" });
    const res = await staff.get(`/api/admin/orders/${id}/label`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      orderId: id,
      label: {
        patientName: "Ada Lovelace",
        product: "Mounjaro 7.5 mg pre-filled pen",
        // The prescriber's words (decision 120): the fixture's prescription says this.
        directions: ["Inject 7.5 mg once a week"],
        quantity: "1 pre-filled pen (4 doses)",
        date: "25/11/2026",
        warnings: ["Keep out of the sight and reach of children", "Store in a refrigerator (2 °C to 8 °C)"],
        pharmacy: {
          name: "The Village Pharmacy",
          address: "14 Church Street, Little Harwood, Oxfordshire OX12 3AB",
          phone: "01632 960123",
        },
      },
      printed: [],
    });

    expect((await staff.post(`/api/admin/orders/${id}/label-printed`, {})).status).toBe(200);
    expect((await staff.post(`/api/admin/orders/${id}/label-printed`, {})).status).toBe(200);
    const after = await (await staff.api.admin.orders[":id"].label.$get({ param: { id: String(id) } })).json();
    expect(after.printed).toEqual([
      { by: "Priya Shah", at: NOW.toISOString() },
      { by: "Priya Shah", at: NOW.toISOString() },
    ]);
    const prints = (await t.db.select().from(dispensingSteps).where(eq(dispensingSteps.order_id, id))).filter(
      (s) => s.step === "label_print",
    );
    expect(prints).toHaveLength(2);
    // It names the patient and the medicine: each read and print is audited.
    const audit = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.target_type, "order"), eq(auditLog.target_id, String(id))));
    expect(audit.map((a) => a.action).filter((a) => a.startsWith("label."))).toEqual([
      "label.view",
      "label.print",
      "label.print",
      "label.view",
    ]);
  });
});
