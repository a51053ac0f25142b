import { describe, expect, it } from "vitest";
import { formatMoney, formatPence, lineVatPence, orderTotals, penceToDecimal, toPence } from "./money";

describe("toPence / penceToDecimal", () => {
  it("converts stored decimals to integer pence and back", () => {
    expect(toPence("199.00")).toBe(19900);
    expect(toPence("0.1")).toBe(10);
    expect(toPence(12.5)).toBe(1250);
    expect(penceToDecimal(19950)).toBe("199.50");
    expect(penceToDecimal(5)).toBe("0.05");
  });
  it("rejects anything that is not an amount", () => {
    expect(() => toPence("12.345")).toThrow();
    expect(() => toPence("abc")).toThrow();
  });
});

describe("formatting", () => {
  it("shows pounds with two decimals", () => {
    expect(formatPence(19900)).toBe("£199.00");
    expect(formatMoney("1234.5")).toBe("£1,234.50");
    expect(formatMoney("199")).toBe("£199.00");
    expect(formatMoney("0.5")).toBe("£0.50");
    expect(formatPence(0)).toBe("£0.00");
  });
});

describe("orderTotals", () => {
  it("applies docs/spec.md §9: VAT per line, total excl. VAT, total due = total + VAT", () => {
    expect(lineVatPence({ unitPricePence: 19900, quantity: 1, vatRate: 20 })).toBe(3980);
    expect(orderTotals([{ unitPricePence: 19900, quantity: 1, vatRate: 20 }])).toEqual({
      totalPence: 19900,
      vatPence: 3980,
      totalDuePence: 23880,
    });
  });
  it("is zero-rated for prescription medicines (decision 009)", () => {
    expect(orderTotals([{ unitPricePence: 19900, quantity: 1, vatRate: 0 }])).toEqual({
      totalPence: 19900,
      vatPence: 0,
      totalDuePence: 19900,
    });
  });
  it("is zero with no lines", () => {
    expect(orderTotals([])).toEqual({ totalPence: 0, vatPence: 0, totalDuePence: 0 });
  });
});
