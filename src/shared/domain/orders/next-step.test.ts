import { describe, expect, it } from "vitest";
import { nextStepFor, treatmentStatusOf } from "./next-step";

describe("treatmentStatusOf", () => {
  it("follows the open order first, then whether a pen was ever supplied", () => {
    expect(treatmentStatusOf(null, false, null)).toBe("not_started");
    expect(treatmentStatusOf("awaiting_review", false, "awaiting_review")).toBe("in_review");
    expect(treatmentStatusOf("info_requested", true, "info_requested")).toBe("in_review");
    expect(treatmentStatusOf("awaiting_payment", false, "awaiting_payment")).toBe("approved");
    // A re-order waiting for review after a supply is in review; with none open, on treatment.
    expect(treatmentStatusOf("awaiting_review", true, "awaiting_review")).toBe("in_review");
    expect(treatmentStatusOf(null, true, "delivered")).toBe("on_treatment");
    expect(treatmentStatusOf(null, false, "rejected")).toBe("not_approved");
    expect(treatmentStatusOf("draft", false, null)).toBe("not_started");
  });
});

describe("nextStepFor", () => {
  it("gives the patient one step per state, by delivery or collection", () => {
    expect(nextStepFor("awaiting_review", "delivery")).toBe("book_consultation");
    // A re-order is reviewed on its check-in: nothing to book.
    expect(nextStepFor("awaiting_review", "delivery", true)).toBe("wait_review");
    expect(nextStepFor("dispensed", "pickup")).toBe("wait_ready");
    expect(nextStepFor("dispensed", "delivery")).toBe("wait_dispatch");
    expect(nextStepFor("dispatched", "delivery")).toBe("confirm_receipt");
    expect(nextStepFor("delivered", "delivery")).toBe("none");
    // A paid order cancelled or refused waits for its refund, then says it was made (decision 084).
    expect(nextStepFor("refund_due", "delivery")).toBe("wait_refund");
    expect(nextStepFor("refunded", "pickup")).toBe("refunded");
    expect(nextStepFor("cancelled", "delivery")).toBe("none");
  });
});
