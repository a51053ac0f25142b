import { BMI_CATEGORY_LIMITS, BMI_ELIGIBLE_MIN, HEIGHT_CM_RANGE, WEIGHT_KG_RANGE } from "../constants";

export type BmiCategory = "Underweight" | "Normal weight" | "Overweight" | "Obesity";
export type PatientTypeName = "new" | "existing";

/** docs/spec.md §4/§9: weight / (height in metres)², rounded to one decimal. Null unless both are positive. */
export function calculateBmi(heightCm: number, weightKg: number): number | null {
  if (!Number.isFinite(heightCm) || !Number.isFinite(weightKg) || heightCm <= 0 || weightKg <= 0) return null;
  const metres = heightCm / 100;
  return Math.round((weightKg / (metres * metres)) * 10) / 10;
}

/** docs/spec.md §5: categories at 18.5, 25 and 30. */
export function bmiCategory(bmi: number): BmiCategory {
  if (bmi < BMI_CATEGORY_LIMITS.underweight) return "Underweight";
  if (bmi < BMI_CATEGORY_LIMITS.normal) return "Normal weight";
  if (bmi < BMI_CATEGORY_LIMITS.overweight) return "Overweight";
  return "Obesity";
}

/** docs/spec.md §5: eligible at BMI >= 30; existing users (transfers) always. */
export function isBmiEligible(bmi: number, patientType: PatientTypeName): boolean {
  return patientType === "existing" || bmi >= BMI_ELIGIBLE_MIN;
}

export const isPlausibleHeightCm = (cm: number) => cm >= HEIGHT_CM_RANGE.min && cm <= HEIGHT_CM_RANGE.max;
export const isPlausibleWeightKg = (kg: number) => kg >= WEIGHT_KG_RANGE.min && kg <= WEIGHT_KG_RANGE.max;
