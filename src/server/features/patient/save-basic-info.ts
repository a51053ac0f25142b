import { sql } from "drizzle-orm";
import { calculateBmi } from "@/shared/domain/bmi";
import { PATIENT_TYPE, SEX } from "@/shared/domain/constants";
import { normalizePostcode } from "@/shared/schemas/patient-fields";
import type { BasicInfo } from "@/shared/schemas/patient-form";
import type { Db } from "../../db/client";
import { patientHistory, patients } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { toPatientBasics } from "./patient.mapper";
import { ensureOpenHistory, isOpenHistory } from "./patient.queries";

export const RECORD_CLOSED_MESSAGE = "Your patient record is closed. Please contact the pharmacy.";

/** PUT /api/patient/basic: the patient and the open questionnaire, in one transaction (docs/spec.md §4 form submit). */
export async function saveBasicInfo(db: Db, userId: string, input: BasicInfo) {
  return db.transaction(async (tx) => {
    const now = new Date();
    const fields = {
      salutation: input.salutation || null,
      firstname: input.firstName,
      lastname: input.lastName,
      email: input.email,
      mobile: input.phone,
      date_of_birth: input.dob,
      sex: input.sex === "male" ? SEX.male : SEX.female,
      address1: input.address1,
      address2: input.address2 || null,
      address3: input.city,
      postcode: normalizePostcode(input.postcode),
      for_self: input.forSelf === "yes",
      patient_type_id: PATIENT_TYPE[input.userType],
      updated_at: now,
    };
    // Create-or-update by user in one statement, so parallel first saves make one patient.
    // An archived record (decision 018) is never brought back or replaced.
    const [saved] = await tx
      .insert(patients)
      .values({ user_id: userId, ...fields })
      .onConflictDoUpdate({
        target: patients.user_id,
        targetWhere: sql`${patients.user_id} IS NOT NULL`,
        set: { ...fields, version: sql`${patients.version} + 1` },
        setWhere: sql`${patients.archived_at} IS NULL`,
      })
      .returning();
    if (!saved) throw new AppError("conflict", RECORD_CLOSED_MESSAGE);

    const history = await ensureOpenHistory(tx, saved.patient_id);
    // Height and weight carried from the BMI calculator fill a questionnaire that has none yet.
    const height = input.height ?? 0;
    const weight = input.weight ?? 0;
    if (height > 0 && weight > 0 && history.height === 0 && history.weight === 0) {
      await tx
        .update(patientHistory)
        .set({ height, weight, bmi: calculateBmi(height, weight) ?? 0, updated_at: now })
        .where(isOpenHistory(history.patient_history_id));
    }
    return toPatientBasics(saved);
  });
}
