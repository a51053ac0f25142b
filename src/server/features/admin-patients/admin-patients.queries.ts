/** Look-ups of the back office's patient pages: only patients that are not archived (decision 018) are seen. */
import { and, desc, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { patientHistory } from "../../db/schema";

export type HistoryRow = typeof patientHistory.$inferSelect;
export { PATIENT_NOT_FOUND, type PatientRow, requireVisiblePatient, visible } from "../../lib/people/patients";

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
