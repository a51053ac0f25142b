import { calculateBmi } from "@/shared/domain/clinical/bmi";
import { isPrescriber } from "@/shared/domain/people/roles";
import { measuredOnProblem } from "@/shared/domain/prescribing/verification";
import type { measurementSchema } from "@/shared/schemas/prescribing/evidence";
import type { z } from "@/shared/schemas/zod";
import type { StaffCtx } from "../../deps";
import { measurements } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { writeAudit } from "../../lib/people/audit";
import { toMeasurement } from "../../lib/prescribing/evidence.mapper";
import { requireVisiblePatient } from "../../lib/people/patients";
import { recordedByName } from "./evidence.queries";

export const PRESCRIBER_MEASUREMENT_MESSAGE = "Only a prescriber can record a measurement.";

/**
 * POST /api/admin/patients/:id/measurements (decision 077; prescribers only): weight and
 * height as verified, append-only, with the BMI computed here. Only a live video, in-person,
 * GP-record or third-party-record measurement is independent (decision 024).
 */
export async function recordMeasurement(
  ctx: StaffCtx,
  { patientId, ...input }: z.output<typeof measurementSchema> & { patientId: number },
) {
  if (!isPrescriber(ctx.employee.role)) throw new AppError("forbidden", PRESCRIBER_MEASUREMENT_MESSAGE);
  const future = measuredOnProblem(input.measuredOn, ctx.now);
  if (future) throw new AppError("invalid_input", future, { fields: { measuredOn: future } });
  return ctx.db.transaction(async (tx) => {
    await requireVisiblePatient(tx, patientId);
    const [row] = await tx
      .insert(measurements)
      .values({
        patient_id: patientId,
        method: input.method,
        weight_kg: input.weightKg,
        height_cm: input.heightCm,
        bmi: calculateBmi(input.heightCm, input.weightKg),
        measured_on: input.measuredOn,
        source: input.source || null,
        recorded_by_employee_id: ctx.employee.employee_id,
        recorded_by_name: recordedByName(ctx),
        created_at: ctx.now,
      })
      .returning();
    await writeAudit(tx, ctx.actor, "measurement.create", { type: "patient", id: patientId }, ["measurements"]);
    return { measurement: toMeasurement(row!) };
  });
}
