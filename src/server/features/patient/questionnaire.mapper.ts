/** The open questionnaire as the safety step reads it, with its eligibility (docs/spec.md §4, §5). */
import { isPatientDiabetesType } from "@/shared/domain/clinical/diabetes";
import { checkEligibility, type EligibilityResult } from "@/shared/domain/clinical/eligibility";
import {
  answerFromStored,
  EXCLUSIONS,
  MEDICAL_QUESTIONS,
  type StoredAnswer,
} from "@/shared/domain/clinical/exclusions";
import { GP_CONSENTS, type GpConsent } from "@/shared/domain/prescribing/consultation-vocabulary";
import type { SafetyStepRecord } from "@/shared/domain/clinical/safety-step";
import type { QuestionField } from "@/shared/schemas/patient/patient-form";
import type { HistoryRow, PatientRow } from "./patient.queries";

/** The eleven yes/no questions of the safety step, each with its patient_history column. */
export const QUESTIONS = [...MEDICAL_QUESTIONS, ...EXCLUSIONS];
export type QuestionColumn = (typeof QUESTIONS)[number]["column"];
export const COLUMN_OF = Object.fromEntries(QUESTIONS.map((q) => [q.field, q.column])) as Record<
  QuestionField,
  QuestionColumn
>;

/** Every answer as stored; with no questionnaire yet, every question is not answered (decision 082). */
function questionnaireAnswers(h: HistoryRow | undefined): Record<QuestionField, StoredAnswer> {
  return Object.fromEntries(QUESTIONS.map((q) => [q.field, answerFromStored(h?.[q.column])])) as Record<
    QuestionField,
    StoredAnswer
  >;
}

/** The open questionnaire as completion checks it (shared/domain/clinical/safety-step); null when there is none. */
export function safetyStepRecordOf(h: HistoryRow | undefined): SafetyStepRecord | null {
  if (!h) return null;
  return {
    answers: QUESTIONS.map((q) => answerFromStored(h[q.column]).answer),
    isDiabetic: h.is_diabetic,
    gp: { consent: h.gp_consent, practiceName: h.gp_practice_name, practiceAddress: h.gp_practice_address },
    height: h.height,
    weight: h.weight,
    measuredOnSafetyStep: h.safety_measured_at !== null,
  };
}

export function eligibilityOf(patient: PatientRow, h: HistoryRow | undefined, today: Date): EligibilityResult {
  const answers = questionnaireAnswers(h);
  return checkEligibility(
    {
      dob: patient.date_of_birth,
      exclusions: Object.fromEntries(EXCLUSIONS.map((e) => [e.field, answers[e.field]])),
      diabetes: {
        isDiabetic: h?.is_diabetic ?? null,
        type: h?.diabetes_type ?? null,
        details: h?.diabetes_details ?? null,
      },
    },
    today,
  );
}

const isGpConsent = (v: string | null | undefined): v is GpConsent =>
  (GP_CONSENTS as readonly (string | null | undefined)[]).includes(v);

export function toQuestionnaire(patient: PatientRow, h: HistoryRow | undefined, today: Date) {
  const type = h?.diabetes_type;
  const consent = h?.gp_consent;
  return {
    /** Null until the first save of a fresh questionnaire: the defaults of docs/spec.md §4 are shown. */
    questionnaireId: h?.patient_history_id ?? null,
    height: h?.height ?? 0,
    weight: h?.weight ?? 0,
    bmi: h?.bmi ?? 0,
    answers: questionnaireAnswers(h),
    diabetes: {
      /** '' until the patient answers (decision 082): the step shows no choice made. */
      isDiabetic: h?.is_diabetic == null ? ("" as const) : h.is_diabetic ? ("yes" as const) : ("no" as const),
      // A type the safety step does not offer (shared/domain/clinical/diabetes) shows as none chosen.
      type: isPatientDiabetesType(type) ? type : ("" as const),
      details: h?.diabetes_details ?? "",
    },
    /** The safety step's "Your GP" card; consent '' until answered. */
    gp: {
      practiceName: h?.gp_practice_name ?? "",
      practiceAddress: h?.gp_practice_address ?? "",
      consent: isGpConsent(consent) ? consent : ("" as const),
    },
    /** An existing user's transfer details, given on the basic step. */
    transfer: {
      provider: h?.transfer_provider ?? "",
      doseMg: h?.transfer_dose_mg ?? null,
      lastInjection: h?.transfer_last_injection ?? "",
      evidence: h?.transfer_evidence ?? "",
    },
    eligibility: eligibilityOf(patient, h, today),
  };
}
