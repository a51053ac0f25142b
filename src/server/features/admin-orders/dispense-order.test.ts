import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, pomRegister, prescriptions } from "@/server/db/schema";
import { createClock } from "@/server/lib/clock";
import { orderInState } from "../../../../tests/support/order-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";

const NOW = new Date("2026-11-25T10:00:00Z");
let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  staff = await t.employee();
});
afterAll(() => t?.close());

const entriesOf = (orderId: number) => t.db.select().from(pomRegister).where(eq(pomRegister.order_id, orderId));
const dispense = (
  orderId: number,
  body: Record<string, unknown> = { batchNumber: "BN-2211", expiryDate: "2027-03-31" },
) => staff.post(`/api/admin/orders/${orderId}/dispense`, body);

describe("POST /api/admin/orders/:id/dispense", () => {
  it("writes the POM register entry the same day, in the move's transaction", async () => {
    const { order } = await orderInState(t.db, "prescribed", { at: new Date("2026-11-20T09:00:00Z") });
    const res = await dispense(order.order_id);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { alreadyDispensed: boolean; entry: Record<string, unknown> };
    expect(body.alreadyDispensed).toBe(false);
    expect(await entriesOf(order.order_id)).toEqual([
      expect.objectContaining({
        entry_date: "2026-11-25",
        medicine_name: "Mounjaro",
        strength: "2.5 mg",
        quantity: 1,
        prescriber_name: "Priya Shah",
        prescriber_address: "The Village Pharmacy, 14 Church Street, Little Harwood, Oxfordshire OX12 3AB",
        patient_name: "Ada Lovelace",
        patient_address: "1 High Street, Oxford, OX1 1AA",
        prescription_date: "2026-11-20",
        batch_number: "BN-2211",
        expiry_date: "2027-03-31",
        entered_by_name: "Priya Shah",
      }),
    ]);
    expect(body.entry).toMatchObject({ batchNumber: "BN-2211", patientName: "Ada Lovelace", enteredBy: "Priya Shah" });
  });

  it("adds no second entry on a second click, and answers with the first", async () => {
    const { order } = await orderInState(t.db, "prescribed");
    const first = (await (await dispense(order.order_id)).json()) as { entry: { entryId: number } };
    const again = await dispense(order.order_id, { batchNumber: "OTHER-1", expiryDate: "2027-05-31" });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({
      alreadyDispensed: true,
      entry: { entryId: first.entry.entryId, batchNumber: "BN-2211" },
    });
    expect(await entriesOf(order.order_id)).toHaveLength(1);
  });

  it("writes one entry when two clicks arrive together", async () => {
    const { order } = await orderInState(t.db, "prescribed");
    const results = await Promise.all([dispense(order.order_id), dispense(order.order_id), dispense(order.order_id)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await entriesOf(order.order_id)).toHaveLength(1);
  });

  it("refuses an expiry under 28 days away, and changes nothing", async () => {
    const { order } = await orderInState(t.db, "prescribed");
    const res = await dispense(order.order_id, { batchNumber: "BN-1", expiryDate: "2026-12-22" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "Expiry must be at least 28 days away",
      fields: { expiryDate: "Expiry must be at least 28 days away" },
    });
    expect(await entriesOf(order.order_id)).toEqual([]);
    expect((await t.db.select().from(orders).where(eq(orders.order_id, order.order_id)))[0]!.order_status_id).toBe(6);
    // 28 days is enough.
    expect((await dispense(order.order_id, { batchNumber: "BN-1", expiryDate: "2026-12-23" })).status).toBe(200);
  });

  it("needs a batch number and a real expiry date", async () => {
    const { order } = await orderInState(t.db, "prescribed");
    const res = await dispense(order.order_id, { batchNumber: "  ", expiryDate: "2027-02-30" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields).toEqual({
      batchNumber: "Enter the batch number",
      expiryDate: "Enter the expiry date",
    });
  });

  it("refuses an order with no prescription to dispense against", async () => {
    const { order } = await orderInState(t.db, "prescribed");
    await t.db.execute(sql`ALTER TABLE prescriptions DISABLE TRIGGER prescriptions_append_only`);
    try {
      await t.db.delete(prescriptions).where(eq(prescriptions.order_id, order.order_id));
    } finally {
      await t.db.execute(sql`ALTER TABLE prescriptions ENABLE TRIGGER prescriptions_append_only`);
    }
    const res = await dispense(order.order_id);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: `Order #${order.order_id} has no prescription to dispense against` });
    expect(await entriesOf(order.order_id)).toEqual([]);
  });

  it("keeps the register append-only", async () => {
    const { order } = await orderInState(t.db, "prescribed");
    await dispense(order.order_id);
    await expect(
      t.db.execute(sql`UPDATE pom_register SET batch_number = 'X' WHERE order_id = ${order.order_id}`),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`DELETE FROM pom_register WHERE order_id = ${order.order_id}`)).rejects.toThrow();
  });
});
