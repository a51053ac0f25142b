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
import { SIDE_EFFECT_LEVELS } from "./side-effects";

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
    expect(ladder({ gapDays: 26 })).toEqual({ kind: "restart", options: [], notice: RESTART_NOTICE, upUnavailableReason: null, requiresReassessment: false });
    expect(ladder({ gapDays: 55 }).requiresReassessment).toBe(false);
    expect(ladder({ gapDays: 56 }).requiresReassessment).toBe(true);
  });

  it("never moves below 2.5 mg or above 15 mg", () => {
    expect(labels({ currentMg: 2.5 })).toEqual(["Stay on 2.5 mg", "Move up to 5 mg"]);
    expect(labels({ currentMg: 15 })).toEqual(["Stay on 15 mg", "Move down to 12.5 mg"]);
    expect(ladder({ currentMg: 15 }).upUnavailableReason).toBe(UP_REASONS.highest);
  });

  it("goes up only after at least 3 injections from the last pen", () => {
    expect(ladder({ injectionsTaken: 2 })).toMatchObject({ upUnavailableReason: UP_REASONS.injections, notice: UP_REASONS.injections });
    expect(labels({ injectionsTaken: 3 })).toContain("Move up to 7.5 mg");
  });

  it("goes up only with no side effect worse than mild", () => {
    const up = Object.fromEntries(SIDE_EFFECT_LEVELS.map((level) => [level, labels({ worstSideEffect: level }).includes("Move up to 7.5 mg")]));
    expect(up).toEqual({ none: true, mild: true, moderate: false, severe: false });
  });

  it("does not go up during pregnancy, breastfeeding or when planning one", () => {
    expect(ladder({ pregnantBreastfeedingOrPlanning: true }).upUnavailableReason).toBe(UP_REASONS.pregnancy);
  });
});

describe("checkRequestedDose", () => {
  it("accepts an offered dose and refuses two steps up with its own message", () => {
    const l = ladder({ currentMg: 10 });
    expect(checkRequestedDose(l, { strengthsMg: STRENGTHS, currentMg: 10 }, 12.5)).toMatchObject({ ok: true, option: { move: "up" } });
    expect(checkRequestedDose(l, { strengthsMg: STRENGTHS, currentMg: 10 }, 15)).toEqual({ ok: false, message: ONE_STEP_AT_A_TIME });
  });

  it("gives the reason when a step up is not offered", () => {
    const l = ladder({ gapDays: 14 });
    expect(checkRequestedDose(l, { strengthsMg: STRENGTHS, currentMg: 5 }, 7.5)).toEqual({ ok: false, message: MISSED_DOSE_NOTICE });
  });

  it("takes no dose at a restart", () => {
    const l = ladder({ gapDays: 40 });
    expect(checkRequestedDose(l, { strengthsMg: STRENGTHS, currentMg: 5 }, null).ok).toBe(true);
    expect(checkRequestedDose(l, { strengthsMg: STRENGTHS, currentMg: 5 }, 5)).toEqual({ ok: false, message: RESTART_NOTICE });
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
