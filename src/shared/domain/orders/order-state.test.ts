import { describe, expect, it } from "vitest";
import { STARTER_DOSE_PRODUCT_ID } from "../constants";
import { DOSE_NOT_AVAILABLE_MESSAGE } from "../treatment/dose-eligibility";
import { LEGACY_DRAFT_ID, ORDER_STATE_ID } from "./order-lifecycle";
import { type CompletionCheck, completionRefusal, isCompletedOrder, isOpenOrder, ORDER_MESSAGES } from "./order-state";
import { SAFETY_INCOMPLETE_MESSAGE, type SafetyStepRecord } from "../clinical/safety-step";

const answered: SafetyStepRecord = {
  answers: Array.from({ length: 11 }, () => "no" as const),
  isDiabetic: false,
  gp: { consent: "no_gp", practiceName: null, practiceAddress: null },
  height: 170,
  weight: 100,
  measuredOnSafetyStep: true,
};

const ready: CompletionCheck = {
  statusId: ORDER_STATE_ID.draft,
  productId: STARTER_DOSE_PRODUCT_ID,
  deliveryMethod: "delivery",
  shipAddress1: "1 High Street",
  starterDoseOnly: true,
  safety: answered,
  eligibility: { status: "eligible", messages: [] },
};

describe("order statuses", () => {
  it("reads 1 and 2 as open, 3 and 99 as completed", () => {
    expect([1, 2, 3, 99].map(isOpenOrder)).toEqual([true, true, false, false]);
    expect([1, 2, 3, 99].map(isCompletedOrder)).toEqual([false, false, true, true]);
  });
  it("keeps an order completed as it moves on to payment, supply, or an end", () => {
    expect([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16].every(isCompletedOrder)).toBe(true);
  });
});

describe("completionRefusal", () => {
  it("lets a ready open order complete", () => {
    expect(completionRefusal(ready)).toBeNull();
    expect(completionRefusal({ ...ready, statusId: LEGACY_DRAFT_ID })).toBeNull();
  });
  it("completes an order once", () => {
    expect(completionRefusal({ ...ready, statusId: ORDER_STATE_ID.awaiting_review })?.reason).toBe("already_completed");
  });
  it("names what is missing, in the order the steps come", () => {
    expect(completionRefusal({ ...ready, productId: null })).toEqual({
      reason: "no_dose",
      message: ORDER_MESSAGES.noOrder,
    });
    expect(completionRefusal({ ...ready, deliveryMethod: null })).toEqual({
      reason: "no_shipping",
      message: ORDER_MESSAGES.noShipping,
    });
    const backToSafety = { reason: "safety_incomplete", message: SAFETY_INCOMPLETE_MESSAGE, step: "safety" };
    expect(completionRefusal({ ...ready, safety: { ...answered, height: 0 } })).toEqual(backToSafety);
    expect(completionRefusal({ ...ready, safety: null })).toEqual(backToSafety);
    expect(completionRefusal({ ...ready, safety: { ...answered, isDiabetic: null } })).toEqual(backToSafety);
  });
  it("refuses a dose the patient may not request, whatever the order carries", () => {
    expect(completionRefusal({ ...ready, productId: 3 })).toEqual({
      reason: "dose_not_allowed",
      message: DOSE_NOT_AVAILABLE_MESSAGE,
    });
    expect(completionRefusal({ ...ready, productId: 3, starterDoseOnly: false })).toBeNull();
  });
  it("refuses a questionnaire that is not eligible, with its reasons", () => {
    const eligibility = { status: "not_eligible" as const, messages: ["One.", "Two."] };
    expect(completionRefusal({ ...ready, eligibility })).toEqual({ reason: "not_eligible", message: "One. Two." });
  });
});
