import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, payments } from "@/server/db/schema";
import { mailTo, orderInState } from "../../../../tests/support/order-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { errorBody } from "../../../../tests/support/typed-api";

let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.employee();
});
afterAll(() => t?.close());

const paymentsOf = (orderId: number) => t.db.select().from(payments).where(eq(payments.order_id, orderId));

describe("POST /api/admin/orders/:id/mark-paid", () => {
  it("records the order's total due when no amount is given, moves it to prescribed and sends the receipt once", async () => {
    const { order, patient } = await orderInState(t.db, "awaiting_payment");
    await t.db.update(orders).set({ total_due: "239.00" }).where(eq(orders.order_id, order.order_id));
    const res = await staff.post(`/api/admin/orders/${order.order_id}/mark-paid`, {
      method: "bank_transfer",
      reference: "  TRF 0042  ",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      orderId: order.order_id,
      amount: "239.00",
      state: "prescribed",
      leftToPay: "0.00",
    });
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
    expect(await again.json()).toEqual({ error: `Order #${order.order_id} is prescribed`, code: "conflict" });
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
      [{ method: "card_online", reference: "X" }, { method: "Choose the payment method" }],
      [{ method: "cash", reference: "X", amount: "£5" }, { amount: "Enter the amount received, such as 49.50" }],
      [{ method: "cash", reference: "X", amount: "0" }, { amount: "Enter the amount received" }],
    ];
    for (const [body, fields] of cases) {
      const res = await staff.post(`/api/admin/orders/${order.order_id}/mark-paid`, body);
      expect(res.status).toBe(400);
      expect((await errorBody(res)).fields).toEqual(fields);
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

  it("records a part payment as received and leaves the order to pay with what remains (decision 101)", async () => {
    const { order, patient } = await orderInState(t.db, "awaiting_payment");
    const part = await staff.post(`/api/admin/orders/${order.order_id}/mark-paid`, {
      method: "cash",
      reference: "TILL-7",
      amount: "50",
    });
    expect(part.status).toBe(200);
    expect(await part.json()).toMatchObject({ amount: "50.00", state: "awaiting_payment", leftToPay: "149.00" });
    expect(await mailTo(t.db, patient.email!)).toEqual([]);

    const over = await staff.post(`/api/admin/orders/${order.order_id}/mark-paid`, {
      method: "cash",
      reference: "TILL-8",
      amount: "149.01",
    });
    expect(over.status).toBe(400);
    expect((await errorBody(over)).fields).toEqual({
      amount: "The amount can't be more than the £149.00 left to pay",
    });
    const rest = await staff.post(`/api/admin/orders/${order.order_id}/mark-paid`, {
      method: "card_in_pharmacy",
      reference: "CARD-8",
      amount: "149.00",
    });
    expect(await rest.json()).toMatchObject({ state: "prescribed", leftToPay: "0.00" });
    expect((await paymentsOf(order.order_id)).map((p) => [p.amount, p.method])).toEqual([
      ["50.00", "cash"],
      ["149.00", "card_in_pharmacy"],
    ]);
    expect((await mailTo(t.db, patient.email!)).map((m) => m.type)).toEqual(["payment_received"]);
  });

  it("keeps payments append-only in the database", async () => {
    const { order } = await orderInState(t.db, "awaiting_payment");
    await staff.post(`/api/admin/orders/${order.order_id}/mark-paid`, { method: "cash", reference: "TILL-1" });
    await expect(
      t.db.update(payments).set({ amount: "0.00" }).where(eq(payments.order_id, order.order_id)),
    ).rejects.toThrow();
    await expect(t.db.delete(payments).where(eq(payments.order_id, order.order_id))).rejects.toThrow();
  });
});
