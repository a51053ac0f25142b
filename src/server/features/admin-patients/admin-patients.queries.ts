/** Look-ups of the back office's patient pages: only patients that are not archived (decision 018) are seen. */
import { and, desc, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { patientHistory, patients } from "../../db/schema";
import { AppError } from "../../lib/app-error";

export const PATIENT_NOT_FOUND = "Patient not found";

export type PatientRow = typeof patients.$inferSelect;
export type HistoryRow = typeof patientHistory.$inferSelect;

export const visible = isNull(patients.archived_at);

const MAX_ID = 2_147_483_647;
/** A patient id from the path; anything else is simply not found. */
export function patientIdFrom(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) throw new AppError("not_found", PATIENT_NOT_FOUND);
  return id;
}

export async function findVisiblePatient(db: DbOrTx, id: number, lock = false) {
  const query = db.select().from(patients).where(and(eq(patients.patient_id, id), visible)).limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** 404 unless the patient exists and is not archived. */
export async function requireVisiblePatient(db: DbOrTx, id: number, lock = false): Promise<PatientRow> {
  const row = await findVisiblePatient(db, id, lock);
  if (!row) throw new AppError("not_found", PATIENT_NOT_FOUND);
  return row;
}

/** The latest open questionnaire, else the latest of any kind (docs/spec.md §7). */
export async function latestHistory(db: DbOrTx, patientId: number, preferOpen: boolean): Promise<HistoryRow | null> {
  if (preferOpen) {
    const [open] = await db
      .select()
      .from(patientHistory)
      .where(and(eq(patientHistory.patient_id, patientId), isNull(patientHistory.order_id)))
      .orderBy(desc(patientHistory.patient_history_id))
      .limit(1);
    if (open) return open;
  }
  const [latest] = await db
    .select()
    .from(patientHistory)
    .where(eq(patientHistory.patient_id, patientId))
    .orderBy(desc(patientHistory.patient_history_id))
    .limit(1);
  return latest ?? null;
}
