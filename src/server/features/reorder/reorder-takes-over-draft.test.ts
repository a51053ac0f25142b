/**
 * One road to a next supply (decision 083): a draft the patient started in the first-order form
 * before that form closed to them does not hold their re-order back; the re-order takes it over.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderLine, orders } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { orderStateOf } from "@/shared/domain/orders/order-lifecycle";
import { insertOrderInState } from "../../../../tests/support/order-fixtures";
import { checkin, PRODUCT_OF_MG, suppliedPatient } from "../../../../tests/support/reorder-fixtures";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

const NOW = new Date("2026-06-10T10:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
});
afterAll(() => t?.close());

describe("a draft left in the first-order form", () => {
  it("neither blocks the re-order nor stays beside it: the request becomes that order", async () => {
    const p = await suppliedPatient(t, { now: NOW, daysAgo: 22, mg: 5 });
    const draft = await insertOrderInState(t.db, p.patient.patient_id, "draft");

    const form = await (await p.api.account.reorder.$get()).json();
    expect(form.eligibility.canReorder).toBe(true);

    const res = await p.api.account.reorder.$post({ json: checkin(NOW, { requestedMg: 7.5 }) });
    expect(res.status).toBe(201);
    const { orderId } = await res.json();
    expect(orderId).toBe(draft.order_id);

    const open = await t.db.select().from(orders).where(eq(orders.patient_id, p.patient.patient_id));
    expect(open.map((o) => orderStateOf(o.order_status_id)).sort()).toEqual(["awaiting_review", "delivered"]);
    expect(await t.db.select().from(orderLine).where(eq(orderLine.order_id, orderId))).toEqual([
      expect.objectContaining({ product_id: PRODUCT_OF_MG[7.5], unit_price: "279.00" }),
    ]);
    const [order] = await t.db.select().from(orders).where(eq(orders.order_id, orderId));
    expect(order).toMatchObject({ total_due: "279.00", delivery_method: "delivery", date: "2026-06-10" });
  });
});
