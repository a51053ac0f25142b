import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prescriptions, stockMovements } from "@/server/db/schema";
import { takeForAssembly } from "@/server/lib/dispensing/stock";
import {
  ALL_CHECKED,
  checkAndAssemble,
  ensureRpOnDuty,
  secondEmployee,
} from "../../../../tests/support/dispensing-fixtures";
import { orderInState } from "../../../../tests/support/order-fixtures";
import { GTIN_2_5, GTIN_5, stockClient, stockTestApp } from "../../../../tests/support/stock-fixtures";
import type { TestApp, TestClient } from "../../../../tests/support/test-app";

// A Wednesday; packs must last past 2026-12-23 (28 days).
const NOW = new Date("2026-11-25T10:00:00Z");

let t: TestApp;
let staff: TestClient;
let stock: ReturnType<typeof stockClient>;
beforeAll(async () => {
  ({ t, staff, stock } = await stockTestApp(NOW));
  await ensureRpOnDuty(staff);
});
afterAll(() => t?.close());

const receive = async (gtin: string, batchNumber: string, quantity: number, expiryDate = "2027-05-31") =>
  expect((await stock.receive({ gtin, batchNumber, expiryDate, quantity })).status).toBe(201);
const assemble = (orderId: number, batchNumber: string, expiryDate = "2027-05-31") =>
  staff.post(`/api/admin/orders/${orderId}/assemble`, { batchNumber, expiryDate });
const productOf = async (orderId: number) =>
  (await t.db.select().from(prescriptions).where(eq(prescriptions.order_id, orderId)))[0]!.product_id;
const movementsOf = (orderId: number) => t.db.select().from(stockMovements).where(eq(stockMovements.order_id, orderId));

/** A paid pickup order whose clinical check is done. */
async function checkedOrder() {
  const { order } = await orderInState(t.db, "prescribed", { method: "pickup" });
  const res = await staff.post(`/api/admin/orders/${order.order_id}/clinical-check`, { confirmed: true });
  expect(res.status).toBe(200);
  return order.order_id;
}

describe("assembly takes the pack from stock (decision 124)", () => {
  it("works as before for a product never received, and from stock once it is tracked", async () => {
    const { order: untracked } = await orderInState(t.db, "prescribed", { method: "pickup" });
    expect(await productOf(untracked.order_id)).toBe(2);
    await checkAndAssemble(t, staff, untracked.order_id, { batchNumber: "ANY-1", expiryDate: "2027-06-30" });
    expect(await movementsOf(untracked.order_id)).toEqual([]);

    await receive(GTIN_2_5, "TW-1", 1);
    await receive(GTIN_2_5, "TW-2", 2, "2027-08-31");
    const id = await checkedOrder();

    const absent = await assemble(id, "NOPE-9", "2027-06-30");
    expect(absent.status).toBe(409);
    expect(await absent.json()).toEqual({ error: "Batch NOPE-9 is not in stock.", code: "conflict" });
    const wrongExpiry = await assemble(id, "tw-1", "2027-06-30");
    expect(wrongExpiry.status).toBe(400);
    expect((await wrongExpiry.json()).fields).toEqual({
      expiryDate: "Batch TW-1 was received with expiry 2027-05-31.",
    });

    expect((await assemble(id, "tw-1")).status).toBe(200);
    expect(await stock.batchOf(2, "TW-1")).toMatchObject({ free: 0, assembled: 1 });

    // Assembled again from the other batch: the first pack goes back to stock.
    expect((await assemble(id, "TW-2", "2027-08-31")).status).toBe(200);
    expect(await stock.batchOf(2, "TW-1")).toMatchObject({ free: 1, assembled: 0 });
    expect(await stock.batchOf(2, "TW-2")).toMatchObject({ free: 1, assembled: 1 });

    // Handed over: the pack leaves the pharmacy.
    expect((await staff.post(`/api/admin/orders/${id}/label-printed`, {})).status).toBe(200);
    const checker = await secondEmployee(t);
    expect((await checker.post(`/api/admin/orders/${id}/accuracy-check`, ALL_CHECKED)).status).toBe(200);
    expect((await staff.post(`/api/admin/orders/${id}/ready-to-collect`, {})).status).toBe(200);
    const collected = await staff.post(`/api/admin/orders/${id}/collect`, { idChecked: true });
    expect(collected.status, await collected.clone().text()).toBe(200);
    expect(await stock.batchOf(2, "TW-2")).toMatchObject({ free: 1, assembled: 0 });
    expect((await movementsOf(id)).filter((m) => m.kind === "supplied")).toEqual([
      expect.objectContaining({ batch_number: "TW-2", quantity: 1, from_place: "assembled", to_place: null }),
    ]);
  });

  it("gives the pack back when the order is cancelled before its accuracy check", async () => {
    await receive(GTIN_2_5, "CX-1", 1);
    const id = await checkedOrder();
    expect((await assemble(id, "CX-1")).status).toBe(200);
    expect(await stock.batchOf(2, "CX-1")).toMatchObject({ free: 0, assembled: 1 });
    const cancelled = await staff.post(`/api/admin/orders/${id}/cancel`, { reason: "The patient changed their mind." });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    expect(await stock.batchOf(2, "CX-1")).toMatchObject({ free: 1, assembled: 0 });
  });

  it("puts the earlier pack back when the order is assembled again from a product not tracked", async () => {
    await receive(GTIN_2_5, "UT-1", 1);
    const id = await checkedOrder();
    expect((await assemble(id, "UT-1")).status).toBe(200);
    // A correction to the 10 mg pen, never received (reached here through the stock rule itself):
    // nothing is taken for it, and the earlier pack goes back.
    const by = { now: NOW, actor: { name: "Priya Shah" }, employee: null };
    await t.db.transaction((tx) =>
      takeForAssembly(tx, by, id, { productId: 5, batch: "ANY-10", expiry: "2027-05-31" }),
    );
    expect(await stock.batchOf(2, "UT-1")).toMatchObject({ free: 1, assembled: 0 });
  });

  it("never takes the last pack twice: two orders, one pack", async () => {
    await receive(GTIN_2_5, "LAST-1", 1);
    const ids = [await checkedOrder(), await checkedOrder()];
    const answers = await Promise.all(ids.map((id) => assemble(id, "LAST-1")));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await stock.batchOf(2, "LAST-1")).toMatchObject({ free: 0, assembled: 1 });
  });
});

describe("returned packs (decisions 124 and 125)", () => {
  it("a pack collected and brought back goes to quarantine, never to stock; a re-dispatch takes another", async () => {
    await receive(GTIN_2_5, "RT-1", 2);
    const id = await checkedOrder();
    expect((await assemble(id, "RT-1")).status).toBe(200);
    expect((await staff.post(`/api/admin/orders/${id}/label-printed`, {})).status).toBe(200);
    const checker = await secondEmployee(t);
    expect((await checker.post(`/api/admin/orders/${id}/accuracy-check`, ALL_CHECKED)).status).toBe(200);
    expect((await staff.post(`/api/admin/orders/${id}/ready-to-collect`, {})).status).toBe(200);
    expect((await staff.post(`/api/admin/orders/${id}/collect`, { idChecked: true })).status).toBe(200);
    expect(await stock.batchOf(2, "RT-1")).toMatchObject({ free: 1, assembled: 0, quarantined: 0 });

    const back = await staff.post(`/api/admin/orders/${id}/return`, {
      kind: "returned_by_patient",
      outcome: "redispatch",
    });
    expect(back.status, await back.clone().text()).toBe(200);
    expect(await stock.batchOf(2, "RT-1")).toMatchObject({ free: 1, assembled: 0, quarantined: 1 });

    // The re-dispatch's new assembly takes the other pack from stock.
    expect((await assemble(id, "RT-1")).status).toBe(200);
    expect(await stock.batchOf(2, "RT-1")).toMatchObject({ free: 0, assembled: 1, quarantined: 1 });
  });

  it("a pack withdrawn before supply moves from the order to quarantine", async () => {
    await receive(GTIN_2_5, "RT-2", 1);
    const id = await checkedOrder();
    expect((await assemble(id, "RT-2")).status).toBe(200);
    expect((await staff.post(`/api/admin/orders/${id}/label-printed`, {})).status).toBe(200);
    const checker = await secondEmployee(t);
    expect((await checker.post(`/api/admin/orders/${id}/accuracy-check`, ALL_CHECKED)).status).toBe(200);
    const withdrawn = await staff.post(`/api/admin/orders/${id}/return`, {
      kind: "withdrawn_before_supply",
      outcome: "refund_due",
      note: "The pack was dropped after the check.",
    });
    expect(withdrawn.status, await withdrawn.clone().text()).toBe(200);
    expect(await stock.batchOf(2, "RT-2")).toMatchObject({ free: 0, assembled: 0, quarantined: 1 });
  });
});

describe("quarantine (decisions 122 and 124)", () => {
  it("moves a recalled batch's free stock to quarantine, and a pack of it assembled there when it is replaced", async () => {
    await receive(GTIN_2_5, "RQ-1", 3);
    await receive(GTIN_2_5, "RQ-2", 1);
    const { order } = await orderInState(t.db, "prescribed", { method: "pickup" });
    await checkAndAssemble(t, staff, order.order_id, { batchNumber: "RQ-1", expiryDate: "2027-05-31" });

    const recall = await staff.post("/api/admin/recalls/recorded", {
      reference: "EL (26)A/01",
      recallClass: "2",
      productId: 2,
      batches: "RQ-1",
      issuedOn: "2026-11-24",
      action: "Quarantine and return to the wholesaler.",
    });
    expect(recall.status, await recall.clone().text()).toBe(201);
    expect(await stock.batchOf(2, "RQ-1")).toMatchObject({ free: 0, assembled: 1, quarantined: 2 });

    // A recalled batch is never received again.
    const again = await stock.receive({ gtin: GTIN_2_5, batchNumber: "RQ-1", expiryDate: "2027-05-31", quantity: 1 });
    expect(again.status).toBe(409);

    expect((await assemble(order.order_id, "RQ-2")).status).toBe(200);
    expect(await stock.batchOf(2, "RQ-1")).toMatchObject({ free: 0, assembled: 0, quarantined: 3 });

    // Destroyed from quarantine.
    const destroyed = await stock.adjust({
      productId: 2,
      batchNumber: "RQ-1",
      kind: "destroyed",
      quantity: 3,
      reason: "Denatured under recall EL (26)A/01",
    });
    expect(destroyed.status).toBe(201);
    expect(await stock.batchOf(2, "RQ-1")).toBeUndefined();
  });

  it("moves every batch's free stock to quarantine when an excursion is assessed as quarantined", async () => {
    await receive(GTIN_5, "FX-1", 2, "2027-09-30");
    const warm = { currentC: 6, minC: 3, maxC: 12, actionTaken: "Door found ajar; closed it." };
    expect((await staff.post("/api/admin/fridge", warm)).status).toBe(201);
    const { excursion } = await (await staff.api.admin.fridge.$get({ query: {} })).json();
    const id = excursion!.id;
    const closed = await staff.post(`/api/admin/fridge/excursions/${id}/close`, {
      outcome: "quarantined",
      assessment: "Twelve degrees for six hours; outside the stability data.",
    });
    expect(closed.status, await closed.clone().text()).toBe(200);
    expect(await stock.batchOf(3, "FX-1")).toMatchObject({ free: 0, quarantined: 2 });
    expect((await stock.stockOf(3)).free).toBe(0);
  });
});
