import { describe, expect, it } from "vitest";
import { ageOn } from "./age";
import {
  AGE_MESSAGE,
  checkEligibility,
  DIABETES_DETAILS_MESSAGE,
  notSuitableMessage,
  REVIEW_MESSAGE,
} from "./eligibility";

const today = new Date(2026, 10, 22); // 22 November 2026

describe("ageOn", () => {
  it("counts whole years, the birthday included", () => {
    expect(ageOn("2008-11-22", today)).toBe(18);
    expect(ageOn("2008-11-23", today)).toBe(17);
    expect(ageOn("2026-02-31", today)).toBeNull();
  });
});

describe("checkEligibility", () => {
  it("is eligible by default", () => {
    expect(checkEligibility({}, today)).toEqual({ status: "eligible", messages: [] });
  });
  it("refuses ages outside 18-75 inclusive", () => {
    expect(checkEligibility({ dob: "2008-11-23" }, today).messages).toEqual([AGE_MESSAGE]);
    expect(checkEligibility({ dob: "1950-11-22" }, today).status).toBe("not_eligible"); // 76
  });
  it("accepts 18 and 75", () => {
    expect(checkEligibility({ dob: "2008-11-22" }, today).status).toBe("eligible");
    expect(checkEligibility({ dob: "1951-11-23" }, today).status).toBe("eligible");
  });
  it("blocks a yes without details, with the condition's message", () => {
    const r = checkEligibility({ exclusions: { historyOfPancreatitis: { answer: "yes", details: " " } } }, today);
    expect(r).toEqual({ status: "not_eligible", messages: [notSuitableMessage("historyOfPancreatitis")] });
    expect(r.messages[0]).toBe(
      "This treatment is not suitable for individuals with a history of pancreatitis. Please provide details for review.",
    );
  });
  it("sends yes answers with details for review", () => {
    const r = checkEligibility(
      { exclusions: { historyOfPancreatitis: { answer: "yes", details: "2019, resolved" } } },
      today,
    );
    expect(r).toEqual({ status: "review", messages: [REVIEW_MESSAGE] });
  });
  it("asks a diabetic with a type for details", () => {
    expect(checkEligibility({ diabetes: { isDiabetic: true, type: "type2", details: "" } }, today).messages).toEqual([
      DIABETES_DETAILS_MESSAGE,
    ]);
    expect(
      checkEligibility({ diabetes: { isDiabetic: true, type: "type2", details: "Metformin" } }, today).status,
    ).toBe("review");
  });
});
