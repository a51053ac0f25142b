/** The back office sees only patients that are not archived (decision 018). */
import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { patients } from "../../db/schema";
import { AppError } from "../http/app-error";

export const PATIENT_NOT_FOUND = "Patient not found";

export type PatientRow = typeof patients.$inferSelect;

export const visible = isNull(patients.archived_at);

export async function findVisiblePatient(db: DbOrTx, id: number, lock = false) {
  const query = db
    .select()
    .from(patients)
    .where(and(eq(patients.patient_id, id), visible))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** 404 unless the patient exists and is not archived. */
export async function requireVisiblePatient(db: DbOrTx, id: number, lock = false): Promise<PatientRow> {
  const row = await findVisiblePatient(db, id, lock);
  if (!row) throw new AppError("not_found", PATIENT_NOT_FOUND);
  return row;
}
