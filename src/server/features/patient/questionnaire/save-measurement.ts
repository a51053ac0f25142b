import { calculateBmi } from "@/shared/domain/clinical/bmi";
import type { MeasurementUpdate } from "@/shared/schemas/patient/patient-form";
import type { Ctx } from "../../../deps";
import { patientHistory } from "../../../db/schema";
import { ensureOpenHistory, isOpenHistory, requirePatientForSave } from "../patient.queries";

/**
 * PATCH /api/patient/measurements (docs/spec.md §7 auto-save): one of height or weight, then the
 * BMI from both as they now stand. The first update locks the row, so a parallel save of the
 * other measurement waits and computes the BMI from both new values. A measurement saved here
 * is given on the safety step (decision 082), unlike one carried from the BMI calculator.
 */
export async function saveMeasurement({ db, now, actor }: Ctx, input: MeasurementUpdate) {
  return db.transaction(async (tx) => {
    const patient = await requirePatientForSave(tx, actor.userId);
    const history = await ensureOpenHistory(tx, patient.patient_id);
    const open = isOpenHistory(history.patient_history_id);
    const [measured] = await tx
      .update(patientHistory)
      .set({ [input.field]: input.value, safety_measured_at: now, updated_at: now })
      .where(open)
      .returning({ height: patientHistory.height, weight: patientHistory.weight });
    const bmi = calculateBmi(measured!.height, measured!.weight) ?? 0;
    await tx.update(patientHistory).set({ bmi }).where(open);
    return { field: input.field, height: measured!.height, weight: measured!.weight, bmi };
  });
}
