/**
 * Decision 079, carrying out decision 066: a patient restricted after a deletion request
 * (archived, with a completed request) keeps their records until every retention period has
 * ended (`retentionEnds`, src/shared/domain/people/retention.ts); from the next day this job erases
 * everything held about them, one patient at a time, each in its own savepoint, oldest last
 * treatment first, a batch per run. What is left is one audit row, "patient.erase", naming
 * the patient's id and nothing else, beside the staff's audit rows (ids, field names, staff).
 */
import { type SQL, sql } from "drizzle-orm";
import { CLINICAL_RECORD_YEARS, retentionHasEnded, ukDay, yearsAfter } from "@/shared/domain/people/retention";
import { queryRows, type Tx } from "../db/client";
import { erasePatientEmails } from "../email/erase-patient-emails";
import { writeAudit } from "../lib/people/audit";
import { eachItem, type Job } from "./job";

/** At most this many patients are erased per run; the rest wait for the next (15 minutes). */
export const ERASURES_PER_RUN = 50;

/** Restricted: archived (decision 018) after the staff completed the patient's deletion request. */
const IS_RESTRICTED = sql.raw(
  "p.archived_at IS NOT NULL AND EXISTS (SELECT 1 FROM deletion_requests d WHERE d.patient_id = p.patient_id AND d.status = 'completed')",
);

const onUkDay = (column: string) => `(${column} AT TIME ZONE 'Europe/London')::date`;

/** Dated entries kept on a row of the patient's own: [table, column, kind]. */
const OWN_ENTRIES: Array<[string, string, "clinical" | "supply" | "order"]> = [
  ["orders", "created_at", "order"],
  ["orders", "completed_at", "order"],
  ["prescriptions", "issued_on", "supply"],
  ["patient_history", "updated_at", "clinical"],
  ["consultations", "opened_at", "clinical"],
  ["consultations", "decided_at", "clinical"],
  ["gp_letters", "created_at", "clinical"],
  ["gp_letters", "sent_at", "clinical"],
  ["identity_checks", "created_at", "clinical"],
  ["measurements", "created_at", "clinical"],
  ["patient_files", "created_at", "clinical"],
  ["checkins", "created_at", "clinical"],
  ["self_reported_weights", "created_at", "clinical"],
  ["messages", "created_at", "clinical"],
  ["side_effect_reports", "created_at", "clinical"],
  ["side_effect_reports", "handled_at", "clinical"],
  ["advice_acknowledgements", "created_at", "clinical"],
];

/** Every dated entry of the restricted patients' records (the CTE `restricted`): patient, kind and UK day. */
const ENTRIES = sql.raw(
  [
    ...OWN_ENTRIES.map(([table, column, kind]) => {
      const day = column === "issued_on" ? column : onUkDay(column);
      return `SELECT x.patient_id, '${kind}' AS kind, ${day} AS day FROM ${table} x JOIN restricted r ON r.patient_id = x.patient_id`;
    }),
    `SELECT o.patient_id, 'order', ${onUkDay("e.created_at")} FROM order_events e JOIN orders o ON o.order_id = e.order_id JOIN restricted r ON r.patient_id = o.patient_id`,
    `SELECT o.patient_id, 'order', ${onUkDay("y.created_at")} FROM payments y JOIN orders o ON o.order_id = y.order_id JOIN restricted r ON r.patient_id = o.patient_id`,
    `SELECT o.patient_id, 'order', ${onUkDay("f.created_at")} FROM refunds f JOIN orders o ON o.order_id = f.order_id JOIN restricted r ON r.patient_id = o.patient_id`,
    `SELECT o.patient_id, 'supply', g.entry_date FROM pom_register g JOIN orders o ON o.order_id = g.order_id JOIN restricted r ON r.patient_id = o.patient_id`,
    `SELECT c.patient_id, 'clinical', ${onUkDay("d.created_at")} FROM prescribing_decisions d JOIN consultations c ON c.consultation_id = d.consultation_id JOIN restricted r ON r.patient_id = c.patient_id`,
  ].join("\n        UNION ALL "),
);

interface Candidate {
  patient_id: number;
  restricted_on: string;
  last_entry: string | null;
  last_supply: string | null;
  last_order_record: string | null;
}

/**
 * The restricted patients whose last treatment is old enough for the clinical period to have
 * ended, oldest first: the clinical period is the longest, so no one further down the list is
 * due while one above is not, and a batch never starves the rest.
 */
function candidates(tx: Tx, now: Date) {
  const bound = yearsAfter(ukDay(now), -CLINICAL_RECORD_YEARS);
  return queryRows<Candidate>(
    tx,
    sql`
      WITH restricted AS (
        SELECT p.patient_id, ${sql.raw(onUkDay("p.archived_at"))} AS restricted_on FROM patients p WHERE ${IS_RESTRICTED}
      ), entries AS (${ENTRIES})
      SELECT r.patient_id, to_char(r.restricted_on, 'YYYY-MM-DD') AS restricted_on,
        to_char(max(e.day), 'YYYY-MM-DD') AS last_entry,
        to_char(max(e.day) FILTER (WHERE e.kind = 'supply'), 'YYYY-MM-DD') AS last_supply,
        to_char(max(e.day) FILTER (WHERE e.kind = 'order'), 'YYYY-MM-DD') AS last_order_record
      FROM restricted r LEFT JOIN entries e ON e.patient_id = r.patient_id
      GROUP BY r.patient_id, r.restricted_on
      HAVING coalesce(max(e.day), r.restricted_on) <= ${bound}::date
      ORDER BY coalesce(max(e.day), r.restricted_on), r.patient_id
      LIMIT ${ERASURES_PER_RUN}`,
  );
}

/** The patient's rows, children before parents (the foreign keys' order). */
function erasures(patientId: number): SQL[] {
  const theirOrders = sql`(SELECT order_id FROM orders WHERE patient_id = ${patientId})`;
  const theirRequests = sql`(SELECT request_id::text FROM deletion_requests WHERE patient_id = ${patientId})`;
  const own = (table: string) => sql`DELETE FROM ${sql.raw(table)} WHERE patient_id = ${patientId}`;
  return [
    // A register entry names the accuracy check that made the supply, and its notes the entry (decision 125).
    sql`DELETE FROM pom_register_notes WHERE order_id IN ${theirOrders}`,
    sql`DELETE FROM pom_register WHERE order_id IN ${theirOrders}`,
    // The steps of dispensing name the decision checked and the recall notices the message sent: first.
    sql`DELETE FROM dispensing_steps WHERE order_id IN ${theirOrders}`,
    own("recall_notices"),
    own("patient_files"),
    own("measurements"),
    own("identity_checks"),
    own("messages"),
    own("gp_letters"),
    // Decision 118: a prescription's signature and paper filing go before it.
    sql`DELETE FROM prescription_signatures WHERE prescription_id IN (SELECT prescription_id FROM prescriptions WHERE patient_id = ${patientId})`,
    sql`DELETE FROM paper_prescription_filings WHERE prescription_id IN (SELECT prescription_id FROM prescriptions WHERE patient_id = ${patientId})`,
    own("prescriptions"),
    sql`DELETE FROM prescribing_decisions WHERE consultation_id IN (SELECT consultation_id FROM consultations WHERE patient_id = ${patientId})`,
    own("consultations"),
    own("checkins"),
    own("self_reported_weights"),
    own("side_effect_reports"),
    own("advice_acknowledgements"),
    own("stock_wishes"),
    // Decisions 100 and 101: the card checkouts, the provider's events, refunds and their settlements go with the payments.
    sql`DELETE FROM refund_settlements WHERE order_id IN ${theirOrders}`,
    sql`DELETE FROM refund_requests WHERE order_id IN ${theirOrders}`,
    sql`DELETE FROM refunds WHERE order_id IN ${theirOrders}`,
    sql`DELETE FROM payment_checkouts WHERE order_id IN ${theirOrders}`,
    sql`DELETE FROM payment_events WHERE order_id IN ${theirOrders}`,
    sql`DELETE FROM payments WHERE order_id IN ${theirOrders}`,
    sql`DELETE FROM order_events WHERE order_id IN ${theirOrders}`,
    own("patient_history"),
    sql`DELETE FROM order_line WHERE order_id IN ${theirOrders}`,
    own("orders"),
    // The audit rows their own account wrote name its address; staff's rows name only ids and stay.
    sql`DELETE FROM audit_log WHERE (action = 'patient.export' AND target_type = 'patient' AND target_id = ${String(patientId)})
          OR (action = 'account.deletion_request' AND target_type = 'deletion_request' AND target_id IN ${theirRequests})`,
    own("deletion_requests"),
    sql`DELETE FROM patients WHERE patient_id = ${patientId}`,
  ];
}

/** Erases one restricted patient whole; false when someone else already did, or they are no longer restricted. */
async function erasePatient(tx: Tx, patientId: number): Promise<boolean> {
  const [still] = await queryRows<{ patient_id: number }>(
    tx,
    sql`SELECT p.patient_id FROM patients p WHERE p.patient_id = ${patientId} AND ${IS_RESTRICTED} FOR UPDATE`,
  );
  if (!still) return false;
  await erasePatientEmails(tx, patientId);
  // Migration 0008: the append-only tables let this transaction delete this patient's rows only.
  await tx.execute(sql`SELECT set_config('app.retention_erasure', ${String(patientId)}, true)`);
  for (const statement of erasures(patientId)) await tx.execute(statement);
  // The setting would last until the scheduler's transaction ends: off again before the next patient or job.
  await tx.execute(sql`SELECT set_config('app.retention_erasure', '', true)`);
  await writeAudit(tx, null, "patient.erase", { type: "patient", id: patientId }, ["retention_ended"]);
  return true;
}

/** decision 079: a restricted record goes whole the day after its last retention period ends. */
export const eraseExpiredRecordsJob: Job = {
  name: "erase-expired-records",
  async run(ctx) {
    const due = (await candidates(ctx.tx, ctx.now)).filter((row) =>
      retentionHasEnded(
        {
          lastEntry: row.last_entry,
          lastSupply: row.last_supply,
          lastOrderRecord: row.last_order_record,
          restrictedOn: row.restricted_on,
        },
        ctx.now,
      ),
    );
    return eachItem(ctx, this.name, due, (tx, row) => erasePatient(tx, row.patient_id));
  },
};
