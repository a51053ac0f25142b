import { sql } from "drizzle-orm";
import { isoToday } from "@/shared/domain/dates";
import { calculateBmi } from "@/shared/domain/clinical/bmi";
import { mgFromName } from "@/shared/domain/treatment/dose-ladder";
import { PATIENT_TYPE, SEX } from "@/shared/domain/constants";
import { normalizePostcode } from "@/shared/schemas/patient/patient-fields";
import { type BasicInfo, TRANSFER_MESSAGES } from "@/shared/schemas/patient/patient-form";
import type { Tx } from "../../../db/client";
import type { Ctx } from "../../../deps";
import { patientHistory, patients, products } from "../../../db/schema";
import { AppError } from "../../../lib/http/app-error";
import { toPatientBasics } from "../patient.mapper";
import { ensureOpenHistory, isOpenHistory } from "../patient.queries";

export const RECORD_CLOSED_MESSAGE = "Your patient record is closed. Please contact the pharmacy.";

/**
 * An existing user's transfer details as stored on the open questionnaire, checked against the
 * products' strengths and the server's day; a new user keeps none.
 */
async function transferColumns(tx: Tx, input: BasicInfo, today: Date) {
  const t = input.userType === "existing" ? input.transfer : undefined;
  if (!t)
    return { transfer_provider: null, transfer_dose_mg: null, transfer_last_injection: null, transfer_evidence: null };
  const strengths = (await tx.select({ name: products.name }).from(products)).map((p) => mgFromName(p.name));
  if (t.doseMg === null || !strengths.includes(t.doseMg)) {
    throw new AppError("invalid_input", "Invalid input", {
      fields: { "transfer.doseMg": TRANSFER_MESSAGES.doseNotOffered },
    });
  }
  if (t.lastInjection > isoToday(today)) {
    throw new AppError("invalid_input", "Invalid input", {
      fields: { "transfer.lastInjection": TRANSFER_MESSAGES.lastInjectionFuture },
    });
  }
  return {
    transfer_provider: t.provider.trim(),
    transfer_dose_mg: t.doseMg,
    transfer_last_injection: t.lastInjection.trim(),
    transfer_evidence: t.evidence.trim(),
  };
}

/**
 * PUT /api/patient/basic: the patient and the open questionnaire, in one transaction (docs/spec.md
 * §4 form submit), with an existing user's transfer details.
 */
export async function saveBasicInfo({ db, now, actor }: Ctx, input: BasicInfo) {
  return db.transaction(async (tx) => {
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
      .values({ user_id: actor.userId, ...fields })
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
    const measured =
      height > 0 && weight > 0 && history.height === 0 && history.weight === 0
        ? { height, weight, bmi: calculateBmi(height, weight) ?? 0 }
        : {};
    await tx
      .update(patientHistory)
      .set({ ...measured, ...(await transferColumns(tx, input, now)), updated_at: now })
      .where(isOpenHistory(history.patient_history_id));
    return toPatientBasics(saved);
  });
}
