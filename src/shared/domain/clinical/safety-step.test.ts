import { describe, expect, it } from "vitest";
import { gpAnswered, type SafetyStepRecord, safetyStepGaps } from "./safety-step";

const complete: SafetyStepRecord = {
  answers: Array.from({ length: 11 }, (_, i) => (i % 2 ? ("yes" as const) : ("no" as const))),
  isDiabetic: false,
  gp: { consent: "yes", practiceName: "Jericho Health Centre", practiceAddress: "Walton Street, Oxford" },
  height: 170,
  weight: 100,
  measuredOnSafetyStep: true,
};

describe("safetyStepGaps (decision 082)", () => {
  it("finds nothing missing once every part is answered, yes or no", () => {
    expect(safetyStepGaps(complete)).toEqual([]);
    expect(safetyStepGaps({ ...complete, isDiabetic: true })).toEqual([]);
  });

  it("reads a question never answered as missing, not as no", () => {
    const answers = [...complete.answers];
    answers[4] = null;
    expect(safetyStepGaps({ ...complete, answers })).toEqual(["questions"]);
  });

  it("needs the diabetes question answered", () => {
    expect(safetyStepGaps({ ...complete, isDiabetic: null })).toEqual(["diabetes"]);
  });

  it("needs height and weight given on the safety step, not only carried from the calculator", () => {
    expect(safetyStepGaps({ ...complete, measuredOnSafetyStep: false })).toEqual(["measurements"]);
    expect(safetyStepGaps({ ...complete, weight: 0 })).toEqual(["measurements"]);
    expect(safetyStepGaps({ ...complete, height: 0 })).toEqual(["measurements"]);
  });

  it("lacks everything when there is no questionnaire", () => {
    expect(safetyStepGaps(null)).toEqual(["questions", "diabetes", "gp", "measurements"]);
  });
});

describe("gpAnswered", () => {
  it("takes 'I have no GP' alone, or a practice with its address under either consent", () => {
    expect(gpAnswered({ consent: "no_gp", practiceName: null, practiceAddress: null })).toBe(true);
    expect(gpAnswered({ consent: "no", practiceName: "A Surgery", practiceAddress: "1 Road" })).toBe(true);
    expect(gpAnswered({ consent: "yes", practiceName: "A Surgery", practiceAddress: "1 Road" })).toBe(true);
  });
  it("refuses no answer, an unknown consent, or a practice without a name or address", () => {
    expect(gpAnswered({ consent: null, practiceName: "A Surgery", practiceAddress: "1 Road" })).toBe(false);
    expect(gpAnswered({ consent: "maybe", practiceName: "A Surgery", practiceAddress: "1 Road" })).toBe(false);
    expect(gpAnswered({ consent: "yes", practiceName: " ", practiceAddress: "1 Road" })).toBe(false);
    expect(gpAnswered({ consent: "yes", practiceName: "A Surgery", practiceAddress: null })).toBe(false);
  });
});
