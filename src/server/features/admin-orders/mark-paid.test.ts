import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, payments } from "@/server/db/schema";
import { mailTo, orderInState } from "../../../../tests/support/order-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";

let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.employee();
});
afterAll(() => t?.close());

const paymentsOf = (orderId: number) => t.db.select().from(payments).where(eq(payments.order_id, orderId));

describe("POST /api/admin/orders/:id/mark-paid", () => {
  it("records one payment of the order's total due, moves it to prescribed and sends the receipt once", async () => {
    const { order, patient } = await orderInState(t.db, "awaiting_payment");
    await t.db.update(orders).set({ total_due: "239.00" }).where(eq(orders.order_id, order.order_id));
    const res = await staff.post(`/api/admin/orders/${order.order_id}/mark-paid`, {
      method: "bank_transfer",
      reference: "  TRF 0042  ",
      amount: "1.00",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ orderId: order.order_id, amount: "239.00" });
    expect(await paymentsOf(order.order_id)).toEqual([
      expect.objectContaining({
        method: "bank_transfer",
        reference: "TRF 0042",
        amount: "239.00",
        recorded_by_name: "Priya Shah",
      }),
    ]);
    const mail = await mailTo(t.db, patient.email!);
    expect(mail.map((m) => [m.type, m.subject])).toEqual([
      ["payment_received", `Payment received - Order #${order.order_id}`],
    ]);
    expect(mail[0]!.text).toContain("View my account: http://localhost:3000/account");

    const again = await staff.post(`/api/admin/orders/${order.order_id}/mark-paid`, {
      method: "bank_transfer",
      reference: "TRF 0042",
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: `Order #${order.order_id} is prescribed` });
    expect(await paymentsOf(order.order_id)).toHaveLength(1);
    expect(await mailTo(t.db, patient.email!)).toHaveLength(1);
  });

  it("needs a known payment method and a reference of 1 to 100 characters", async () => {
    const { order } = await orderInState(t.db, "awaiting_payment");
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ method: "bitcoin", reference: "X" }, { method: "Choose the payment method" }],
      [{ method: "cash", reference: "   " }, { reference: "Enter the reference" }],
      [{ method: "cash", reference: "R".repeat(101) }, { reference: "Reference must be at most 100 characters" }],
      [{ method: "cash", reference: "line\nbreak" }, { reference: "Reference must be one line of plain text" }],
    ];
    for (const [body, fields] of cases) {
      const res = await staff.post(`/api/admin/orders/${order.order_id}/mark-paid`, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields).toEqual(fields);
    }
    expect(
      (
        await staff.post(`/api/admin/orders/${order.order_id}/mark-paid`, {
          method: "cash",
          reference: "R".repeat(100),
        })
      ).status,
    ).toBe(200);
  });

  it("keeps payments append-only and one per order in the database", async () => {
    const { order } = await orderInState(t.db, "awaiting_payment");
    await staff.post(`/api/admin/orders/${order.order_id}/mark-paid`, { method: "cash", reference: "TILL-1" });
    await expect(
      t.db.update(payments).set({ amount: "0.00" }).where(eq(payments.order_id, order.order_id)),
    ).rejects.toThrow();
    await expect(
      t.db.insert(payments).values({
        order_id: order.order_id,
        method: "cash",
        reference: "TILL-2",
        amount: "1.00",
        recorded_by_user_id: "x",
        recorded_by_name: "x",
        created_at: new Date(),
      }),
    ).rejects.toThrow();
  });
});
