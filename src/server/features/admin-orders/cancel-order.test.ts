/**
 * Staff cancelling an order (decision 084): the move and the patient's e-mail are one
 * transaction, and the e-mail of a paid order says the refund follows (decision 101).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { orderInState } from "../../../../tests/support/order-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { DAY_MS } from "@/shared/domain/dates";

const NOW = new Date("2026-11-25T10:00:00Z");
let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  staff = await t.employee();
});
afterAll(() => t?.close());

const cancellationsOf = (orderId: number) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.dedupe_key, `order-cancelled:${orderId}`));

describe("staff cancel an order", () => {
  it("queues one cancellation e-mail to the patient, saying nothing was taken for an unpaid order", async () => {
    const { patient, order } = await orderInState(t.db, "awaiting_payment", {
      at: new Date(NOW.getTime() - DAY_MS),
    });
    const res = await staff.post(`/api/admin/orders/${order.order_id}/cancel`, { reason: "Asked by phone" });
    expect(res.status).toBe(200);
    const mails = await cancellationsOf(order.order_id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ type: "order_cancelled", to_address: patient.email });
    expect(mails[0]!.text).toContain("No payment has been taken for it, and none will be.");
  });

  it("tells the patient of a paid order that the refund follows", async () => {
    const { order } = await orderInState(t.db, "prescribed", { at: new Date(NOW.getTime() - DAY_MS) });
    const res = await staff.post(`/api/admin/orders/${order.order_id}/cancel`, {});
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ state: "refund_due" });
    const mails = await cancellationsOf(order.order_id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`You have paid for order #${order.order_id}, so we will refund the full amount`);
  });
});
