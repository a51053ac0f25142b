/**
 * decision 079: when a restricted record is erased, the e-mails about it go too. The outbox
 * keeps what it sent, and a message to staff names the patient and the order; each e-mail
 * about a patient's order, consultation, decision, message, report or deletion request is
 * found by its dedupe key, which names that record's id (the keys are set by the queue function
 * of each e-mail's file, ./<subject>/<name>.ts, and the jobs' staff alerts).
 */
import { sql } from "drizzle-orm";
import { queryRows, type Tx } from "../db/client";

/** The keys that end in (or continue after) each kind of record's id. */
const KEYS_BY_RECORD = {
  order:
    "(staff-alert:)?(order-confirmation|order-staff|reorder-received|uncollected|payment-received|order-dispatched|order-ready|order-cancelled|reminder:[a-z_-]+)",
  consultation: "(staff-alert:)?(consultation-reviewed|consultation-wait)",
  decision: "information-requested",
  message: "(message-waiting|recall-notice)",
  report: "urgent-report",
  request: "account-deleted",
} as const;

type RecordKind = keyof typeof KEYS_BY_RECORD;

/** Erases the outbox rows whose key names a record of `patientId`; run before those records go. */
export async function erasePatientEmails(tx: Tx, patientId: number): Promise<void> {
  const ids = await queryRows<{ kind: RecordKind; id: number }>(
    tx,
    sql`SELECT 'order' AS kind, order_id AS id FROM orders WHERE patient_id = ${patientId}
        UNION ALL SELECT 'consultation', consultation_id FROM consultations WHERE patient_id = ${patientId}
        UNION ALL SELECT 'decision', d.decision_id FROM prescribing_decisions d JOIN consultations c ON c.consultation_id = d.consultation_id WHERE c.patient_id = ${patientId}
        UNION ALL SELECT 'message', message_id FROM messages WHERE patient_id = ${patientId}
        UNION ALL SELECT 'report', report_id FROM side_effect_reports WHERE patient_id = ${patientId}
        UNION ALL SELECT 'request', request_id FROM deletion_requests WHERE patient_id = ${patientId}`,
  );
  const alternatives = (Object.keys(KEYS_BY_RECORD) as RecordKind[]).flatMap((kind) => {
    const of = ids.filter((row) => row.kind === kind).map((row) => Number(row.id));
    // The ids are integers from the database: nothing in the pattern comes from a request.
    return of.length === 0 ? [] : [`${KEYS_BY_RECORD[kind]}:(${of.join("|")})(:|$)`];
  });
  if (alternatives.length === 0) return;
  await tx.execute(sql`DELETE FROM email_outbox WHERE dedupe_key ~ ${`^(${alternatives.join("|")})`}`);
}
