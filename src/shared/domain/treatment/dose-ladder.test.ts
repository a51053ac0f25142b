import { describe, expect, it } from "vitest";
import {
  checkRequestedDose,
  doseLadder,
  highestApprovableMg,
  type LadderInput,
  mgFromName,
  MISSED_DOSE_NOTICE,
  ONE_STEP_AT_A_TIME,
  RESTART_NOTICE,
  UP_REASONS,
} from "./dose-ladder";
import { SIDE_EFFECT_LEVELS } from "../clinical/side-effects";

const STRENGTHS = [2.5, 5, 7.5, 10, 12.5, 15];
const POLICY = { restartGapDays: 26, reassessmentGapDays: 56 };
const base: LadderInput = {
  strengthsMg: STRENGTHS,
  currentMg: 5,
  gapDays: 7,
  injectionsTaken: 4,
  worstSideEffect: "none",
  pregnantBreastfeedingOrPlanning: false,
};
const ladder = (over: Partial<LadderInput> = {}) => doseLadder({ ...base, ...over }, POLICY);
const labels = (over: Partial<LadderInput> = {}) => ladder(over).options.map((o) => o.label);

describe("doseLadder", () => {
  it("offers stay, down and up when on time (gap 11 days)", () => {
    expect(labels({ gapDays: 11 })).toEqual(["Stay on 5 mg", "Move down to 2.5 mg", "Move up to 7.5 mg"]);
    expect(ladder({ gapDays: 11 }).notice).toBeNull();
  });

  it("offers stay or down only after a missed dose (gap 12 to 25 days)", () => {
    for (const gapDays of [12, 25]) {
      expect(labels({ gapDays })).toEqual(["Stay on 5 mg", "Move down to 2.5 mg"]);
      expect(ladder({ gapDays })).toMatchObject({ kind: "reorder", notice: MISSED_DOSE_NOTICE });
    }
  });

  it("is a restart from a 26-day gap, the pharmacist choosing the dose", () => {
    expect(ladder({ gapDays: 26 })).toEqual({
      kind: "restart",
      options: [],
      notice: RESTART_NOTICE,
      upUnavailableReason: null,
      requiresReassessment: false,
    });
    expect(ladder({ gapDays: 55 }).requiresReassessment).toBe(false);
    expect(ladder({ gapDays: 56 }).requiresReassessment).toBe(true);
  });

  it("never moves below 2.5 mg or above 15 mg", () => {
    expect(labels({ currentMg: 2.5 })).toEqual(["Stay on 2.5 mg", "Move up to 5 mg"]);
    expect(labels({ currentMg: 15 })).toEqual(["Stay on 15 mg", "Move down to 12.5 mg"]);
    expect(ladder({ currentMg: 15 }).upUnavailableReason).toBe(UP_REASONS.highest);
  });

  it("goes up only after at least 3 injections from the last pen", () => {
    expect(ladder({ injectionsTaken: 2 })).toMatchObject({
      upUnavailableReason: UP_REASONS.injections,
      notice: UP_REASONS.injections,
    });
    expect(labels({ injectionsTaken: 3 })).toContain("Move up to 7.5 mg");
  });

  it("goes up only with no side effect worse than mild", () => {
    const up = Object.fromEntries(
      SIDE_EFFECT_LEVELS.map((level) => [level, labels({ worstSideEffect: level }).includes("Move up to 7.5 mg")]),
    );
    expect(up).toEqual({ none: true, mild: true, moderate: false, severe: false });
  });

  it("does not go up during pregnancy, breastfeeding or when planning one", () => {
    expect(ladder({ pregnantBreastfeedingOrPlanning: true }).upUnavailableReason).toBe(UP_REASONS.pregnancy);
  });
});

describe("doseLadder at its boundaries (issue 13)", () => {
  it("moves from on time to a missed dose between days 11 and 12", () => {
    expect(ladder({ gapDays: 11 }).options.map((o) => o.move)).toEqual(["stay", "down", "up"]);
    expect(ladder({ gapDays: 12 }).options.map((o) => o.move)).toEqual(["stay", "down"]);
    expect(ladder({ gapDays: 12 }).upUnavailableReason).toBe(MISSED_DOSE_NOTICE);
  });

  it("moves from a missed dose to a restart between days 25 and 26", () => {
    expect(ladder({ gapDays: 25 }).kind).toBe("reorder");
    expect(ladder({ gapDays: 26 }).kind).toBe("restart");
    expect(ladder({ gapDays: 26 }).options).toEqual([]);
  });

  it("needs a reassessment from day 56, not at 55", () => {
    expect(ladder({ gapDays: 55 })).toMatchObject({ kind: "restart", requiresReassessment: false });
    expect(ladder({ gapDays: 56 })).toMatchObject({
      kind: "restart",
      requiresReassessment: true,
      notice: RESTART_NOTICE,
    });
  });

  it("follows the Clinical settings for the restart and reassessment gaps", () => {
    expect(doseLadder({ ...base, gapDays: 20 }, { restartGapDays: 20, reassessmentGapDays: 30 }).kind).toBe("restart");
    expect(
      doseLadder({ ...base, gapDays: 30 }, { restartGapDays: 20, reassessmentGapDays: 30 }).requiresReassessment,
    ).toBe(true);
  });

  it("offers no move down at 2.5 mg and no move up at 15 mg, even after a missed dose", () => {
    expect(labels({ currentMg: 2.5, gapDays: 14 })).toEqual(["Stay on 2.5 mg"]);
    expect(labels({ currentMg: 15, gapDays: 14 })).toEqual(["Stay on 15 mg", "Move down to 12.5 mg"]);
    expect(ladder({ currentMg: 15 }).notice).toBeNull();
  });

  it("counts 3 injections as enough and 2 as too few, whatever else holds", () => {
    expect(ladder({ injectionsTaken: 3 }).upUnavailableReason).toBeNull();
    expect(labels({ injectionsTaken: 2 })).toEqual(["Stay on 5 mg", "Move down to 2.5 mg"]);
    expect(labels({ injectionsTaken: 0 })).not.toContain("Move up to 7.5 mg");
  });

  it("gives the side-effect reason for each level that blocks a step up", () => {
    expect(ladder({ worstSideEffect: "mild" }).upUnavailableReason).toBeNull();
    expect(ladder({ worstSideEffect: "moderate" }).upUnavailableReason).toBe(UP_REASONS.sideEffects);
    expect(ladder({ worstSideEffect: "severe" }).upUnavailableReason).toBe(UP_REASONS.sideEffects);
    // Stay and down stay open: the pharmacist reviews the side effects at the check-in.
    expect(labels({ worstSideEffect: "severe" })).toEqual(["Stay on 5 mg", "Move down to 2.5 mg"]);
  });

  it("keeps stay and down during pregnancy, breastfeeding or planning, without up", () => {
    expect(labels({ pregnantBreastfeedingOrPlanning: true })).toEqual(["Stay on 5 mg", "Move down to 2.5 mg"]);
    expect(ladder({ pregnantBreastfeedingOrPlanning: true }).notice).toBe(UP_REASONS.pregnancy);
  });
});

describe("checkRequestedDose", () => {
  it("refuses two steps up at any gap, and a dose the ladder does not hold", () => {
    const input = { strengthsMg: STRENGTHS, currentMg: 5 };
    expect(checkRequestedDose(ladder({ gapDays: 14 }), input, 10)).toEqual({ ok: false, message: ONE_STEP_AT_A_TIME });
    expect(checkRequestedDose(ladder(), input, 7.5)).toMatchObject({ ok: true, option: { move: "up", mg: 7.5 } });
    expect(checkRequestedDose(ladder({ injectionsTaken: 2 }), input, 7.5)).toEqual({
      ok: false,
      message: UP_REASONS.injections,
    });
    expect(checkRequestedDose(ladder({ worstSideEffect: "moderate" }), input, 7.5)).toEqual({
      ok: false,
      message: UP_REASONS.sideEffects,
    });
    expect(checkRequestedDose(ladder(), input, 3)).toEqual({
      ok: false,
      message: "This dose is not available for your next pen.",
    });
    expect(checkRequestedDose(ladder(), input, null)).toEqual({ ok: false, message: "Please select a dose" });
  });

  it("refuses a step up from 15 mg as one the ladder does not hold", () => {
    const l = ladder({ currentMg: 15 });
    expect(checkRequestedDose(l, { strengthsMg: STRENGTHS, currentMg: 15 }, 15)).toMatchObject({
      ok: true,
      option: { move: "stay" },
    });
    expect(checkRequestedDose(l, { strengthsMg: STRENGTHS, currentMg: 15 }, 17.5).ok).toBe(false);
  });

  it("accepts an offered dose and refuses two steps up with its own message", () => {
    const l = ladder({ currentMg: 10 });
    expect(checkRequestedDose(l, { strengthsMg: STRENGTHS, currentMg: 10 }, 12.5)).toMatchObject({
      ok: true,
      option: { move: "up" },
    });
    expect(checkRequestedDose(l, { strengthsMg: STRENGTHS, currentMg: 10 }, 15)).toEqual({
      ok: false,
      message: ONE_STEP_AT_A_TIME,
    });
  });

  it("gives the reason when a step up is not offered", () => {
    const l = ladder({ gapDays: 14 });
    expect(checkRequestedDose(l, { strengthsMg: STRENGTHS, currentMg: 5 }, 7.5)).toEqual({
      ok: false,
      message: MISSED_DOSE_NOTICE,
    });
  });

  it("takes no dose at a restart", () => {
    const l = ladder({ gapDays: 40 });
    expect(checkRequestedDose(l, { strengthsMg: STRENGTHS, currentMg: 5 }, null).ok).toBe(true);
    expect(checkRequestedDose(l, { strengthsMg: STRENGTHS, currentMg: 5 }, 5)).toEqual({
      ok: false,
      message: RESTART_NOTICE,
    });
  });
});

describe("helpers", () => {
  it("reads the strength from a product name and bounds an approval one step up", () => {
    expect(mgFromName("Mounjaro 7.5mg pre-filled pen")).toBe(7.5);
    expect(mgFromName("Gift card")).toBeNull();
    expect(highestApprovableMg(STRENGTHS, 10)).toBe(12.5);
    expect(highestApprovableMg(STRENGTHS, 15)).toBe(15);
  });
});
