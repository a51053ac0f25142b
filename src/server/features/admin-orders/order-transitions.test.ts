/**
 * Every staff move against every state (decision 064): the lifecycle allows it and the order
 * moves with its event, or it answers 409 with the state's message and nothing changes.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderEvents } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import {
  DISPENSED_CANNOT_CANCEL,
  ORDER_STATE_ID,
  ORDER_STATE_LABEL,
  type OrderAction,
  type OrderState,
} from "@/shared/domain/orders/order-lifecycle";
import { orderInState, signedInEmployee, signedInPatient } from "../../../../tests/support/order-fixtures";
import { stateOf } from "../../../../tests/support/order-state";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { orderPage } from "../../../../tests/support/order-page";
import { DAY_MS } from "@/shared/domain/dates";
import { returnKindFor } from "@/shared/domain/orders/returns";

// A Wednesday: no weekend cold-chain rule in the way.
const NOW = new Date("2026-11-25T10:00:00Z");
let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  staff = await t.employee();
});
afterAll(() => t?.close());

const STATES: OrderState[] = [
  "awaiting_review",
  "info_requested",
  "awaiting_payment",
  "prescribed",
  "dispensed",
  "dispatched",
  "delivered",
  "ready_to_collect",
  "collected",
  "rejected",
  "cancelled",
  "returned",
  "refund_due",
  "refunded",
  "redispatch",
];

// Dispensing is not a move of its own: the accuracy check makes it (decision 095,
// dispensing-steps.test.ts); a correcting decision's moves go through the consultation
// (admin-consultations/correct-decision.test.ts and correct-decision-outcome.test.ts).
type StaffAction = Exclude<
  OrderAction,
  | "complete"
  | "request_information"
  | "answer_information"
  | "approve"
  | "reject"
  | "withdraw"
  | "dispense"
  | "amend_approval"
  | "reverse_approval"
  | "reverse_rejection"
>;
/**
 * A return says how the pack came back, which follows from the order's state (decision 125): the
 * body for an order in `state` (a parcel returned for a state nothing came back from).
 */
const returnBody = (outcome: "refund_due" | "redispatch") => (state: OrderState) => {
  const kind = returnKindFor(state) ?? "returned_to_pharmacy";
  return {
    kind,
    outcome,
    ...(kind === "returned_to_pharmacy" ? { reason: "undelivered" } : {}),
    ...(kind === "withdrawn_before_supply" ? { note: "Pack damaged on the shelf" } : {}),
  };
};
type Body = Record<string, unknown> | ((state: OrderState) => Record<string, unknown>);
const bodyFor = (body: Body, state: OrderState) => (typeof body === "function" ? body(state) : body);

const ACTIONS: Record<StaffAction, { path: string; body: Body; to: OrderState }> = {
  mark_paid: { path: "mark-paid", body: { method: "payment_link", reference: "PAY-0001" }, to: "prescribed" },
  dispatch: {
    path: "dispatch",
    body: {
      courier: "Royal Mail",
      trackingNumber: "AB123456789GB",
      coldChainPackaging: "Insulated box with 4 cool packs (72 hours)",
    },
    to: "dispatched",
  },
  ready_to_collect: { path: "ready-to-collect", body: {}, to: "ready_to_collect" },
  collect: { path: "collect", body: { idChecked: true }, to: "collected" },
  mark_delivered: { path: "delivered", body: {}, to: "delivered" },
  cancel: { path: "cancel", body: {}, to: "cancelled" },
  // Decision 125: a paid order's money is owed back ("returned" only when nothing was paid).
  record_return: { path: "return", body: returnBody("refund_due"), to: "refund_due" },
  redispatch: { path: "return", body: returnBody("redispatch"), to: "redispatch" },
  // Decision 101: all that was paid given back by hand, so the order is refunded.
  // The form's request key (decision 109): each order here is refunded once.
  record_refund: {
    path: "refund",
    body: { method: "cash", reference: "REF-0001", requestKey: "4b0d3a52-9c1e-4f6a-8d2b-7e5c9a1f3b60" },
    to: "refunded",
  },
};

/** Where each move is allowed, written out rather than read from the rules under test. */
const ALLOWED: Record<StaffAction, Array<[OrderState, "delivery" | "pickup" | "both"]>> = {
  mark_paid: [["awaiting_payment", "both"]],
  dispatch: [["dispensed", "delivery"]],
  ready_to_collect: [["dispensed", "pickup"]],
  collect: [["ready_to_collect", "pickup"]],
  mark_delivered: [["dispatched", "both"]],
  cancel: [
    ["awaiting_review", "both"],
    ["info_requested", "both"],
    ["awaiting_payment", "both"],
    ["prescribed", "both"],
    ["redispatch", "both"],
  ],
  record_return: [
    ["dispensed", "both"],
    ["dispatched", "both"],
    ["delivered", "both"],
    ["ready_to_collect", "both"],
    ["collected", "both"],
  ],
  redispatch: [
    ["dispensed", "both"],
    ["dispatched", "both"],
    ["delivered", "both"],
    ["ready_to_collect", "both"],
    ["collected", "both"],
  ],
  record_refund: [["refund_due", "both"]],
};

function expectedRefusal(
  action: StaffAction,
  state: OrderState,
  method: "delivery" | "pickup",
  orderId: number,
): string {
  if (action === "cancel" && ["dispensed", "dispatched", "delivered", "ready_to_collect", "collected"].includes(state))
    return DISPENSED_CANNOT_CANCEL;
  const allowedStates = ALLOWED[action].map(([s]) => s);
  if (allowedStates.includes(state))
    return method === "pickup"
      ? `Order #${orderId} is for collection, not delivery`
      : `Order #${orderId} is for delivery, not collection`;
  return `Order #${orderId} is ${ORDER_STATE_LABEL[state].toLowerCase()}`;
}

const eventsOf = (orderId: number) => t.db.select().from(orderEvents).where(eq(orderEvents.order_id, orderId));

describe("staff moves through the lifecycle", () => {
  for (const [action, spec] of Object.entries(ACTIONS) as Array<[StaffAction, (typeof ACTIONS)[StaffAction]]>) {
    it(
      `${action}: allowed only where the lifecycle says; elsewhere 409 with the state's message`,
      { timeout: 120_000 },
      async () => {
        for (const method of ["delivery", "pickup"] as const) {
          for (const state of STATES) {
            const { order } = await orderInState(t.db, state, { method, at: new Date(NOW.getTime() - DAY_MS) });
            const res = await staff.post(`/api/admin/orders/${order.order_id}/${spec.path}`, bodyFor(spec.body, state));
            const allowed = ALLOWED[action].some(([s, m]) => s === state && (m === "both" || m === method));
            // The terms: a paid order that is cancelled owes its refund ("prescribed" is paid, the states before it not).
            const to = action === "cancel" && ["prescribed", "redispatch"].includes(state) ? "refund_due" : spec.to;
            const label = `${action} on a ${method} order ${state}`;
            if (allowed) {
              expect(res.status, label).toBe(200);
              expect(await stateOf(t.db, order.order_id), label).toBe(to);
              expect(await eventsOf(order.order_id), label).toEqual([
                expect.objectContaining({
                  from_status_id: ORDER_STATE_ID[state],
                  to_status_id: ORDER_STATE_ID[to],
                  actor_kind: "staff",
                  actor_name: "Priya Shah",
                }),
              ]);
            } else {
              expect(res.status, label).toBe(409);
              expect(await res.json(), label).toEqual({
                error: expectedRefusal(action, state, method, order.order_id),
                code: "conflict",
              });
              expect(await stateOf(t.db, order.order_id), label).toBe(state);
              expect(await eventsOf(order.order_id), label).toEqual([]);
            }
          }
        }
      },
    );
  }
});

describe("who may move an order", () => {
  it(
    "any employee role may; a patient is refused 403 and a visitor 401, and nothing moves",
    { timeout: 120_000 },
    async () => {
      const roles = [await signedInEmployee(t, "staff"), await signedInEmployee(t, "prescriber"), staff];
      for (const client of roles) {
        const { order } = await orderInState(t.db, "awaiting_payment");
        expect(
          (await client.post(`/api/admin/orders/${order.order_id}/mark-paid`, ACTIONS.mark_paid.body)).status,
        ).toBe(200);
      }
      const patient = await signedInPatient(t);
      const { order } = await orderInState(t.db, "awaiting_payment");
      for (const spec of Object.values(ACTIONS)) {
        const body = bodyFor(spec.body, "dispatched");
        expect((await patient.post(`/api/admin/orders/${order.order_id}/${spec.path}`, body)).status).toBe(403);
        expect((await t.client().post(`/api/admin/orders/${order.order_id}/${spec.path}`, body)).status).toBe(401);
      }
      expect((await patient.get(`/api/admin/orders/${order.order_id}`)).status).toBe(403);
      expect(await stateOf(t.db, order.order_id)).toBe("awaiting_payment");
    },
  );

  it("has no way to dispense but the three steps: the old single move is gone", async () => {
    const { order } = await orderInState(t.db, "prescribed");
    const res = await staff.post(`/api/admin/orders/${order.order_id}/dispense`, {
      batchNumber: "BN12345",
      expiryDate: "2027-06-30",
    });
    expect(res.status).toBe(404);
    expect(await stateOf(t.db, order.order_id)).toBe("prescribed");
    const detail = await orderPage(staff, order.order_id);
    expect(detail.actions).not.toContain("dispense");
    expect(detail.dispensing.waiting).toBe("clinical_check");
  });

  it("names the employee who moved it on the timeline", async () => {
    const sam = await signedInEmployee(t, "staff", "Sam Taylor");
    const { order } = await orderInState(t.db, "prescribed");
    expect(
      (await sam.post(`/api/admin/orders/${order.order_id}/cancel`, { reason: "Patient phoned to cancel" })).status,
    ).toBe(200);
    expect(await eventsOf(order.order_id)).toEqual([
      expect.objectContaining({ actor_name: "Sam Taylor", note: "Patient phoned to cancel" }),
    ]);
  });

  it("does not know a draft, an unknown order or one of an archived patient", async () => {
    const { order: draft } = await orderInState(t.db, "draft");
    const { order: archived, patient } = await orderInState(t.db, "awaiting_payment");
    await t.db.execute(`UPDATE patients SET archived_at = now() WHERE patient_id = ${patient.patient_id}`);
    for (const id of [draft.order_id, archived.order_id, 999999, "abc"]) {
      const res = await staff.post(`/api/admin/orders/${id}/mark-paid`, ACTIONS.mark_paid.body);
      expect(res.status, String(id)).toBe(404);
      expect(await res.json()).toEqual({ error: "Order not found", code: "not_found" });
    }
  });
});
