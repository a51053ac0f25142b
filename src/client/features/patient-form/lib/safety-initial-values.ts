/** The safety step's first values: the open questionnaire's saved answers. */
import { EXCLUSIONS, MEDICAL_QUESTIONS } from "@/shared/domain/exclusions";
import type { SafetyInfo } from "@/shared/schemas/patient-form";
import type { PatientFormState } from "../api/patient-form-api";

export function safetyInitialValues(q: PatientFormState["questionnaire"]): SafetyInfo {
  return {
    // 0 means 'not entered yet' (docs/spec.md §5): the box starts empty.
    height: q && q.height > 0 ? q.height : (undefined as unknown as number),
    weight: q && q.weight > 0 ? q.weight : (undefined as unknown as number),
    answers:
      q?.answers ??
      (Object.fromEntries(
        [...MEDICAL_QUESTIONS, ...EXCLUSIONS].map((x) => [x.field, { answer: "no", details: "" }]),
      ) as SafetyInfo["answers"]),
    diabetes: q?.diabetes ?? { isDiabetic: "no", type: "", details: "" },
    // No consent answer until the patient gives one: the step cannot be completed without it.
    gp: q?.gp
      ? { ...q.gp, consent: q.gp.consent as SafetyInfo["gp"]["consent"] }
      : { practiceName: "", practiceAddress: "", consent: "" as SafetyInfo["gp"]["consent"] },
  };
}
