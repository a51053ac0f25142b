import { calculateBmi } from "@/shared/domain/clinical/bmi";
import { answerToStored } from "@/shared/domain/clinical/exclusions";
import type { SafetyInfo } from "@/shared/schemas/patient/patient-form";
import type { Ctx } from "../../../deps";
import { patientHistory } from "../../../db/schema";
import { ensureOpenHistory, isOpenHistory, requirePatientForSave } from "../patient.queries";
import { QUESTIONS, type QuestionColumn, toQuestionnaire } from "../questionnaire.mapper";

/**
 * PUT /api/patient/safety: height, weight, the BMI computed here (docs/spec.md §4), every answer,
 * diabetes, and the "Your GP" card (a practice is not kept for "I have no GP"). The height and
 * weight are now given on the safety step, which completion asks for (decision 082).
 */
export async function saveSafety({ db, now, actor }: Ctx, input: SafetyInfo) {
  return db.transaction(async (tx) => {
    const patient = await requirePatientForSave(tx, actor.userId);
    const history = await ensureOpenHistory(tx, patient.patient_id);
    const answers = Object.fromEntries(
      QUESTIONS.map((q) => [q.column, answerToStored(input.answers[q.field])]),
    ) as Record<QuestionColumn, string>;
    const isDiabetic = input.diabetes.isDiabetic === "yes";
    const details = input.diabetes.details.trim();
    const [updated] = await tx
      .update(patientHistory)
      .set({
        height: input.height,
        weight: input.weight,
        bmi: calculateBmi(input.height, input.weight) ?? 0,
        ...answers,
        is_diabetic: isDiabetic,
        diabetes_type: isDiabetic ? input.diabetes.type || null : null,
        // docs/spec.md §4: trimmed, null when empty.
        diabetes_details: isDiabetic && details ? details : null,
        gp_consent: input.gp.consent,
        gp_practice_name: input.gp.consent === "no_gp" ? null : input.gp.practiceName,
        gp_practice_address: input.gp.consent === "no_gp" ? null : input.gp.practiceAddress,
        safety_measured_at: now,
        updated_at: now,
      })
      .where(isOpenHistory(history.patient_history_id))
      .returning();
    return toQuestionnaire(patient, updated, now);
  });
}
