/**
 * The one list of diabetes types (docs/spec.md §3 patient_history.diabetes_type). The patient's
 * safety step offers type 1 and type 2 (docs/spec.md §5 safety questions); the back office's
 * edit form offers all four, so a pharmacist can record gestational or other diabetes. Stored
 * values are these keys or null; a key the patient form does not offer shows there as no type
 * chosen.
 */
export const DIABETES_TYPES = ["type1", "type2", "gestational", "other"] as const;
export type DiabetesType = (typeof DIABETES_TYPES)[number];

/** The types a patient chooses from on the safety step. */
export const PATIENT_DIABETES_TYPES = ["type1", "type2"] as const satisfies readonly DiabetesType[];
export type PatientDiabetesType = (typeof PATIENT_DIABETES_TYPES)[number];

export const DIABETES_TYPE_LABEL: Record<DiabetesType, string> = {
  type1: "Type 1",
  type2: "Type 2",
  gestational: "Gestational",
  other: "Other",
};

export const isDiabetesType = (value: string | null | undefined): value is DiabetesType =>
  (DIABETES_TYPES as readonly unknown[]).includes(value);
export const isPatientDiabetesType = (value: string | null | undefined): value is PatientDiabetesType =>
  (PATIENT_DIABETES_TYPES as readonly unknown[]).includes(value);
