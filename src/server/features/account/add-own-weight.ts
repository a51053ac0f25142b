import { isoToday } from "@/shared/domain/dates";
import type { OwnWeightInput } from "@/shared/schemas/treatment/progress";
import type { Ctx } from "../../deps";
import { selfReportedWeights } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { writeAudit } from "../../lib/people/audit";
import { requireOwnPatient } from "../../lib/people/patient-lookup";
import { suppliesOfPatients } from "../../lib/treatment/supplies";

export const NOT_ON_TREATMENT = "You can add your weight here once your first pen has been supplied.";

/**
 * POST /api/account/weights (issue 23): the patient's weight today, between check-ins. Kept as
 * self-reported (append-only, migration 0019), dated by the server's clock; the prescriber
 * reads it with every other weight (server/lib/treatment/progress).
 */
export async function addOwnWeight({ db, now, actor }: Ctx, input: OwnWeightInput) {
  return db.transaction(async (tx) => {
    const patient = await requireOwnPatient(tx, actor.userId);
    const supplies = (await suppliesOfPatients(tx, [patient.patient_id])).get(patient.patient_id) ?? [];
    if (supplies.length === 0) throw new AppError("conflict", NOT_ON_TREATMENT);
    const [row] = await tx
      .insert(selfReportedWeights)
      .values({
        patient_id: patient.patient_id,
        weight_kg: Math.round(input.weightKg * 10) / 10,
        weighed_on: isoToday(now),
        created_at: now,
      })
      .returning();
    await writeAudit(
      tx,
      { userId: actor.userId, email: null },
      "weight.create",
      { type: "patient", id: patient.patient_id },
      ["weight_kg"],
    );
    return { on: row!.weighed_on, kg: row!.weight_kg, source: "self_reported" as const };
  });
}
