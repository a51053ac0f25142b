import { expect, it } from "vitest";
import {
  DIABETES_TYPE_LABEL,
  DIABETES_TYPES,
  isDiabetesType,
  isPatientDiabetesType,
  PATIENT_DIABETES_TYPES,
} from "./diabetes";

it("has one list, of which the patient form offers a part, each with a label", () => {
  expect(PATIENT_DIABETES_TYPES.every((t) => DIABETES_TYPES.includes(t))).toBe(true);
  expect(DIABETES_TYPES.map((t) => DIABETES_TYPE_LABEL[t])).toEqual(["Type 1", "Type 2", "Gestational", "Other"]);
});

it("reads stored values: a known key, else none", () => {
  expect(isDiabetesType("gestational")).toBe(true);
  expect(isPatientDiabetesType("gestational")).toBe(false);
  expect(isPatientDiabetesType("type2")).toBe(true);
  expect(isDiabetesType(null)).toBe(false);
  expect(isDiabetesType("type3")).toBe(false);
});
