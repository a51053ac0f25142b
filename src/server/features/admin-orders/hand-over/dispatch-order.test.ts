import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { ORDER_STATE_ID } from "@/shared/domain/orders/order-lifecycle";
import { mailTo, orderInState } from "../../../../../tests/support/order-fixtures";
import { stateOf } from "../../../../../tests/support/order-state";
import { createTestApp, type TestApp, type TestClient } from "../../../../../tests/support/test-app";
import { orderPage } from "../../../../../tests/support/order-page";
import { errorBody } from "../../../../../tests/support/typed-api";

// A Friday: a pen posted today may spend the weekend in a depot.
const FRIDAY = new Date("2026-11-27T10:00:00Z");
let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(FRIDAY) });
  staff = await t.employee();
});
afterAll(() => t?.close());

const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.order_id, id)))[0]!;

describe("POST /api/admin/orders/:id/dispatch", () => {
  it("on a Friday or Saturday is refused without the cold-chain confirmation, and moves nothing", async () => {
    const { order } = await orderInState(t.db, "dispensed");
    const res = await staff.post(`/api/admin/orders/${order.order_id}/dispatch`, {
      courier: "DPD",
      trackingNumber: "15501234567890",
      coldChainPackaging: "Insulated box with 4 cool packs (72 hours)",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "Confirm the cold-chain packaging to dispatch on a Friday or Saturday",
      code: "invalid_input",
      fields: { coldChainConfirmed: "Confirm the cold-chain packaging to dispatch on a Friday or Saturday" },
    });
    expect(await orderRow(order.order_id)).toMatchObject({
      order_status_id: ORDER_STATE_ID.dispensed,
      courier: null,
      tracking_number: null,
    });
    t.deps.clock.shiftDays(1);
    try {
      expect(
        (
          await staff.post(`/api/admin/orders/${order.order_id}/dispatch`, {
            courier: "DPD",
            trackingNumber: "15501234567890",
            coldChainPackaging: "Insulated box with 4 cool packs (72 hours)",
          })
        ).status,
        "Saturday",
      ).toBe(400);
    } finally {
      t.deps.clock.reset();
    }
  });

  it("dispatches with the confirmation, keeps courier and tracking number, and e-mails the patient once", async () => {
    const { order, patient } = await orderInState(t.db, "dispensed");
    const res = await staff.post(`/api/admin/orders/${order.order_id}/dispatch`, {
      courier: "Royal Mail",
      trackingNumber: "ab 123 456 789 gb",
      coldChainPackaging: "Insulated box with 4 cool packs (72 hours)",
      coldChainConfirmed: true,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      orderId: order.order_id,
      courier: "Royal Mail",
      trackingNumber: "AB123456789GB",
      trackingUrl: "https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB",
    });
    expect(await orderRow(order.order_id)).toMatchObject({
      order_status_id: ORDER_STATE_ID.dispatched,
      courier: "Royal Mail",
      tracking_number: "AB123456789GB",
    });
    const mail = await mailTo(t.db, patient.email!);
    expect(mail.map((m) => m.subject)).toEqual([`Your order #${order.order_id} has been dispatched`]);
    expect(mail[0]!.text).toContain("Courier: Royal Mail");
    expect(mail[0]!.text).toContain(
      "Track your parcel: https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB",
    );
    expect(mail[0]!.text).toContain("Put your pen in the fridge when it arrives.");
    expect(mail[0]!.text).toContain("View my account: http://localhost:3000/account");
    // A second click finds the order dispatched: no second e-mail.
    expect(
      (
        await staff.post(`/api/admin/orders/${order.order_id}/dispatch`, {
          courier: "Royal Mail",
          trackingNumber: "AB123456789GB",
          coldChainPackaging: "Insulated box with 4 cool packs (72 hours)",
          coldChainConfirmed: true,
        })
      ).status,
    ).toBe(409);
    expect(await mailTo(t.db, patient.email!)).toHaveLength(1);
  });

  it("records the cold-chain packaging on every dispatch, and refuses one without it", async () => {
    t.deps.clock.shiftDays(3); // Monday: no extra confirmation, the packaging is still recorded.
    try {
      const { order } = await orderInState(t.db, "dispensed");
      const url = `/api/admin/orders/${order.order_id}/dispatch`;
      for (const packaging of [undefined, "", "A freezer bag"]) {
        const res = await staff.post(url, {
          courier: "DPD",
          trackingNumber: "15501234567890",
          coldChainPackaging: packaging,
        });
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ fields: { coldChainPackaging: "Choose the cold-chain packaging" } });
      }
      expect(await stateOf(t.db, order.order_id)).toBe("dispensed");
      const sent = await staff.post(url, {
        courier: "DPD",
        trackingNumber: "15501234567890",
        coldChainPackaging: "Insulated pouch with 2 cool packs (48 hours)",
      });
      expect(sent.status).toBe(200);
      const detail = await orderPage(staff, order.order_id);
      expect(detail.timeline.at(-1)?.data).toEqual({
        courier: "DPD",
        trackingNumber: "15501234567890",
        coldChainPackaging: "Insulated pouch with 2 cool packs (48 hours)",
      });
    } finally {
      t.deps.clock.reset();
    }
  });

  it("refuses a tracking number the courier never issues", async () => {
    const { order } = await orderInState(t.db, "dispensed");
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ courier: "Royal Mail", trackingNumber: "AB1234GB" }, "Enter a Royal Mail tracking number like AA123456789GB"],
      [{ courier: "DPD", trackingNumber: "12-34" }, "Tracking number must be 6 to 40 letters and digits"],
      [{ courier: "Pigeon", trackingNumber: "ABC123456" }, "Choose the courier"],
    ];
    for (const [body, message] of cases) {
      const res = await staff.post(`/api/admin/orders/${order.order_id}/dispatch`, {
        ...body,
        coldChainPackaging: "Insulated box with 4 cool packs (72 hours)",
        coldChainConfirmed: true,
      });
      expect(res.status).toBe(400);
      expect((await errorBody(res)).error).toBe(message);
    }
    expect(await stateOf(t.db, order.order_id)).toBe("dispensed");
  });

  it("is for delivery orders only", async () => {
    const { order } = await orderInState(t.db, "dispensed", { method: "pickup" });
    const res = await staff.post(`/api/admin/orders/${order.order_id}/dispatch`, {
      courier: "DPD",
      trackingNumber: "15501234567890",
      coldChainPackaging: "Insulated box with 4 cool packs (72 hours)",
      coldChainConfirmed: true,
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: `Order #${order.order_id} is for collection, not delivery`,
      code: "conflict",
    });
  });
});
