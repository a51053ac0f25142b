import { describe, expect, it } from "vitest";
import { bmiCategory, calculateBmi, isBmiEligible, isPlausibleHeightCm, isPlausibleWeightKg } from "./bmi";

describe("calculateBmi", () => {
  it("divides weight by the square of the height in metres, to one decimal", () => {
    expect(calculateBmi(180, 100)).toBe(30.9);
    expect(calculateBmi(170, 86.7)).toBe(30);
    expect(calculateBmi(165, 60)).toBe(22);
  });
  it("is null unless both values are positive numbers", () => {
    expect(calculateBmi(0, 80)).toBeNull();
    expect(calculateBmi(170, -1)).toBeNull();
    expect(calculateBmi(Number.NaN, 80)).toBeNull();
  });
});

describe("bmiCategory", () => {
  it.each([
    [18.4, "Underweight"],
    [18.5, "Normal weight"],
    [24.9, "Normal weight"],
    [25, "Overweight"],
    [29.9, "Overweight"],
    [30, "Obesity"],
  ])("%d is %s", (bmi, category) => {
    expect(bmiCategory(bmi)).toBe(category);
  });
});

describe("isBmiEligible", () => {
  it("needs a BMI of at least 30 for a new patient", () => {
    expect(isBmiEligible(29.9, "new")).toBe(false);
    expect(isBmiEligible(30, "new")).toBe(true);
  });
  it("always accepts an existing user", () => {
    expect(isBmiEligible(22, "existing")).toBe(true);
  });
});

describe("plausible ranges", () => {
  it("accepts human heights and weights only", () => {
    expect(isPlausibleHeightCm(49)).toBe(false);
    expect(isPlausibleHeightCm(170)).toBe(true);
    expect(isPlausibleHeightCm(273)).toBe(false);
    expect(isPlausibleWeightKg(19)).toBe(false);
    expect(isPlausibleWeightKg(400)).toBe(true);
  });
});
