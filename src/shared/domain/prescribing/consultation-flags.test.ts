import { describe, expect, it } from "vitest";
import { progressFlags, type ProgressFacts, reviewFlags, type ReviewFacts } from "./consultation-flags";

const clean: ReviewFacts = {
  anyExclusionYes: false,
  diabetic: false,
  selfReportedBmi: 33,
  selfReportedWeightKg: 100,
  identityChecked: true,
  verifiedWeightKg: 101,
  duplicates: [],
  gpConsent: "yes",
  waitingHours: 2,
};
const codes = (over: Partial<ReviewFacts>) =>
  reviewFlags({ ...clean, ...over }, { verifiedWeightDifferencePercent: 5 }).map((f) => f.code);

describe("reviewFlags", () => {
  it("raises nothing on a clean record", () => {
    expect(codes({})).toEqual([]);
  });

  it("raises each fact the prescriber must look at", () => {
    expect(codes({ anyExclusionYes: true })).toEqual(["exclusion"]);
    expect(codes({ diabetic: true })).toEqual(["diabetic"]);
    expect(codes({ selfReportedBmi: 29.9 })).toEqual(["low_bmi"]);
    expect(codes({ identityChecked: false })).toEqual(["no_identity"]);
    expect(codes({ verifiedWeightKg: null })).toEqual(["no_measurement"]);
    expect(codes({ gpConsent: "no_gp" })).toEqual(["no_gp_consent"]);
    expect(codes({ waitingHours: 24.5 })).toEqual(["overdue"]);
    expect(codes({ waitingHours: 24 })).toEqual([]);
  });

  it("flags a verified weight more than 5% from the self-reported one", () => {
    expect(codes({ verifiedWeightKg: 105 })).toEqual([]);
    expect(codes({ verifiedWeightKg: 105.1 })).toEqual(["weight_mismatch"]);
    expect(codes({ verifiedWeightKg: 94.9 })).toEqual(["weight_mismatch"]);
  });

  it("names the other patient of a duplicate", () => {
    const flags = reviewFlags(
      { ...clean, duplicates: [{ match: "address", patientId: 17 }] },
      { verifiedWeightDifferencePercent: 5 },
    );
    expect(flags).toEqual([{ code: "duplicate_address", label: "Same address as patient #17" }]);
  });
});

const policy = {
  rapidLossPercent: 8,
  rapidLossDays: 28,
  gainPercent: 5,
  lowBmi: 25,
  efficacyReviewDays: 182,
  efficacyMinLossPercent: 5,
};
const steady: ProgressFacts = {
  weights: [
    { on: "2026-10-01", kg: 100 },
    { on: "2026-10-29", kg: 97 },
  ],
  latestBmi: 31,
  severeSideEffect: false,
  newMedicines: false,
  daysAtHighestDose: 40,
  lossPercentAtHighestDose: 3,
};
const progress = (over: Partial<ProgressFacts>) => progressFlags({ ...steady, ...over }, policy).map((f) => f.code);

describe("progressFlags", () => {
  it("raises nothing on steady progress", () => {
    expect(progress({})).toEqual([]);
  });

  it("flags a loss over 8% in 4 weeks, and a gain over 5%", () => {
    expect(
      progress({
        weights: [
          { on: "2026-10-01", kg: 100 },
          { on: "2026-10-29", kg: 91.9 },
        ],
      }),
    ).toEqual(["rapid_loss"]);
    expect(
      progress({
        weights: [
          { on: "2026-09-01", kg: 100 },
          { on: "2026-10-29", kg: 91 },
        ],
      }),
    ).toEqual([]);
    expect(
      progress({
        weights: [
          { on: "2026-10-01", kg: 100 },
          { on: "2026-10-29", kg: 105.1 },
        ],
      }),
    ).toEqual(["gain"]);
  });

  it("flags a low BMI, a severe side effect, new medicines and a due efficacy review", () => {
    expect(progress({ latestBmi: 24.9 })).toEqual(["bmi_under_25"]);
    expect(progress({ severeSideEffect: true })).toEqual(["severe_side_effect"]);
    expect(progress({ newMedicines: true })).toEqual(["new_medicines"]);
    expect(progress({ daysAtHighestDose: 182, lossPercentAtHighestDose: 4.9 })).toEqual(["efficacy_review"]);
    expect(progress({ daysAtHighestDose: 182, lossPercentAtHighestDose: 5 })).toEqual([]);
  });
});

describe("progressFlags at their boundaries (issue 13)", () => {
  const kg = (on: string, value: number) => ({ on, kg: value });
  it("flags a loss of more than 8%, not of exactly 8%, within 4 weeks (28 days) and not over 29", () => {
    expect(progress({ weights: [kg("2026-10-01", 100), kg("2026-10-29", 92)] })).toEqual([]);
    expect(progress({ weights: [kg("2026-10-01", 100), kg("2026-10-29", 91.9)] })).toEqual(["rapid_loss"]);
    expect(progress({ weights: [kg("2026-09-30", 100), kg("2026-10-29", 91.9)] })).toEqual([]);
    // The window starts at the earliest weight inside it, whatever came before.
    expect(progress({ weights: [kg("2026-08-01", 130), kg("2026-10-02", 100), kg("2026-10-29", 91.9)] })).toEqual([
      "rapid_loss",
    ]);
  });

  it("flags a gain over 5% on the previous weight, not of exactly 5%", () => {
    expect(progress({ weights: [kg("2026-10-01", 100), kg("2026-10-29", 105)] })).toEqual([]);
    expect(progress({ weights: [kg("2026-10-01", 100), kg("2026-10-29", 105.1)] })).toEqual(["gain"]);
  });

  it("flags a BMI under 25, not of 25, and nothing without a BMI or weights", () => {
    expect(progress({ latestBmi: 25 })).toEqual([]);
    expect(progress({ latestBmi: null, weights: [] })).toEqual([]);
  });

  it("is due an efficacy review from 182 days at the highest dose, not at 181", () => {
    expect(progress({ daysAtHighestDose: 181, lossPercentAtHighestDose: 0 })).toEqual([]);
    expect(progress({ daysAtHighestDose: 182, lossPercentAtHighestDose: 0 })).toEqual(["efficacy_review"]);
  });

  it("labels every flag for the queue, with the settings' numbers", () => {
    const all = progressFlags(
      {
        weights: [kg("2026-10-01", 100), kg("2026-10-29", 90)],
        latestBmi: 24,
        severeSideEffect: true,
        newMedicines: true,
        daysAtHighestDose: 200,
        lossPercentAtHighestDose: 1,
      },
      { ...policy, rapidLossPercent: 9 },
    );
    expect(all.map((f) => f.label)).toEqual([
      "Lost over 9% in 4 weeks",
      "BMI under 25",
      "Severe side effect",
      "Efficacy review due",
      "New medicines",
    ]);
  });
});
