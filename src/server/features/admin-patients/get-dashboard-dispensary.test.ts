/** Issue 20, item 8: the dashboard counts what waits at each step of dispensing and in the pharmacy's own records. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClock } from "@/server/lib/time/clock";
import { dispenseThroughSteps, ensureRpOnDuty } from "../../../../tests/support/dispensing-fixtures";
import { orderInState } from "../../../../tests/support/order-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";

const NOW = new Date("2026-11-25T10:00:00Z");
const clock = createClock(NOW);
let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock });
  staff = await t.employee();
});
afterAll(() => t?.close());

const dashboard = async () => (await (await staff.api.admin.dashboard.$get()).json()).dispensary;
const post = async (path: string, body: Record<string, unknown>) =>
  expect((await staff.post(path, body)).status, path).toBeLessThan(300);

describe("the dashboard's dispensary cards", () => {
  it("count the orders at each step, unread recall notices, missing fridge days and open incidents", async () => {
    expect(await dashboard()).toEqual({
      dispensing: { clinicalCheck: 0, assembly: 0, accuracyCheck: 0 },
      unreadRecallNotices: 0,
      openRecalls: [],
      fridge: { today: { count: 0, needed: 2 }, missingDays: [], excursionSince: null },
      openIncidents: 0,
      responsiblePharmacist: null,
    });
    await ensureRpOnDuty(staff);
    // One waits for its clinical check, two for their assembly (one not yet labelled), one for its accuracy check.
    await orderInState(t.db, "prescribed");
    const assembling = await orderInState(t.db, "prescribed");
    await post(`/api/admin/orders/${assembling.order.order_id}/clinical-check`, { confirmed: true });
    const unlabelled = await orderInState(t.db, "prescribed");
    await post(`/api/admin/orders/${unlabelled.order.order_id}/clinical-check`, { confirmed: true });
    await post(`/api/admin/orders/${unlabelled.order.order_id}/assemble`, {
      batchNumber: "B1",
      expiryDate: "2027-06-30",
    });
    const checking = await orderInState(t.db, "prescribed");
    await post(`/api/admin/orders/${checking.order.order_id}/clinical-check`, { confirmed: true });
    await post(`/api/admin/orders/${checking.order.order_id}/assemble`, {
      batchNumber: "B1",
      expiryDate: "2027-06-30",
    });
    await post(`/api/admin/orders/${checking.order.order_id}/label-printed`, {});
    const done = await orderInState(t.db, "prescribed");
    expect((await dispenseThroughSteps(t, staff, done.order.order_id)).status).toBe(200);

    await post("/api/admin/recalls/notify", { batch: "BN-2211" });
    await post("/api/admin/fridge", { currentC: 5, minC: 4, maxC: 6 });
    await post("/api/admin/incidents", {
      kind: "near_miss",
      category: "labelling",
      whatHappened: "The label was printed for the wrong order and caught at the check.",
      learning: "Print labels one order at a time.",
    });

    clock.shiftDays(3);
    try {
      expect(await dashboard()).toEqual({
        dispensing: { clinicalCheck: 1, assembly: 2, accuracyCheck: 1 },
        unreadRecallNotices: 1,
        openRecalls: [],
        fridge: { today: { count: 0, needed: 2 }, missingDays: ["2026-11-26", "2026-11-27"], excursionSince: null },
        openIncidents: 1,
        responsiblePharmacist: expect.objectContaining({ name: "Priya Shah" }),
      });
    } finally {
      clock.reset();
    }
  });
});
