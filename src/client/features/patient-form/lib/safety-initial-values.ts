/** The safety step's first values: the open questionnaire's saved answers. */
import { EXCLUSIONS, MEDICAL_QUESTIONS } from "@/shared/domain/clinical/exclusions";
import type { SafetyInfo } from "@/shared/schemas/patient/patient-form";
import type { PatientFormState } from "../api/patient-form-api";

/**
 * A question the patient has not answered starts with no choice made (decision 082): the form
 * holds null there until they choose, and the step's schema asks for an answer. The form's type
 * is the schema's, which only a chosen answer satisfies, hence the cast.
 */
type Unanswered<T> = {
  [K in keyof T]: T[K] extends { answer: infer A } ? Omit<T[K], "answer"> & { answer: A | null } : T[K];
};
type SafetyFormStart = Omit<SafetyInfo, "answers" | "diabetes"> & {
  answers: Unanswered<SafetyInfo["answers"]>;
  diabetes: Omit<SafetyInfo["diabetes"], "isDiabetic"> & { isDiabetic: SafetyInfo["diabetes"]["isDiabetic"] | "" };
};

export function safetyInitialValues(q: PatientFormState["questionnaire"]): SafetyInfo {
  const start: SafetyFormStart = {
    // 0 means 'not entered yet' (docs/spec.md §5): the box starts empty.
    height: q && q.height > 0 ? q.height : (undefined as unknown as number),
    weight: q && q.weight > 0 ? q.weight : (undefined as unknown as number),
    answers:
      q?.answers ??
      (Object.fromEntries(
        [...MEDICAL_QUESTIONS, ...EXCLUSIONS].map((x) => [x.field, { answer: null, details: "" }]),
      ) as SafetyFormStart["answers"]),
    diabetes: q?.diabetes ?? { isDiabetic: "", type: "", details: "" },
    // No consent answer until the patient gives one: the step cannot be completed without it.
    gp: q?.gp
      ? { ...q.gp, consent: q.gp.consent as SafetyInfo["gp"]["consent"] }
      : { practiceName: "", practiceAddress: "", consent: "" as SafetyInfo["gp"]["consent"] },
  };
  return start as SafetyInfo;
}
