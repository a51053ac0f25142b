/**
 * The reconciliation (decision 102): a day's payments and refunds on the pharmacy's clock, its
 * totals and CSV, and the flags of money that does not match the orders.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, orders, paymentEvents, payments, refunds, refundSettlements } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { ORDER_STATE_ID } from "@/shared/domain/orders/order-lifecycle";
import { orderInState } from "../../../../tests/support/order-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";

// 25 November: the UK day runs 00:00-24:00 GMT.
const NOW = new Date("2026-11-25T15:00:00Z");
const DAY = "2026-11-25";
let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  staff = await t.employee();
});
afterAll(() => t?.close());

const dayOf = async (day?: string) => (await staff.api.admin.payments.$get({ query: day ? { day } : {} })).json();

describe("GET /api/admin/payments", () => {
  it("lists the day's payments and refunds with their totals, leaving out other days", async () => {
    const at = new Date("2026-11-25T09:30:00Z");
    const { order: paid } = await orderInState(t.db, "prescribed", { at });
    const { order: refunded } = await orderInState(t.db, "refund_due", { at });
    const [payment] = await t.db.select().from(payments).where(eq(payments.order_id, refunded.order_id));
    const [back] = await t.db
      .insert(refunds)
      .values({
        order_id: refunded.order_id,
        payment_id: payment!.payment_id,
        provider: "manual",
        amount: "20.00",
        method: "cash",
        reference: "TILL-R",
        requested_by_name: "Sam",
        created_at: new Date("2026-11-25T11:00:00Z"),
      })
      .returning();
    await t.db.insert(refundSettlements).values({
      refund_id: back!.refund_id,
      order_id: refunded.order_id,
      outcome: "succeeded",
      created_at: new Date("2026-11-25T11:00:00Z"),
    });
    // The evening before, and just after midnight of the next day: other days.
    await orderInState(t.db, "prescribed", { at: new Date("2026-11-24T23:59:00Z") });
    await orderInState(t.db, "prescribed", { at: new Date("2026-11-26T00:01:00Z") });

    const res = await staff.api.admin.payments.$get({ query: { day: DAY } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.rows.map((r) => [r.kind, r.orderId, r.amount, r.reference, r.statusLabel, r.providerLabel])).toEqual([
      ["payment", paid.order_id, "199.00", `PAY-${paid.order_id}`, "Received", "Manual"],
      ["payment", refunded.order_id, "199.00", `PAY-${refunded.order_id}`, "Received", "Manual"],
      ["refund", refunded.order_id, "20.00", "TILL-R", "Refunded", "Manual"],
    ]);
    expect(body.totals).toMatchObject({ received: "398.00", refunded: "20.00", refundPending: "0.00", net: "378.00" });
    expect(body.totals.manual).toMatchObject({ received: "398.00", net: "378.00" });
    expect(body.totals.stripe).toMatchObject({ received: "0.00" });

    // Today on the server's clock when no day is given; every read audited.
    expect((await dayOf()).day).toBe(DAY);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, "payments.view"));
    expect(audits.map((a) => a.target_id)).toEqual([DAY, DAY]);
  });

  it("flags an order dispensed without a payment, money held for an order not going ahead, and amounts that differ", async () => {
    const { order: unpaid } = await orderInState(t.db, "awaiting_payment");
    await t.db
      .update(orders)
      .set({ order_status_id: ORDER_STATE_ID.dispensed })
      .where(eq(orders.order_id, unpaid.order_id));
    const { order: cancelledPaid } = await orderInState(t.db, "prescribed");
    await t.db
      .update(orders)
      .set({ order_status_id: ORDER_STATE_ID.cancelled })
      .where(eq(orders.order_id, cancelledPaid.order_id));
    const { order: short } = await orderInState(t.db, "prescribed");
    await t.db.update(orders).set({ total_due: "239.00" }).where(eq(orders.order_id, short.order_id));
    const { order: mismatch } = await orderInState(t.db, "awaiting_payment");
    await t.db.insert(paymentEvents).values({
      provider: "stripe",
      event_id: "evt_flag_1",
      type: "checkout.session.completed",
      order_id: mismatch.order_id,
      outcome: "amount_mismatch",
      data: { amount: 100, currency: "GBP" },
      created_at: NOW,
    });

    const { flags } = await dayOf(DAY);
    expect(flags).toEqual(
      expect.arrayContaining([
        {
          kind: "dispensed_unpaid",
          orderId: unpaid.order_id,
          detail: "Dispensed with no payment recorded; total £199.00",
        },
        {
          kind: "payment_without_order",
          orderId: cancelledPaid.order_id,
          detail: "£199.00 held for an order that is not going ahead",
        },
        { kind: "amount_differs", orderId: short.order_id, detail: "£199.00 held; total £239.00" },
        {
          kind: "amount_differs",
          orderId: mismatch.order_id,
          detail: "Card payment of £1.00 not recorded: amount differs from what was left to pay",
        },
      ]),
    );
    // A paid order whose money matches is not flagged.
    const { order: fine } = await orderInState(t.db, "dispatched");
    const again = await dayOf(DAY);
    expect(again.flags.some((f) => f.orderId === fine.order_id)).toBe(false);
  });

  it("exports the day as CSV, audited, and refuses a malformed day", async () => {
    const res = await staff.get(`/api/admin/payments/export?day=${DAY}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="payments-${DAY}.csv"`);
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines[0]).toBe('"Time","Type","Provider","Order","Amount (GBP)","Method","Reference","State","Order state"');
    expect(lines.length).toBeGreaterThan(1);
    expect((await t.db.select().from(auditLog).where(eq(auditLog.action, "payments.export"))).length).toBe(1);

    const bad = await staff.get("/api/admin/payments?day=2026-13-45");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ fields: { day: "Enter the day" } });
  });
});
