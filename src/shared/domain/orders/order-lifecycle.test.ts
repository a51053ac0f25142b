import { describe, expect, it } from "vitest";
import {
  availableActions,
  checkTransition,
  DISPENSED_CANNOT_CANCEL,
  DISPENSED_RECORD_INCIDENT,
  isOpenOrder,
  stateIds,
  waitingFor,
  ORDER_STATE_ID,
  ORDER_STATES,
  orderStateOf,
  type OrderState,
} from "./order-lifecycle";

const order = (state: OrderState, deliveryMethod: "delivery" | "pickup" = "delivery") => ({
  id: 42,
  state,
  deliveryMethod,
});

describe("order states", () => {
  it("round-trip through their status ids, with the old product's open status 2 read as a draft", () => {
    for (const s of ORDER_STATES) expect(orderStateOf(ORDER_STATE_ID[s])).toBe(s);
    expect(orderStateOf(2)).toBe("draft");
    expect(() => orderStateOf(57)).toThrow();
  });

  it("hold the next order back while one is on its way, but not once it is dispatched", () => {
    expect(isOpenOrder("awaiting_payment")).toBe(true);
    expect(isOpenOrder("ready_to_collect")).toBe(true);
    expect(isOpenOrder("dispatched")).toBe(false);
    expect(isOpenOrder("cancelled")).toBe(false);
    // Decision 125: an order returned to be supplied again is on its way once more.
    expect(isOpenOrder("redispatch")).toBe(true);
  });
});

describe("a return (decision 125)", () => {
  const returnable = ["dispensed", "dispatched", "delivered", "ready_to_collect", "collected"] as const;

  it("is recorded from every dispensed state, never before dispensing nor twice", () => {
    for (const state of ORDER_STATES)
      for (const action of ["record_return", "redispatch"] as const) {
        const check = checkTransition({ ...order(state), paid: true }, action, "staff");
        expect(check.ok, `${action} from ${state}`).toBe((returnable as readonly string[]).includes(state));
      }
    expect(checkTransition(order("dispatched"), "record_return", "patient")).toMatchObject({ status: 403 });
  });

  it("owes a paid order's money back ('Refund due'), or ends 'Returned' when nothing was paid", () => {
    expect(checkTransition({ ...order("dispatched"), paid: true }, "record_return", "staff")).toEqual({
      ok: true,
      to: "refund_due",
    });
    expect(checkTransition({ ...order("collected", "pickup"), paid: false }, "record_return", "staff")).toEqual({
      ok: true,
      to: "returned",
    });
    expect(checkTransition({ ...order("refund_due"), paid: true }, "record_refund", "staff")).toEqual({
      ok: true,
      to: "refunded",
    });
  });

  it("sends a re-dispatch back to be dispensed: a new round, then dispatch or collection as before", () => {
    expect(checkTransition(order("delivered"), "redispatch", "staff")).toEqual({ ok: true, to: "redispatch" });
    expect(waitingFor("dispense").states).toEqual(["prescribed", "redispatch"]);
    expect(checkTransition(order("redispatch"), "dispense", "staff")).toEqual({ ok: true, to: "dispensed" });
    expect(checkTransition(order("redispatch", "pickup"), "dispense", "staff")).toEqual({ ok: true, to: "dispensed" });
    // Nothing handed over from it directly, and no correction: the supply was dispensed once.
    expect(checkTransition(order("redispatch"), "dispatch", "staff")).toMatchObject({ status: 409 });
    expect(checkTransition(order("redispatch"), "amend_approval", "prescriber")).toEqual({
      ok: false,
      status: 409,
      message: DISPENSED_RECORD_INCIDENT,
    });
    // Not wanted any more before it is dispensed again: cancelled, the money owed back.
    expect(checkTransition({ ...order("redispatch"), paid: true }, "cancel", "patient")).toEqual({
      ok: true,
      to: "refund_due",
    });
  });
});

describe("checkTransition", () => {
  it("follows the delivery path: review, approval, payment, dispensing, dispatch, delivery", () => {
    const path: Array<
      [OrderState, Parameters<typeof checkTransition>[1], Parameters<typeof checkTransition>[2], OrderState]
    > = [
      ["draft", "complete", "patient", "awaiting_review"],
      ["awaiting_review", "approve", "prescriber", "awaiting_payment"],
      ["awaiting_payment", "mark_paid", "staff", "prescribed"],
      ["prescribed", "dispense", "staff", "dispensed"],
      ["dispensed", "dispatch", "staff", "dispatched"],
      ["dispatched", "mark_delivered", "patient", "delivered"],
    ];
    for (const [from, action, actor, to] of path)
      expect(checkTransition(order(from), action, actor)).toEqual({ ok: true, to });
  });

  it("follows the collection path and keeps each kind of order on its own path", () => {
    expect(checkTransition(order("dispensed", "pickup"), "ready_to_collect", "staff")).toEqual({
      ok: true,
      to: "ready_to_collect",
    });
    expect(checkTransition(order("ready_to_collect", "pickup"), "collect", "staff")).toEqual({
      ok: true,
      to: "collected",
    });
    expect(checkTransition(order("dispensed", "pickup"), "dispatch", "staff")).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(checkTransition(order("dispensed", "delivery"), "ready_to_collect", "staff")).toMatchObject({
      ok: false,
      status: 409,
    });
  });

  it("answers a move the state does not allow with 'Order #<id> is <state>'", () => {
    expect(checkTransition(order("dispatched"), "dispense", "staff")).toEqual({
      ok: false,
      status: 409,
      message: "Order #42 is dispatched",
    });
    expect(checkTransition(order("awaiting_payment"), "dispense", "staff")).toEqual({
      ok: false,
      status: 409,
      message: "Order #42 is approved, awaiting payment",
    });
  });

  it("leaves prescribing decisions to prescribers", () => {
    expect(checkTransition(order("awaiting_review"), "approve", "staff")).toMatchObject({ ok: false, status: 403 });
    expect(checkTransition(order("awaiting_review"), "reject", "patient")).toMatchObject({ ok: false, status: 403 });
    expect(checkTransition(order("info_requested"), "reject", "prescriber")).toEqual({ ok: true, to: "rejected" });
  });

  it("lets the patient and staff cancel until dispensing, and nobody after", () => {
    for (const s of ["awaiting_review", "info_requested", "awaiting_payment", "prescribed"] as const) {
      expect(checkTransition(order(s), "cancel", "patient")).toEqual({ ok: true, to: "cancelled" });
      expect(checkTransition(order(s), "cancel", "staff")).toEqual({ ok: true, to: "cancelled" });
    }
    for (const s of ["dispensed", "dispatched", "delivered", "ready_to_collect", "collected"] as const) {
      for (const actor of ["patient", "staff"] as const) {
        expect(checkTransition(order(s), "cancel", actor)).toEqual({
          ok: false,
          status: 409,
          message: DISPENSED_CANNOT_CANCEL,
        });
      }
    }
  });

  it("sends a paid order that is cancelled, withdrawn or refused to 'Refund due', and from there to 'Refunded'", () => {
    const paid = { ...order("prescribed"), paid: true };
    expect(checkTransition(paid, "cancel", "patient")).toEqual({ ok: true, to: "refund_due" });
    expect(checkTransition({ ...order("info_requested"), paid: true }, "withdraw", "system")).toEqual({
      ok: true,
      to: "refund_due",
    });
    expect(checkTransition({ ...order("awaiting_review"), paid: true }, "reject", "prescriber")).toEqual({
      ok: true,
      to: "refund_due",
    });
    expect(checkTransition(order("refund_due"), "record_refund", "staff")).toEqual({ ok: true, to: "refunded" });
    expect(checkTransition(order("refund_due"), "record_refund", "patient")).toMatchObject({ ok: false, status: 403 });
    expect(checkTransition(order("refunded"), "record_refund", "staff")).toEqual({
      ok: false,
      status: 409,
      message: "Order #42 is refunded",
    });
    expect(availableActions(order("refund_due"), "patient")).toEqual([]);
  });

  it("names the states each queue waits in, with the delivery method the move needs", () => {
    expect(waitingFor("dispatch")).toEqual({ states: ["dispensed"], only: "delivery" });
    expect(waitingFor("record_refund")).toEqual({ states: ["refund_due"], only: null });
    expect(stateIds(["draft", "refund_due"])).toEqual([1, 2, 15]);
  });

  it("lets a prescriber's correction move an approved or rejected order until it is dispensed (decision 085)", () => {
    expect(checkTransition(order("awaiting_payment"), "amend_approval", "prescriber")).toEqual({
      ok: true,
      to: "awaiting_payment",
    });
    expect(checkTransition({ ...order("prescribed"), paid: true }, "amend_approval", "prescriber")).toEqual({
      ok: true,
      to: "prescribed",
    });
    expect(checkTransition(order("awaiting_payment"), "reverse_approval", "prescriber")).toEqual({
      ok: true,
      to: "rejected",
    });
    expect(checkTransition({ ...order("prescribed"), paid: true }, "reverse_approval", "prescriber")).toEqual({
      ok: true,
      to: "refund_due",
    });
    expect(checkTransition(order("rejected"), "reverse_rejection", "prescriber")).toEqual({
      ok: true,
      to: "awaiting_payment",
    });
    // Only a prescriber corrects a decision.
    expect(checkTransition(order("awaiting_payment"), "amend_approval", "staff")).toMatchObject({ status: 403 });
    // A refund owed is not undone by reversing the rejection; a cancelled order is not revived.
    expect(checkTransition(order("refund_due"), "reverse_rejection", "prescriber")).toEqual({
      ok: false,
      status: 409,
      message: "Order #42 is refund due",
    });
    expect(checkTransition(order("cancelled"), "amend_approval", "prescriber")).toMatchObject({ status: 409 });
  });

  it("refuses a correction once the supply is dispensed, returned or not: a mistake is then an incident", () => {
    for (const state of ["dispensed", "dispatched", "delivered", "ready_to_collect", "collected", "returned"] as const)
      for (const action of ["amend_approval", "reverse_approval"] as const)
        expect(checkTransition(order(state), action, "prescriber")).toEqual({
          ok: false,
          status: 409,
          message: DISPENSED_RECORD_INCIDENT,
        });
    expect(DISPENSED_RECORD_INCIDENT).toBe("This supply has been dispensed: record an incident instead.");
  });

  it("offers each actor only the moves it may make now", () => {
    expect(availableActions(order("prescribed"), "staff")).toEqual(["dispense", "cancel"]);
    expect(availableActions(order("dispatched"), "patient")).toEqual(["mark_delivered"]);
    expect(availableActions(order("rejected"), "staff")).toEqual([]);
    expect(availableActions(order("awaiting_payment"), "prescriber")).toEqual([
      "mark_paid",
      "cancel",
      "amend_approval",
      "reverse_approval",
    ]);
  });
});
