import { describe, expect, it } from "vitest";
import { CORRECTION_MESSAGES, correctionEffect, correctionMove, correctionRefusal } from "./decision-corrections";

describe("correcting a decision (decision 085)", () => {
  it("moves the order as the new outcome implies, and leaves a rejection corrected to a rejection where it is", () => {
    expect(correctionMove("approved", "approved")).toBe("amend_approval");
    expect(correctionMove("approved", "rejected")).toBe("reverse_approval");
    expect(correctionMove("rejected", "approved")).toBe("reverse_rejection");
    expect(correctionMove("rejected", "rejected")).toBeNull();
  });

  it("is offered until the supply is dispensed, and then says to record an incident", () => {
    const order = (state: Parameters<typeof correctionRefusal>[1]["state"]) => ({
      id: 8,
      state,
      deliveryMethod: "delivery" as const,
    });
    expect(correctionRefusal("approved", order("awaiting_payment"))).toBeNull();
    expect(correctionRefusal("approved", order("prescribed"))).toBeNull();
    expect(correctionRefusal("rejected", order("rejected"))).toBeNull();
    expect(correctionRefusal("approved", order("dispatched"))).toBe(
      "This supply has been dispensed: record an incident instead.",
    );
    expect(correctionRefusal("approved", order("cancelled"))).toBe("Order #8 is cancelled");
  });

  it("says what the correction does to the order, paid or not", () => {
    expect(correctionEffect("approved", "approved", false)).toBe(
      "A new prescription is issued, and the order waits for payment at the new dose's price.",
    );
    expect(correctionEffect("approved", "approved", true)).toContain("The order stays paid");
    expect(correctionEffect("approved", "rejected", true)).toBe(
      "The order is rejected and a refund of the payment is due.",
    );
    expect(correctionEffect("approved", "rejected", false)).toBe("The order is rejected; nothing is supplied.");
    expect(correctionEffect("rejected", "approved", false)).toBe(
      "A prescription is issued, and the order waits for payment.",
    );
    expect(correctionEffect("rejected", "rejected", false)).toContain("stays rejected");
  });

  it("names the decisions and the amounts in its refusals", () => {
    expect(CORRECTION_MESSAGES.alreadyCorrected(7, 9)).toBe(
      "Decision #7 has already been corrected by decision #9: correct that one instead.",
    );
    expect(CORRECTION_MESSAGES.paidAtAnotherPrice(12, "£199.00", "£239.00")).toBe(
      "Order #12 was paid £199.00 and this dose costs £239.00: correct the decision to a rejection (the payment is refunded) and the patient orders again.",
    );
  });
});
