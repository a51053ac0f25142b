import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatStonesPounds, kgFromStonesPounds, stonesPoundsFromKg } from "./weight-units";

describe("kilograms and stones", () => {
  it("converts the figures a patient reads off UK scales", () => {
    expect(kgFromStonesPounds(15, 10)).toBe(99.8);
    expect(kgFromStonesPounds(0, 1)).toBe(0.5);
    expect(kgFromStonesPounds(1, 0)).toBe(6.4);
    expect(stonesPoundsFromKg(100)).toEqual({ stones: 15, pounds: 10.5 });
    expect(formatStonesPounds(63.5)).toBe("10 st 0 lb");
    expect(formatStonesPounds(20)).toBe("3 st 2.1 lb");
  });

  it("never shows 14 lb: a pound count that rounds up to a stone carries over", () => {
    // 13.99 lb rounds to 14.0: the answer is the next stone, not "0 st 14 lb".
    expect(stonesPoundsFromKg(13.99 * 0.45359237)).toEqual({ stones: 1, pounds: 0 });
  });

  it("round-trips within the rounding of one decimal", () => {
    fc.assert(
      fc.property(fc.double({ min: 20, max: 400, noNaN: true }), (kg) => {
        const { stones, pounds } = stonesPoundsFromKg(kg);
        expect(pounds).toBeGreaterThanOrEqual(0);
        expect(pounds).toBeLessThan(14);
        expect(Number.isInteger(stones)).toBe(true);
        // Pounds to 0.1 lb (0.05 kg) and the result to 0.1 kg: never more than 0.1 kg away.
        expect(Math.abs(kgFromStonesPounds(stones, pounds) - kg)).toBeLessThanOrEqual(0.1 + 1e-9);
      }),
    );
  });

  it("grows with the weight", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 60 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 13 }),
        (st, a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(kgFromStonesPounds(st, lo)).toBeLessThanOrEqual(kgFromStonesPounds(st, hi));
          expect(kgFromStonesPounds(st, 13)).toBeLessThan(kgFromStonesPounds(st + 1, 0));
        },
      ),
    );
  });
});
