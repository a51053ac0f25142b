import { describe, expect, it } from "vitest";
import { contraceptionAdviceOccasion, contraceptionAdviceOutstanding, strengthInMg } from "./contraception-advice";

const facts = { female: true, strengthMg: 2.5, previousStrengthMg: null as number | null };

describe("contraceptionAdviceOccasion", () => {
  it("applies to a female patient's first pen", () => {
    expect(contraceptionAdviceOccasion(facts)).toBe("first_pen");
  });

  it("applies to each step up, not to staying or moving down", () => {
    expect(contraceptionAdviceOccasion({ ...facts, strengthMg: 5, previousStrengthMg: 2.5 })).toBe("step_up");
    expect(contraceptionAdviceOccasion({ ...facts, strengthMg: 15, previousStrengthMg: 12.5 })).toBe("step_up");
    expect(contraceptionAdviceOccasion({ ...facts, strengthMg: 5, previousStrengthMg: 5 })).toBeNull();
    expect(contraceptionAdviceOccasion({ ...facts, strengthMg: 2.5, previousStrengthMg: 5 })).toBeNull();
  });

  it("does not apply to male patients, or before a dose is prescribed", () => {
    expect(contraceptionAdviceOccasion({ ...facts, female: false })).toBeNull();
    expect(contraceptionAdviceOccasion({ ...facts, female: false, strengthMg: 5, previousStrengthMg: 2.5 })).toBeNull();
    expect(contraceptionAdviceOccasion({ ...facts, strengthMg: null })).toBeNull();
  });
});

describe("contraceptionAdviceOutstanding", () => {
  const needed = { ...facts, givenByPrescriber: false, acknowledged: false };
  it("is outstanding until the patient confirms it or the prescriber recorded giving it", () => {
    expect(contraceptionAdviceOutstanding(needed)).toBe(true);
    expect(contraceptionAdviceOutstanding({ ...needed, acknowledged: true })).toBe(false);
    expect(contraceptionAdviceOutstanding({ ...needed, givenByPrescriber: true })).toBe(false);
  });

  it("is never outstanding when the advice does not apply", () => {
    expect(contraceptionAdviceOutstanding({ ...needed, female: false })).toBe(false);
    expect(contraceptionAdviceOutstanding({ ...needed, strengthMg: 5, previousStrengthMg: 5 })).toBe(false);
  });
});

describe("strengthInMg", () => {
  it("reads the mg of a prescription's strength", () => {
    expect(strengthInMg("2.5 mg")).toBe(2.5);
    expect(strengthInMg("7.5mg")).toBe(7.5);
    expect(strengthInMg("15 MG")).toBe(15);
    expect(strengthInMg("one pen")).toBeNull();
    expect(strengthInMg(null)).toBeNull();
  });
});
