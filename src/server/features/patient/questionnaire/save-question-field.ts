import { answerFromStored, answerToStored } from "@/shared/domain/clinical/exclusions";
import type { QuestionFieldUpdate } from "@/shared/schemas/patient/patient-form";
import type { Ctx } from "../../../deps";
import { patientHistory } from "../../../db/schema";
import { ensureOpenHistory, isOpenHistory, requirePatientForSave } from "../patient.queries";
import { COLUMN_OF, eligibilityOf } from "../questionnaire.mapper";

/** PATCH /api/patient/questionnaire (docs/spec.md §7 auto-save): one answer of the open questionnaire ('no' clears the detail, docs/spec.md §4). */
export async function saveQuestionField({ db, now, actor }: Ctx, input: QuestionFieldUpdate) {
  return db.transaction(async (tx) => {
    const patient = await requirePatientForSave(tx, actor.userId);
    const history = await ensureOpenHistory(tx, patient.patient_id);
    const stored = answerToStored({ answer: input.answer, details: input.details });
    const [updated] = await tx
      .update(patientHistory)
      .set({ [COLUMN_OF[input.field]]: stored, updated_at: now })
      .where(isOpenHistory(history.patient_history_id))
      .returning();
    return {
      field: input.field,
      answer: answerFromStored(stored),
      eligibility: eligibilityOf(patient, updated, now),
    };
  });
}
