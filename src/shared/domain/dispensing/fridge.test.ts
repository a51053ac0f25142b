import { describe, expect, it } from "vitest";
import { isOutOfRange, missingReadingDays } from "./fridge";

describe("isOutOfRange", () => {
  it("is in range from 2 °C to 8 °C inclusive, out when any of the three temperatures is outside", () => {
    expect(isOutOfRange({ currentC: 5, minC: 2, maxC: 8 })).toBe(false);
    expect(isOutOfRange({ currentC: 5, minC: 1.9, maxC: 6 })).toBe(true);
    expect(isOutOfRange({ currentC: 5, minC: 3, maxC: 8.1 })).toBe(true);
    expect(isOutOfRange({ currentC: 9, minC: 9, maxC: 9 })).toBe(true);
  });
});

describe("missingReadingDays", () => {
  const days = new Set(["2026-11-20", "2026-11-22", "2026-11-25"]);

  it("lists the days before today without a reading, oldest first, within the look-back", () => {
    expect(missingReadingDays(days, "2026-11-01", "2026-11-26", 7)).toEqual([
      "2026-11-19",
      "2026-11-21",
      "2026-11-23",
      "2026-11-24",
    ]);
  });

  it("counts nothing before the first reading, and nothing at all before there is one", () => {
    expect(missingReadingDays(days, "2026-11-20", "2026-11-26", 7)).toEqual(["2026-11-21", "2026-11-23", "2026-11-24"]);
    expect(missingReadingDays(new Set(), null, "2026-11-26")).toEqual([]);
  });

  it("never counts today, which is still under way", () => {
    expect(missingReadingDays(new Set(["2026-11-25"]), "2026-11-25", "2026-11-26", 7)).toEqual([]);
  });
});
