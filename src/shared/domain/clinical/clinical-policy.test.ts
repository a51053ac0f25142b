import { describe, expect, it } from "vitest";
import { breakLength, clinicalPolicy } from "./clinical-policy";
import { SETTING_DEFAULTS } from "../site/settings";

describe("clinicalPolicy", () => {
  it("reads the pharmacy's numbers from the settings", () => {
    expect(clinicalPolicy({ ...SETTING_DEFAULTS, reorder_window_days: "24" })).toMatchObject({
      reorderWindowDays: 24,
      restartGapDays: 26,
      reassessmentGapDays: 56,
    });
  });

  it("keeps the default for a value that is not a positive number, so no rule is switched off", () => {
    for (const value of ["", "abc", "0", "-3"]) {
      expect(clinicalPolicy({ ...SETTING_DEFAULTS, restart_gap_days: value }).restartGapDays).toBe(26);
    }
  });
});

describe("breakLength", () => {
  it("says whole weeks in weeks and anything else in days", () => {
    expect(breakLength(56)).toBe("8 weeks");
    expect(breakLength(7)).toBe("1 week");
    expect(breakLength(60)).toBe("60 days");
    expect(breakLength(1)).toBe("1 day");
  });
});
