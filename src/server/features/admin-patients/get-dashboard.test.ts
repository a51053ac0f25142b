import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { insertCompletedOrder, insertPatient } from "../../../../tests/support/admin-fixtures";
import { DAY_MS } from "@/shared/domain/dates";
import { REVIEW_STATUS_ID } from "@/shared/domain/prescribing/review-status";

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.employee();
});
afterAll(() => t?.close());

describe("the dashboard (decision 014)", () => {
  it("shows the stat cards, the newest pending applications and today's completed orders", async () => {
    const waiting = await insertPatient(t.db, {
      firstname: "Dashboard",
      lastname: "Waiting",
      patient_status_id: REVIEW_STATUS_ID.pending,
    });
    const buyer = await insertPatient(t.db, {
      firstname: "Dashboard",
      lastname: "Buyer",
      patient_status_id: REVIEW_STATUS_ID.approved,
    });
    const today = await insertCompletedOrder(t.db, buyer.patient_id, { productId: 3 });
    const old = await insertCompletedOrder(t.db, waiting.patient_id, {
      completedAt: new Date(Date.now() - 3 * DAY_MS),
    });

    const body = await (await admin.api.admin.dashboard.$get()).json();
    expect(body.stats.totalPatients).toBeGreaterThan(0);
    expect(body.pendingReview[0]!.patient_id).toBe(waiting.patient_id);
    expect(body.pendingReview.length).toBeLessThanOrEqual(5);
    const ids = body.todaysOrders.map((o) => o.order_id);
    expect(ids).toContain(today.order_id);
    expect(ids).not.toContain(old.order_id);
    expect(body.todaysOrders.find((o) => o.order_id === today.order_id)).toMatchObject({
      patient_id: buyer.patient_id,
      product: expect.stringMatching(/5mg/),
      total_due: "199.00",
    });
  });
});
