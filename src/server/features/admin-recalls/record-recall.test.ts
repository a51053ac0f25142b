import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, prescriptions, recallBatches, recalls } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import {
  ALL_CHECKED,
  DISPATCH,
  checkAndAssemble,
  dispenseThroughSteps,
  ensureRpOnDuty,
  secondEmployee,
} from "../../../../tests/support/dispensing-fixtures";
import { orderInState } from "../../../../tests/support/order-fixtures";
import { signedInStaff } from "../../../../tests/support/staff-fixtures";
import { dispensingOf } from "../../../../tests/support/order-page";
import { stateOf } from "../../../../tests/support/order-state";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { errorBody } from "../../../../tests/support/typed-api";

// A Wednesday: no weekend cold-chain rule in the way of the dispatch.
const NOW = new Date("2026-11-25T10:00:00Z");
const PACK = (batchNumber: string) => ({ batchNumber, expiryDate: "2027-06-30" });
const held = (batch: string, reference: string) => ({
  error: `Batch ${batch} is recalled (${reference}).`,
  code: "conflict",
});

let t: TestApp;
let pharmacist: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  pharmacist = await t.employee();
  await ensureRpOnDuty(pharmacist);
});
afterAll(() => t?.close());

const productOf = async (orderId: number) =>
  (await t.db.select().from(prescriptions).where(eq(prescriptions.order_id, orderId)))[0]!.product_id;
const record = (who: TestClient, body: Record<string, unknown>) => who.post("/api/admin/recalls/recorded", body);
const recallBody = (productId: number, reference: string, batches: string) => ({
  reference,
  recallClass: "2",
  productId,
  batches,
  issuedOn: "2026-11-24",
  action: "Quarantine stock of the batches and return it to the wholesaler.",
});
const orderSays = async (orderId: number) => (await dispensingOf(pharmacist, orderId)).recall;

describe("a recorded recall holds its batches (decision 122)", () => {
  it("refuses assembly of a recalled batch, holds a pack of it already assembled until assembled again from another batch", async () => {
    const { order } = await orderInState(t.db, "prescribed", { method: "pickup" });
    const productId = await productOf(order.order_id);
    await checkAndAssemble(t, pharmacist, order.order_id, PACK("RC-A1"));

    const res = await record(pharmacist, recallBody(productId, "EL (25)A/12", "rc-a1 , RC-A2\nRC-A1"));
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await res.json()).toMatchObject({
      recall: {
        reference: "EL (25)A/12",
        recallClass: "2",
        batches: ["RC-A1", "RC-A2"],
        recordedBy: "Priya Shah",
        closedAt: null,
      },
    });

    // The pack assembled before the recall is held at the accuracy check; the order page says so.
    const checker = await secondEmployee(t);
    const refused = await checker.post(`/api/admin/orders/${order.order_id}/accuracy-check`, ALL_CHECKED);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual(held("RC-A1", "EL (25)A/12"));
    expect(await orderSays(order.order_id)).toMatchObject({ batch: "RC-A1", reference: "EL (25)A/12" });

    // Assembling the other recalled batch is refused, however it is typed.
    const again = await pharmacist.post(`/api/admin/orders/${order.order_id}/assemble`, PACK(" rc-a2"));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual(held("rc-a2", "EL (25)A/12"));

    // Assembled again from a batch not recalled, labelled, checked: dispensed.
    expect((await pharmacist.post(`/api/admin/orders/${order.order_id}/assemble`, PACK("RC-B1"))).status).toBe(200);
    expect((await pharmacist.post(`/api/admin/orders/${order.order_id}/label-printed`, {})).status).toBe(200);
    expect(await orderSays(order.order_id)).toBeNull();
    const checked = await checker.post(`/api/admin/orders/${order.order_id}/accuracy-check`, ALL_CHECKED);
    expect(checked.status, await checked.clone().text()).toBe(200);

    // The same batch number of another product is not this recall's.
    const { order: other } = await orderInState(t.db, "prescribed", {
      method: "pickup",
      strengthMg: 5,
    });
    await checkAndAssemble(t, pharmacist, other.order_id, PACK("RC-A1"));
  });

  it("holds the hand-over and the dispatch of a dispensed pack of a batch recalled after its check", async () => {
    const { order: pickup } = await orderInState(t.db, "prescribed", { method: "pickup" });
    const { order: delivery } = await orderInState(t.db, "prescribed", { method: "delivery" });
    for (const o of [pickup, delivery]) {
      expect((await dispenseThroughSteps(t, pharmacist, o.order_id, PACK("RC-C1"))).status).toBe(200);
    }
    expect((await pharmacist.post(`/api/admin/orders/${pickup.order_id}/ready-to-collect`, {})).status).toBe(200);
    const productId = await productOf(pickup.order_id);
    expect((await record(pharmacist, recallBody(productId, "EL (26)A/01", "RC-C1"))).status).toBe(201);

    const collect = await pharmacist.post(`/api/admin/orders/${pickup.order_id}/collect`, { idChecked: true });
    const dispatch = await pharmacist.post(`/api/admin/orders/${delivery.order_id}/dispatch`, DISPATCH);
    for (const res of [collect, dispatch]) {
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual(held("RC-C1", "EL (26)A/01"));
    }
    expect(await stateOf(t.db, pickup.order_id)).toBe("ready_to_collect");
    expect(await stateOf(t.db, delivery.order_id)).toBe("dispensed");
    expect(await orderSays(delivery.order_id)).toMatchObject({ batch: "RC-C1", reference: "EL (26)A/01" });

    // The dashboard lists the open recalls until a pharmacist closes each.
    const dashboard = async () =>
      (await (await pharmacist.api.admin.dashboard.$get()).json()).dispensary.openRecalls.map((r) => r.reference);
    expect(await dashboard()).toEqual(["EL (25)A/12", "EL (26)A/01"]);
    const [open] = await t.db.select().from(recalls).where(eq(recalls.reference, "EL (26)A/01"));
    const close = (who: TestClient, body: Record<string, unknown>) =>
      who.post(`/api/admin/recalls/recorded/${open!.recall_id}/close`, body);
    const outcome = { outcome: "Two packs quarantined and returned; both patients called and supplied again." };

    const technician = await signedInStaff(t, "staff", { registration: "technician", name: "Tom Tech" });
    const notPharmacist = await close(technician, outcome);
    expect(notPharmacist.status).toBe(403);
    expect(await notPharmacist.json()).toEqual({ error: "Only a pharmacist closes a recall.", code: "forbidden" });
    expect((await close(pharmacist, { outcome: "Done" })).status).toBe(400);
    const closed = await close(pharmacist, outcome);
    expect(closed.status, await closed.clone().text()).toBe(200);
    expect(await closed.json()).toMatchObject({ recall: { closedBy: "Priya Shah", outcome: outcome.outcome } });
    expect((await close(pharmacist, outcome)).status).toBe(409);
    expect((await pharmacist.post("/api/admin/recalls/recorded/999999/close", outcome)).status).toBe(404);
    expect(await dashboard()).toEqual(["EL (25)A/12"]);

    // Closing says what was done; the batch stays held.
    const still = await pharmacist.post(`/api/admin/orders/${delivery.order_id}/dispatch`, DISPATCH);
    expect(still.status).toBe(409);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} IN ('recall.record', 'recall.close')`);
    expect(audit.map((a) => a.action).sort()).toEqual(["recall.close", "recall.record", "recall.record"]);
  });

  it("answers bad input with the field's message, refuses a reference twice, a date ahead, an unknown product", async () => {
    const { order } = await orderInState(t.db, "prescribed");
    const productId = await productOf(order.order_id);
    const base = recallBody(productId, "EL (26)B/07", "BX-1");
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...base, reference: "" }, "reference", "Enter the reference"],
      [{ ...base, recallClass: "5" }, "recallClass", "Choose the recall's class"],
      [{ ...base, batches: " , \n" }, "batches", "Enter at least one batch number"],
      [{ ...base, issuedOn: "2026-11-26" }, "issuedOn", "The recall's date can't be in the future"],
      [{ ...base, productId: 999999 }, "productId", "Choose the product"],
      [{ ...base, action: "Return" }, "action", "Action must be at least 10 characters"],
    ];
    for (const [body, field, message] of cases) {
      const res = await record(pharmacist, body);
      expect(res.status, field).toBe(400);
      expect((await errorBody(res)).fields?.[field], field).toBe(message);
    }
    expect((await record(pharmacist, base)).status).toBe(201);
    const twice = await record(pharmacist, { ...base, reference: "el (26)b/07" });
    expect(twice.status).toBe(409);
    expect(await errorBody(twice)).toMatchObject({ error: "A recall with this reference is already recorded." });
    const list = await (await pharmacist.api.admin.recalls.recorded.$get()).json();
    expect(list.recalls.filter((r) => r.reference.toUpperCase() === "EL (26)B/07")).toHaveLength(1);
  });

  it("is evidence: the database refuses a change or deletion of a recall and its batches", async () => {
    const [any] = await t.db.select().from(recalls).limit(1);
    await expect(
      t.db.update(recalls).set({ reference: "changed" }).where(eq(recalls.recall_id, any!.recall_id)),
    ).rejects.toThrow();
    await expect(t.db.delete(recallBatches).where(eq(recallBatches.recall_id, any!.recall_id))).rejects.toThrow();
    await expect(t.db.delete(recalls).where(eq(recalls.recall_id, any!.recall_id))).rejects.toThrow();
  });
});
