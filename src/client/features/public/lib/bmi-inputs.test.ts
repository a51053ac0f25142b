import { describe, expect, it } from "vitest";
import { checkBmiInputs, HEIGHT_RANGE_MESSAGE, INVALID_TOAST, MISSING_TOAST, WEIGHT_RANGE_MESSAGE } from "./bmi-inputs";

describe("checkBmiInputs", () => {
  it("accepts plausible values and returns them as numbers", () => {
    expect(checkBmiInputs({ height: " 170 ", weight: "95.5", sex: "female" })).toEqual({
      ok: true,
      height: 170,
      weight: 95.5,
      sex: "female",
      errors: {},
    });
  });

  it("reports missing fields with the 'Missing Information' toast and a message per field", () => {
    const check = checkBmiInputs({ height: "", weight: "80", sex: "" });
    expect(check).toMatchObject({ ok: false, toast: MISSING_TOAST });
    expect(Object.keys(check.errors).sort()).toEqual(["height", "sex"]);
  });

  it("reports zero, negative or non-numeric values with the 'Invalid Values' toast", () => {
    expect(checkBmiInputs({ height: "0", weight: "80", sex: "male" })).toMatchObject({
      ok: false,
      toast: INVALID_TOAST,
    });
    expect(checkBmiInputs({ height: "170", weight: "-4", sex: "male" })).toMatchObject({
      ok: false,
      toast: INVALID_TOAST,
    });
    expect(checkBmiInputs({ height: "1e", weight: "80", sex: "male" })).toMatchObject({
      ok: false,
      toast: INVALID_TOAST,
    });
  });

  it("refuses values outside 50-272 cm and 20-400 kg, saying which and why", () => {
    const tooShort = checkBmiInputs({ height: "49.9", weight: "80", sex: "male" });
    expect(tooShort).toMatchObject({
      ok: false,
      errors: { height: HEIGHT_RANGE_MESSAGE },
      toast: { title: "Invalid Values", description: HEIGHT_RANGE_MESSAGE },
    });
    const tooHeavy = checkBmiInputs({ height: "180", weight: "401", sex: "male" });
    expect(tooHeavy).toMatchObject({ ok: false, errors: { weight: WEIGHT_RANGE_MESSAGE } });
    expect(checkBmiInputs({ height: "272", weight: "20", sex: "male" }).ok).toBe(true);
    expect(checkBmiInputs({ height: "50", weight: "400", sex: "female" }).ok).toBe(true);
  });
});
