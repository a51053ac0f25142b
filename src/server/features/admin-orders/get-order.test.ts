import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { dispenseThroughSteps } from "../../../../tests/support/dispensing-fixtures";
import { orderInState } from "../../../../tests/support/order-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { orderPage } from "../../../../tests/support/order-page";
import type { OrderTab } from "@/shared/domain/orders/order-queues";

const SATURDAY = new Date("2026-11-28T10:00:00Z");
let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(SATURDAY) });
  staff = await t.employee();
});
afterAll(() => t?.close());

describe("GET /api/admin/orders/:id", () => {
  it("shows the order with its actions, timeline, payment and register entry; the read is audited", async () => {
    const { order, patient } = await orderInState(t.db, "prescribed");
    await dispenseThroughSteps(t, staff, order.order_id, { batchNumber: "BN-9", expiryDate: "2027-04-30" });
    const body = await orderPage(staff, order.order_id);
    expect(body).toMatchObject({
      order: {
        orderId: order.order_id,
        state: "dispensed",
        stateLabel: "Dispensed",
        deliveryMethod: "delivery",
        deliveryAddress: ["1 High Street", "Oxford", "OX1 1AA"],
        collectionFrom: null,
      },
      patient: { patientId: patient.patient_id, name: "Ada Lovelace" },
      prescription: {
        medicine: "Mounjaro",
        strength: "2.5 mg",
        prescriberName: "Priya Shah",
        prescriberRegulator: "GPhC",
        prescriberNumber: "2000000",
      },
      registerEntries: [
        {
          batchNumber: "BN-9",
          expiryDate: "2027-04-30",
          enteredBy: "Test staff",
          entryDate: "2026-11-28",
          notes: [],
        },
      ],
      actions: ["dispatch", "record_return"],
      dispensing: { minExpiryDate: "2026-12-26", coldChainRequired: true },
      timeline: [
        expect.objectContaining({
          state: "dispensed",
          label: "Dispensed",
          actorKind: "staff",
          actorName: "Test staff",
          data: { batchNumber: "BN-9", expiryDate: "2027-04-30" },
        }),
      ],
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "order.view"), eq(auditLog.target_id, String(order.order_id))));
    expect(audit).toHaveLength(1);
  });

  it("shows a collection's pharmacy instead of an address", async () => {
    const { order } = await orderInState(t.db, "ready_to_collect", { method: "pickup" });
    const body = await orderPage(staff, order.order_id);
    expect(body.order).toMatchObject({
      deliveryMethod: "pickup",
      deliveryAddress: [],
      collectionFrom: "The Village Pharmacy, 14 Church Street, Little Harwood, Oxfordshire OX12 3AB",
    });
    expect(body.actions).toEqual(["collect", "record_return"]);
  });
});

describe("GET /api/admin/orders", () => {
  it("lists each tab's orders, paged, with every tab's count", async () => {
    const made = {
      toPay: await orderInState(t.db, "awaiting_payment"),
      toDispense: await orderInState(t.db, "prescribed"),
      toDispatch: await orderInState(t.db, "dispensed"),
      pickupDispensed: await orderInState(t.db, "dispensed", { method: "pickup" }),
      ready: await orderInState(t.db, "ready_to_collect", { method: "pickup" }),
      dispatched: await orderInState(t.db, "dispatched"),
      refundDue: await orderInState(t.db, "refund_due"),
    };
    const tab = async (name: OrderTab) => (await staff.api.admin.orders.$get({ query: { tab: name } })).json();
    expect((await tab("to_pay")).orders.map((o) => o.orderId)).toContain(made.toPay.order.order_id);
    expect((await tab("to_dispense")).orders.map((o) => o.orderId)).toContain(made.toDispense.order.order_id);
    const toDispatch = (await tab("to_dispatch")).orders.map((o) => o.orderId);
    expect(toDispatch).toContain(made.toDispatch.order.order_id);
    expect(toDispatch).not.toContain(made.pickupDispensed.order.order_id);
    const ready = await tab("ready_to_collect");
    expect(ready.orders.map((o) => o.orderId)).toEqual(
      expect.arrayContaining([made.pickupDispensed.order.order_id, made.ready.order.order_id]),
    );
    expect((await tab("dispatched")).orders.map((o) => o.orderId)).toContain(made.dispatched.order.order_id);
    expect(ready.counts).toMatchObject({ ready_to_collect: ready.total });
    // A paid order cancelled before dispensing waits for its refund, in its own tab only.
    const refundDue = await tab("refund_due");
    expect(refundDue.orders.map((o) => [o.orderId, o.state])).toEqual([[made.refundDue.order.order_id, "refund_due"]]);
    for (const other of ["to_pay", "to_dispense", "to_dispatch", "ready_to_collect", "dispatched"] as const)
      expect((await tab(other)).orders.map((o) => o.orderId)).not.toContain(made.refundDue.order.order_id);

    expect((await staff.get("/api/admin/orders?tab=nope")).status).toBe(400);
    expect((await staff.get("/api/admin/orders?tab=to_pay&page=0")).status).toBe(400);
    expect((await (await staff.api.admin.orders.$get({ query: { tab: "to_pay", page: "99" } })).json()).orders).toEqual(
      [],
    );
  });
});
