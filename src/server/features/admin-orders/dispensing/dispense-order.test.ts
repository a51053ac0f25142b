import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pomRegister, prescriptions } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import {
  ALL_CHECKED,
  checkAndAssemble,
  dispenseThroughSteps,
  secondEmployee,
} from "../../../../../tests/support/dispensing-fixtures";
import { orderInState } from "../../../../../tests/support/order-fixtures";
import { stateOf } from "../../../../../tests/support/order-state";
import { createTestApp, type TestApp, type TestClient } from "../../../../../tests/support/test-app";

const NOW = new Date("2026-11-25T10:00:00Z");
const clock = createClock(NOW);
let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock });
  staff = await t.employee();
});
afterAll(() => t?.close());

const entriesOf = (orderId: number) => t.db.select().from(pomRegister).where(eq(pomRegister.order_id, orderId));
/** Dispenses as the order page does (decision 095): the steps, then the accuracy check, which dispenses. */
const dispense = (orderId: number, pack = { batchNumber: "BN-2211", expiryDate: "2027-03-31" }) =>
  dispenseThroughSteps(t, staff, orderId, pack);

describe("dispensing at the accuracy check (dispenseOrder)", () => {
  it("writes the POM register entry the same day, in the move's transaction, entered by the checker", async () => {
    const { order } = await orderInState(t.db, "prescribed", { at: new Date("2026-11-20T09:00:00Z") });
    const res = await dispense(order.order_id);
    expect(res.status).toBe(200);
    const body = await res.json();
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
        entered_by_name: "Test staff",
      }),
    ]);
    expect(body.entry).toMatchObject({ batchNumber: "BN-2211", patientName: "Ada Lovelace", enteredBy: "Test staff" });
    expect(await stateOf(t.db, order.order_id)).toBe("dispensed");
  });

  it("adds no second entry on a second check: the second is refused and asks for an incident", async () => {
    const { order } = await orderInState(t.db, "prescribed");
    const first = await (await dispense(order.order_id)).json();
    const again = await (
      await secondEmployee(t)
    ).post(`/api/admin/orders/${order.order_id}/accuracy-check`, ALL_CHECKED);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: "The accuracy check is done. To correct this dispensing, record an incident.",
      code: "conflict",
    });
    expect(await entriesOf(order.order_id)).toEqual([expect.objectContaining({ entry_id: first.entry.entryId })]);
  });

  it("writes one entry when three checks arrive together", async () => {
    const { order } = await orderInState(t.db, "prescribed");
    await checkAndAssemble(t, staff, order.order_id);
    const checker = await secondEmployee(t);
    const check = () => checker.post(`/api/admin/orders/${order.order_id}/accuracy-check`, ALL_CHECKED);
    const results = await Promise.all([check(), check(), check()]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await entriesOf(order.order_id)).toHaveLength(1);
  });

  it("refuses, at the check, a pack that a day's wait left under 28 days from expiry, and changes nothing", async () => {
    const { order } = await orderInState(t.db, "prescribed");
    // Assembled on the 24th with 28 days to go; checked on the 25th, with 27.
    clock.shiftDays(-1);
    try {
      await checkAndAssemble(t, staff, order.order_id, { batchNumber: "BN-1", expiryDate: "2026-12-22" });
    } finally {
      clock.reset();
    }
    const res = await (await secondEmployee(t)).post(`/api/admin/orders/${order.order_id}/accuracy-check`, ALL_CHECKED);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "Expiry must be at least 28 days away" });
    expect(await entriesOf(order.order_id)).toEqual([]);
    expect(await stateOf(t.db, order.order_id)).toBe("prescribed");
  });

  it("refuses an order with no prescription to dispense against", async () => {
    const { order } = await orderInState(t.db, "prescribed");
    await checkAndAssemble(t, staff, order.order_id);
    await t.db.execute(sql`ALTER TABLE prescriptions DISABLE TRIGGER prescriptions_append_only`);
    await t.db.execute(sql`ALTER TABLE prescription_signatures DISABLE TRIGGER prescription_signatures_append_only`);
    try {
      // The prescription goes with its signature (decision 118).
      await t.db.execute(
        sql`DELETE FROM prescription_signatures WHERE prescription_id IN (SELECT prescription_id FROM prescriptions WHERE order_id = ${order.order_id})`,
      );
      await t.db.delete(prescriptions).where(eq(prescriptions.order_id, order.order_id));
    } finally {
      await t.db.execute(sql`ALTER TABLE prescriptions ENABLE TRIGGER prescriptions_append_only`);
      await t.db.execute(sql`ALTER TABLE prescription_signatures ENABLE TRIGGER prescription_signatures_append_only`);
    }
    const res = await (await secondEmployee(t)).post(`/api/admin/orders/${order.order_id}/accuracy-check`, ALL_CHECKED);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: `Order #${order.order_id} has no prescription to dispense against`,
      code: "conflict",
    });
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
