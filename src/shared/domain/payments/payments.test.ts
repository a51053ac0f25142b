import { describe, expect, it } from "vitest";
import {
  checkoutKey,
  checkoutLineName,
  dayTotals,
  markPaidAmountError,
  moneyPosition,
  paymentLinkFor,
  refundAmountError,
  refundKey,
} from "./payments";

describe("moneyPosition (decision 101)", () => {
  it("is all to pay before any payment, and nothing to refund", () => {
    expect(moneyPosition("199.00", [], [])).toEqual({
      total: 19900,
      paid: 0,
      refunded: 0,
      refundPending: 0,
      outstanding: 19900,
      refundable: 0,
      held: 0,
      fullyRefunded: false,
    });
  });

  it("leaves what remains after a part payment, and nothing once the total is covered", () => {
    expect(moneyPosition("199.00", [{ amount: "50.00" }], []).outstanding).toBe(14900);
    expect(moneyPosition("199.00", [{ amount: "50.00" }, { amount: "149.00" }], []).outstanding).toBe(0);
  });

  it("counts refunds that succeeded as given back, pending ones as on their way, failed ones not at all", () => {
    const p = moneyPosition(
      "199.00",
      [{ amount: "199.00" }],
      [
        { amount: "50.00", status: "succeeded" },
        { amount: "20.00", status: "pending" },
        { amount: "99.00", status: "failed" },
      ],
    );
    expect(p).toMatchObject({ refunded: 5000, refundPending: 2000, refundable: 12900, held: 14900 });
    expect(p.fullyRefunded).toBe(false);
    expect(moneyPosition("199.00", [{ amount: "199.00" }], [{ amount: "199.00", status: "succeeded" }])).toMatchObject({
      fullyRefunded: true,
      held: 0,
      refundable: 0,
      outstanding: 19900,
    });
  });
});

describe("the amounts staff may record", () => {
  it("Mark paid: more than nothing, and never more than is left to pay", () => {
    expect(markPaidAmountError(0, 19900)).toBe("Enter the amount received");
    expect(markPaidAmountError(19901, 19900)).toBe("The amount can't be more than the £199.00 left to pay");
    expect(markPaidAmountError(19900, 19900)).toBeNull();
    expect(markPaidAmountError(1, 19900)).toBeNull();
  });

  it("a refund: more than nothing, and never more than was paid and not yet refunded", () => {
    expect(refundAmountError(0, 100)).toBe("Enter the amount to refund");
    expect(refundAmountError(101, 100)).toBe("The refund can't be more than the £1.00 paid and not yet refunded");
    expect(refundAmountError(100, 100)).toBeNull();
  });
});

describe("what the card provider is sent (decision 100)", () => {
  it("keys a checkout by order, amount and attempt, and a refund by what was already asked", () => {
    expect(checkoutKey(12, 19900, 0)).toBe("order-12-checkout-19900-0");
    expect(checkoutKey(12, 19900, 1)).not.toBe(checkoutKey(12, 19900, 0));
    expect(checkoutKey(12, 14900, 0)).not.toBe(checkoutKey(12, 19900, 0));
    expect(refundKey(12, 3, 0, 5000)).toBe("order-12-refund-3-0-5000");
    expect(refundKey(12, 3, 5000, 5000)).not.toBe(refundKey(12, 3, 0, 5000));
  });

  it("names the order, never the medicine, on the checkout's line", () => {
    expect(checkoutLineName(42)).toBe("Pharmacy order #42");
  });

  it("adds the order number to the manual path's link, and refuses a link that is not a web address", () => {
    expect(paymentLinkFor("https://pay.example/order", 7)).toBe("https://pay.example/order?order=7");
    expect(paymentLinkFor("javascript:alert(1)", 7)).toBeNull();
    expect(paymentLinkFor("not a url", 7)).toBeNull();
  });
});

describe("dayTotals (decision 102)", () => {
  it("adds the day's payments and settled refunds, in all and per provider", () => {
    const totals = dayTotals([
      { kind: "payment", provider: "stripe", amount: "199.00", status: "received" },
      { kind: "payment", provider: "manual", amount: "50.00", status: "received" },
      { kind: "refund", provider: "stripe", amount: "20.00", status: "succeeded" },
      { kind: "refund", provider: "stripe", amount: "10.00", status: "pending" },
      { kind: "refund", provider: "manual", amount: "5.00", status: "failed" },
    ]);
    expect(totals.all).toEqual({ received: 24900, refunded: 2000, refundPending: 1000, net: 22900 });
    expect(totals.byProvider.stripe).toEqual({ received: 19900, refunded: 2000, refundPending: 1000, net: 17900 });
    expect(totals.byProvider.manual).toEqual({ received: 5000, refunded: 0, refundPending: 0, net: 5000 });
  });
});
