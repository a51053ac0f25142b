import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, fridgeExcursions } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { FRIDGE_MESSAGES } from "@/shared/domain/dispensing/fridge";
import {
  ALL_CHECKED,
  DISPATCH,
  checkAndAssemble,
  ensureRpOnDuty,
  secondEmployee,
} from "../../../../tests/support/dispensing-fixtures";
import { orderInState } from "../../../../tests/support/order-fixtures";
import { signedInStaff } from "../../../../tests/support/staff-fixtures";
import { dispensingOf } from "../../../../tests/support/order-page";
import { stateOf } from "../../../../tests/support/order-state";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";

// A Wednesday: no weekend cold-chain rule in the way of the dispatch.
const NOW = new Date("2026-11-25T10:00:00Z");
const HELD = { error: FRIDGE_MESSAGES.held, code: "conflict" };
const WARM = { currentC: 6, minC: 3, maxC: 12.5, actionTaken: "Door found ajar; closed it and moved the stock." };
const USABLE = {
  outcome: "usable",
  assessment: "Twelve minutes at up to 12.5 °C; within the stability data for unopened pens.",
  stabilityReference: "Manufacturer's stability letter, 2025-03",
};

let t: TestApp;
let pharmacist: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  pharmacist = await t.employee();
  await ensureRpOnDuty(pharmacist);
});
afterAll(() => t?.close());

const openExcursion = async () => (await (await pharmacist.api.admin.fridge.$get({ query: {} })).json()).excursion;

const orderSays = async (orderId: number) => (await dispensingOf(pharmacist, orderId)).fridgeExcursion;
const dashboardSays = async () =>
  (await (await pharmacist.api.admin.dashboard.$get()).json()).dispensary.fridge.excursionSince;

describe("a fridge excursion holds supply until a pharmacist's assessment (decision 121)", () => {
  it("opens on a reading out of range, holds assembly, the accuracy check, the hand-over and the dispatch, and releases them once assessed", async () => {
    const { order: toAssemble } = await orderInState(t.db, "prescribed", { method: "pickup" });
    const { order: toCheck } = await orderInState(t.db, "prescribed", { method: "pickup" });
    const { order: pickup } = await orderInState(t.db, "ready_to_collect", { method: "pickup" });
    const { order: delivery } = await orderInState(t.db, "dispensed", { method: "delivery" });
    await checkAndAssemble(t, pharmacist, toCheck.order_id);
    expect(
      (await pharmacist.post(`/api/admin/orders/${toAssemble.order_id}/clinical-check`, { confirmed: true })).status,
    ).toBe(200);

    expect((await pharmacist.post("/api/admin/fridge", WARM)).status).toBe(201);
    // A second reading out of range opens no second excursion.
    expect((await pharmacist.post("/api/admin/fridge", WARM)).status).toBe(201);
    expect(await t.db.select().from(fridgeExcursions)).toHaveLength(1);
    const excursion = await openExcursion();
    expect(excursion).toMatchObject({ openedAt: NOW.toISOString(), closedAt: null });

    const checker = await secondEmployee(t);
    // The four steps a hold stops, each tried once, in order.
    const tryEachStep = async () => [
      await pharmacist.post(`/api/admin/orders/${toAssemble.order_id}/assemble`, {
        batchNumber: "BN-1",
        expiryDate: "2027-03-31",
      }),
      await checker.post(`/api/admin/orders/${toCheck.order_id}/accuracy-check`, ALL_CHECKED),
      await pharmacist.post(`/api/admin/orders/${pickup.order_id}/collect`, { idChecked: true }),
      await pharmacist.post(`/api/admin/orders/${delivery.order_id}/dispatch`, DISPATCH),
    ];
    const refusals = await tryEachStep();
    for (const res of refusals) {
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual(HELD);
    }
    expect(await stateOf(t.db, toCheck.order_id)).toBe("prescribed");
    expect(await stateOf(t.db, pickup.order_id)).toBe("ready_to_collect");
    // The order page and the dashboard say so before anyone tries.
    expect(await orderSays(pickup.order_id)).toEqual({ since: NOW.toISOString() });
    expect(await dashboardSays()).toBe(NOW.toISOString());

    const closed = await pharmacist.post(`/api/admin/fridge/excursions/${excursion!.id}/close`, USABLE);
    expect(closed.status, await closed.clone().text()).toBe(200);
    expect(await closed.json()).toMatchObject({
      excursion: { outcome: "usable", closedBy: "Priya Shah", stabilityReference: USABLE.stabilityReference },
    });
    expect(await openExcursion()).toBeNull();
    expect(await orderSays(pickup.order_id)).toBeNull();
    expect(await dashboardSays()).toBeNull();
    const passed = await tryEachStep();
    for (const res of passed) expect(res.status, await res.clone().text()).toBe(200);
  });

  it("is assessed by a pharmacist only, once, with the stability reference when stock stays usable; audited and written once", async () => {
    expect((await pharmacist.post("/api/admin/fridge", { ...WARM, minC: 1 })).status).toBe(201);
    const excursion = (await openExcursion())!;
    const close = (who: TestClient, body: Record<string, unknown>) =>
      who.post(`/api/admin/fridge/excursions/${excursion.id}/close`, body);

    for (const who of [
      await signedInStaff(t, "staff"),
      await signedInStaff(t, "staff", { registration: "technician", accreditedChecker: true }),
    ]) {
      const res = await close(who, USABLE);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: FRIDGE_MESSAGES.pharmacistAssesses, code: "forbidden" });
    }
    const noReference = await close(pharmacist, { ...USABLE, stabilityReference: "" });
    expect(noReference.status).toBe(400);
    expect(await noReference.json()).toMatchObject({
      fields: { stabilityReference: FRIDGE_MESSAGES.stabilityRequired },
    });
    expect((await close(pharmacist, { outcome: "binned", assessment: "x" })).status).toBe(400);
    expect((await pharmacist.post("/api/admin/fridge/excursions/999999/close", USABLE)).status).toBe(404);

    const quarantined = await close(pharmacist, {
      outcome: "quarantined",
      assessment: "Minimum of 1 °C: the pens may have frozen. Stock quarantined for destruction.",
    });
    expect(quarantined.status, await quarantined.clone().text()).toBe(200);
    const again = await close(pharmacist, USABLE);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: FRIDGE_MESSAGES.alreadyClosed, code: "conflict" });
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, "fridge_excursion.close"))).toHaveLength(2);
    // The assessment is written once: the database refuses to change it or remove the record.
    await expect(
      t.db.execute(sql`UPDATE fridge_excursions SET assessment = 'changed' WHERE excursion_id = ${excursion.id}`),
    ).rejects.toThrow();
    await expect(
      t.db.execute(sql`DELETE FROM fridge_excursions WHERE excursion_id = ${excursion.id}`),
    ).rejects.toThrow();
  });
});
