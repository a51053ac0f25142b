import { sql } from "drizzle-orm";
import { EXCLUSIONS } from "@/shared/domain/clinical/exclusions";
import { REVIEW_STATUS_ID } from "@/shared/domain/prescribing/review-status";
import { queryRows } from "../../db/client";
import type { SystemCtx } from "../../deps";

/**
 * SQL: the row `h` of patient_history has any of the eight exclusions answered yes (stored text
 * other than 'no'); a question not answered (null) is not a yes (decision 082).
 */
const anyExclusionYes = sql.join(
  EXCLUSIONS.map((e) => sql`(h.${sql.identifier(e.column)} IS NOT NULL AND h.${sql.identifier(e.column)} <> 'no')`),
  sql` OR `,
);

/** GET /api/admin/stats (decision 008): real counts over visible patients; 'With Exclusions' reads each patient's latest questionnaire. */
export async function getPatientStats({ db }: SystemCtx) {
  const [counts] = await queryRows<{ total: number; pending: number; approved: number; rejected: number }>(
    db,
    sql`SELECT count(*)::int AS total,
          count(*) FILTER (WHERE patient_status_id = ${REVIEW_STATUS_ID.pending})::int AS pending,
          count(*) FILTER (WHERE patient_status_id = ${REVIEW_STATUS_ID.approved})::int AS approved,
          count(*) FILTER (WHERE patient_status_id = ${REVIEW_STATUS_ID.rejected})::int AS rejected
        FROM patients WHERE archived_at IS NULL`,
  );
  const [exclusions] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count
        FROM patients p
        CROSS JOIN LATERAL (
          SELECT * FROM patient_history
          WHERE patient_history.patient_id = p.patient_id
          ORDER BY patient_history.patient_history_id DESC LIMIT 1
        ) h
        WHERE p.archived_at IS NULL AND (${anyExclusionYes})`,
  );
  return {
    totalPatients: counts?.total ?? 0,
    pendingReview: counts?.pending ?? 0,
    approved: counts?.approved ?? 0,
    rejected: counts?.rejected ?? 0,
    withExclusions: exclusions?.count ?? 0,
  };
}
