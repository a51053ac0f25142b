/**
 * Finding the patient a request is about: the signed-in patient's own record (by session, never
 * by an id in the request), or, in the back office, a patient by id that is not archived
 * (decision 018). Shared by the features of ongoing treatment (issue 13).
 */
import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { patients } from "../../db/schema";
import { AppError } from "../http/app-error";

export const PATIENT_NOT_FOUND = "Patient not found";
export const NO_PATIENT_RECORD = "We have no record of a treatment for you yet.";

/** The signed-in patient's record; 404 when the account has none (or it was archived). */
export async function requireOwnPatient(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(patients)
    .where(and(eq(patients.user_id, userId), isNull(patients.archived_at)))
    .limit(1);
  if (!row) throw new AppError("not_found", NO_PATIENT_RECORD);
  return row;
}

/** A patient of the back office by id (from idParamSchema); 404 unless it exists and is not archived. */
export async function requireStaffPatient(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(patients)
    .where(and(eq(patients.patient_id, id), isNull(patients.archived_at)))
    .limit(1);
  if (!row) throw new AppError("not_found", PATIENT_NOT_FOUND);
  return row;
}

/** The name a patient's row gives, for the back office and the timeline. */
export const patientName = (p: { firstname: string | null; lastname: string | null }) =>
  [p.firstname, p.lastname].filter(Boolean).join(" ");
