import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dispensingSteps } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import {
  ALL_CHECKED,
  DISPATCH,
  checkAndAssemble,
  ensureRpOnDuty,
  secondEmployee,
} from "../../../../tests/support/dispensing-fixtures";
import { orderInState } from "../../../../tests/support/order-fixtures";
import { stateOf } from "../../../../tests/support/order-state";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { orderPage } from "../../../../tests/support/order-page";

// A Wednesday: no weekend cold-chain rule in the way of the dispatch.
const NOW = new Date("2026-11-25T10:00:00Z");
const NO_RP = { error: "No responsible pharmacist is signed in.", code: "conflict" };
const ABSENT = { error: "The responsible pharmacist is absent.", code: "conflict" };

let t: TestApp;
let pharmacist: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  pharmacist = await t.employee();
});
afterAll(() => t?.close());

const signOutRp = async () => expect((await pharmacist.post("/api/admin/rp-log/sign-out", {})).status).toBe(200);

describe("a supply needs a responsible pharmacist signed in (decision 113)", () => {
  it("refuses the accuracy check, which dispenses, until one signs in; the check then names them", async () => {
    const { order } = await orderInState(t.db, "prescribed", { method: "pickup" });
    await checkAndAssemble(t, pharmacist, order.order_id);
    await signOutRp();
    const checker = await secondEmployee(t);
    const refused = await checker.post(`/api/admin/orders/${order.order_id}/accuracy-check`, ALL_CHECKED);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual(NO_RP);
    expect(await stateOf(t.db, order.order_id)).toBe("prescribed");

    await ensureRpOnDuty(pharmacist);
    const res = await checker.post(`/api/admin/orders/${order.order_id}/accuracy-check`, ALL_CHECKED);
    expect(res.status, await res.clone().text()).toBe(200);
    const steps = await t.db.select().from(dispensingSteps).where(eq(dispensingSteps.order_id, order.order_id));
    expect(steps.find((s) => s.step === "accuracy_check")).toMatchObject({ rp_name: "Priya Shah" });
  });

  it("refuses the hand-over and the dispatch while nobody is signed in, and moves nothing", async () => {
    const { order: pickup } = await orderInState(t.db, "ready_to_collect", { method: "pickup" });
    const { order: delivery } = await orderInState(t.db, "dispensed", { method: "delivery" });
    await signOutRp();

    const collect = await pharmacist.post(`/api/admin/orders/${pickup.order_id}/collect`, { idChecked: true });
    expect(collect.status).toBe(409);
    expect(await collect.json()).toEqual(NO_RP);
    const dispatch = await pharmacist.post(`/api/admin/orders/${delivery.order_id}/dispatch`, DISPATCH);
    expect(dispatch.status).toBe(409);
    expect(await dispatch.json()).toEqual(NO_RP);
    expect(await stateOf(t.db, pickup.order_id)).toBe("ready_to_collect");
    expect(await stateOf(t.db, delivery.order_id)).toBe("dispensed");

    await ensureRpOnDuty(pharmacist);
    expect((await pharmacist.post(`/api/admin/orders/${pickup.order_id}/collect`, { idChecked: true })).status).toBe(
      200,
    );
    expect((await pharmacist.post(`/api/admin/orders/${delivery.order_id}/dispatch`, DISPATCH)).status).toBe(200);
  });

  it("refuses the accuracy check, the hand-over and the dispatch while the RP is absent, until they are back (decision 116)", async () => {
    const { order: toCheck } = await orderInState(t.db, "prescribed", { method: "pickup" });
    const { order: pickup } = await orderInState(t.db, "ready_to_collect", { method: "pickup" });
    const { order: delivery } = await orderInState(t.db, "dispensed", { method: "delivery" });
    await ensureRpOnDuty(pharmacist);
    expect((await pharmacist.post("/api/admin/rp-log/absence", { reason: "Visiting a care home" })).status).toBe(200);
    // The clinical check is no supply: it goes on in the RP's absence (decision 116).
    await checkAndAssemble(t, pharmacist, toCheck.order_id);
    const page = await orderPage(pharmacist, toCheck.order_id);
    expect(page.dispensing.responsiblePharmacist).toMatchObject({ name: "Priya Shah", absentSince: NOW.toISOString() });

    const checker = await secondEmployee(t);
    const refusals = [
      await checker.post(`/api/admin/orders/${toCheck.order_id}/accuracy-check`, ALL_CHECKED),
      await pharmacist.post(`/api/admin/orders/${pickup.order_id}/collect`, { idChecked: true }),
      await pharmacist.post(`/api/admin/orders/${delivery.order_id}/dispatch`, DISPATCH),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual(ABSENT);
    }
    expect(await stateOf(t.db, toCheck.order_id)).toBe("prescribed");
    expect(await stateOf(t.db, pickup.order_id)).toBe("ready_to_collect");
    expect(await stateOf(t.db, delivery.order_id)).toBe("dispensed");

    expect((await pharmacist.post("/api/admin/rp-log/back", {})).status).toBe(200);
    const passed = [
      await checker.post(`/api/admin/orders/${toCheck.order_id}/accuracy-check`, ALL_CHECKED),
      await pharmacist.post(`/api/admin/orders/${pickup.order_id}/collect`, { idChecked: true }),
      await pharmacist.post(`/api/admin/orders/${delivery.order_id}/dispatch`, DISPATCH),
    ];
    for (const res of passed) expect(res.status, await res.clone().text()).toBe(200);
  });
});
