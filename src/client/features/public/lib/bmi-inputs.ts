import { isPlausibleHeightCm, isPlausibleWeightKg } from "@/shared/domain/clinical/bmi";
import { HEIGHT_CM_RANGE, WEIGHT_KG_RANGE } from "@/shared/domain/constants";

export type Sex = "male" | "female";

export interface BmiInputErrors {
  height?: string;
  weight?: string;
  sex?: string;
}

export type BmiInputCheck =
  | { ok: true; height: number; weight: number; sex: Sex; errors: BmiInputErrors }
  | { ok: false; errors: BmiInputErrors; toast: { title: string; description: string } };

export const MISSING_TOAST = {
  title: "Missing Information",
  description: "Please fill in all fields to calculate your BMI",
} as const;
export const INVALID_TOAST = {
  title: "Invalid Values",
  description: "Please enter valid height and weight values",
} as const;

export const HEIGHT_RANGE_MESSAGE = `Height must be between ${HEIGHT_CM_RANGE.min} and ${HEIGHT_CM_RANGE.max} cm`;
export const WEIGHT_RANGE_MESSAGE = `Weight must be between ${WEIGHT_KG_RANGE.min} and ${WEIGHT_KG_RANGE.max} kg`;

/**
 * docs/spec.md §5 BMI calculator: every field is needed ('Missing Information'), height and weight
 * must be positive numbers ('Invalid Values'), and values no person could have are refused.
 */
export function checkBmiInputs(input: { height: string; weight: string; sex: Sex | "" }): BmiInputCheck {
  const height = input.height.trim();
  const weight = input.weight.trim();
  if (!height || !weight || !input.sex) {
    const errors: BmiInputErrors = {};
    if (!height) errors.height = "Enter your height in centimetres";
    if (!weight) errors.weight = "Enter your weight in kilograms";
    if (!input.sex) errors.sex = "Choose your gender";
    return { ok: false, errors, toast: MISSING_TOAST };
  }
  const h = Number(height);
  const w = Number(weight);
  const errors: BmiInputErrors = {};
  if (!Number.isFinite(h) || h <= 0) errors.height = "Enter a valid height in centimetres";
  if (!Number.isFinite(w) || w <= 0) errors.weight = "Enter a valid weight in kilograms";
  if (errors.height || errors.weight) return { ok: false, errors, toast: INVALID_TOAST };

  if (!isPlausibleHeightCm(h)) errors.height = HEIGHT_RANGE_MESSAGE;
  if (!isPlausibleWeightKg(w)) errors.weight = WEIGHT_RANGE_MESSAGE;
  if (errors.height || errors.weight) {
    return {
      ok: false,
      errors,
      toast: { title: INVALID_TOAST.title, description: [errors.height, errors.weight].filter(Boolean).join(". ") },
    };
  }
  return { ok: true, height: h, weight: w, sex: input.sex, errors: {} };
}
