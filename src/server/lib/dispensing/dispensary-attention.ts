/**
 * The dashboard's dispensary cards (issue 20, item 8): how many paid orders wait at each step of
 * dispensing (decision 095), recall notices no patient has read yet, the fridge log's missing
 * days and today's readings, open incidents, and who is the responsible pharmacist (decision
 * 098) and whether they are absent (decision 116), an open fridge excursion (decision 121) and open recalls (decision 122). Archived patients are left out of the orders (decision 018).
 */
import { count, isNull, sql } from "drizzle-orm";
import { ORDER_STATE_ID } from "@/shared/domain/orders/order-lifecycle";
import { type DbOrTx, queryRows, readAll } from "../../db/client";
import { incidents } from "../../db/schema";
import { fridgeStatus } from "./fridge-log";
import { overAbsenceLimit } from "@/shared/domain/dispensing/rp-absence";
import { recentAbsencesOf, rpPresence } from "./responsible-pharmacist";
import { openExcursion } from "./fridge-excursions";
import { openRecalls } from "./recall-holds";

interface StepCounts {
  clinical_check: number;
  assembly: number;
  accuracy_check: number;
}

/**
 * The step each paid order waits for, counted as shared/domain/dispensing/dispensing-steps `stepWaiting` reads it:
 * only standing steps count, a clinical check of a superseded decision and what followed it being void (decision 115).
 */
function waitingAtEachStep(db: DbOrTx) {
  return queryRows<StepCounts>(
    db,
    sql`WITH o AS (
          SELECT o.order_id,
            (SELECT max(s.step_id) FROM dispensing_steps s WHERE s.order_id = o.order_id AND s.step = 'clinical_check'
              AND NOT EXISTS (SELECT 1 FROM prescribing_decisions c WHERE c.supersedes_decision_id = s.decision_id)
            ) AS check_id
          FROM orders o JOIN patients p ON p.patient_id = o.patient_id
          WHERE o.order_status_id = ${ORDER_STATE_ID.prescribed} AND p.archived_at IS NULL
        ), a AS (
          SELECT check_id IS NOT NULL AS checked,
            (SELECT max(s.step_id) FROM dispensing_steps s
              WHERE s.order_id = o.order_id AND s.step = 'assembly' AND s.step_id > o.check_id) AS assembly_id
          FROM o
        ), w AS (
          SELECT checked, assembly_id IS NOT NULL AND EXISTS (
            SELECT 1 FROM dispensing_steps s WHERE s.step = 'label_print' AND s.assembly_step_id = a.assembly_id
          ) AS labelled FROM a
        )
        SELECT count(*) FILTER (WHERE NOT checked)::int AS clinical_check,
          count(*) FILTER (WHERE checked AND NOT labelled)::int AS assembly,
          count(*) FILTER (WHERE checked AND labelled)::int AS accuracy_check
        FROM w`,
  );
}

export async function dispensaryAttention(db: DbOrTx, now: Date) {
  const [[steps], [unread], [open], fridge, rp, excursion, recalls] = await readAll(db, [
    () => waitingAtEachStep(db),
    () =>
      queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM recall_notices r JOIN messages m ON m.message_id = r.message_id
            JOIN patients p ON p.patient_id = r.patient_id WHERE m.read_at IS NULL AND p.archived_at IS NULL`,
      ),
    () => db.select({ n: count() }).from(incidents).where(isNull(incidents.closed_at)),
    () => fridgeStatus(db, now),
    () => rpPresence(db),
    () => openExcursion(db),
    () => openRecalls(db),
  ]);
  // Decision 116: an absence past the day's 2 hours is shown as over the limit.
  const overLimit = rp?.absentSince ? overAbsenceLimit(await recentAbsencesOf(db, rp.employeeId, now), now) : false;
  return {
    dispensing: {
      clinicalCheck: steps?.clinical_check ?? 0,
      assembly: steps?.assembly ?? 0,
      accuracyCheck: steps?.accuracy_check ?? 0,
    },
    unreadRecallNotices: unread?.n ?? 0,
    // Decision 122: each recall recorded and not yet closed by a pharmacist.
    openRecalls: recalls.map((r) => ({ id: r.id, reference: r.reference, recordedAt: r.recordedAt.toISOString() })),
    // Decision 121: an open excursion holds every supply until a pharmacist's assessment.
    fridge: { ...fridge, excursionSince: excursion?.opened_at.toISOString() ?? null },
    openIncidents: open?.n ?? 0,
    responsiblePharmacist: rp
      ? { name: rp.name, since: rp.since, absentSince: rp.absentSince, absenceOverLimit: overLimit }
      : null,
  };
}
