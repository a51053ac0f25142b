import { and, eq, isNull } from "drizzle-orm";
import { PATIENT_TYPE } from "@/shared/domain/constants";
import type { PatientTypeInput } from "@/shared/schemas/patient/me";
import type { Ctx } from "../../deps";
import { patients } from "../../db/schema";

/**
 * PUT /api/me/patient-type (docs/spec.md §4): the new/existing choice is written to the signed-in
 * user's patient record, if there is one yet (the basic step creates it otherwise).
 */
export async function setPatientType({ db, now, actor }: Ctx, { userType }: PatientTypeInput) {
  const updated = await db
    .update(patients)
    .set({ patient_type_id: PATIENT_TYPE[userType], updated_at: now })
    .where(and(eq(patients.user_id, actor.userId), isNull(patients.archived_at)))
    .returning({ patient_id: patients.patient_id });
  return { updated: updated.length > 0 };
}
