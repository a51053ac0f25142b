import { and, asc, eq, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { type orders, patientHistory } from "../../db/schema";

export type HistoryRow = typeof patientHistory.$inferSelect;

/**
 * The questionnaire the order locked at completion (decision 010): the record the patient
 * submitted with this order, never a newer one.
 */
export async function lockedQuestionnaire(
  db: DbOrTx,
  order: Pick<typeof orders.$inferSelect, "order_id" | "patient_id" | "patient_history_id">,
): Promise<HistoryRow | null> {
  const [row] = await db
    .select()
    .from(patientHistory)
    .where(
      and(
        eq(patientHistory.patient_id, order.patient_id),
        or(
          eq(patientHistory.order_id, order.order_id),
          order.patient_history_id ? eq(patientHistory.patient_history_id, order.patient_history_id) : undefined,
        ),
      ),
    )
    .orderBy(asc(patientHistory.patient_history_id))
    .limit(1);
  return row ?? null;
}
