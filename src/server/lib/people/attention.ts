/**
 * What needs a member of staff on the dashboard (issue 13): unread messages from patients, and
 * red-flag side-effect reports no prescriber has handled, each with the patients they come
 * from, oldest first. Archived patients are left out (decision 018).
 */
import { and, count, eq, isNull, min, sql } from "drizzle-orm";
import { type DbOrTx, readAll } from "../../db/client";
import { messages, patients, sideEffectReports } from "../../db/schema";

const LIST_SIZE = 5;

async function waiting(db: DbOrTx, kind: "messages" | "reports") {
  const table = kind === "messages" ? messages : sideEffectReports;
  const pending =
    kind === "messages"
      ? and(eq(messages.sender, "patient"), isNull(messages.read_at))
      : and(eq(sideEffectReports.is_red_flag, true), isNull(sideEffectReports.handled_at));
  const visible = and(pending, isNull(patients.archived_at));
  const [[total], rows] = await readAll(db, [
    () =>
      db
        .select({ n: count() })
        .from(table)
        .innerJoin(patients, eq(patients.patient_id, table.patient_id))
        .where(visible),
    () =>
      db
        .select({
          patientId: patients.patient_id,
          firstname: patients.firstname,
          lastname: patients.lastname,
          count: count(),
          since: min(table.created_at),
        })
        .from(table)
        .innerJoin(patients, eq(patients.patient_id, table.patient_id))
        .where(visible)
        .groupBy(patients.patient_id)
        .orderBy(sql`min(${table.created_at})`)
        .limit(LIST_SIZE),
  ]);
  return {
    count: total?.n ?? 0,
    patients: rows.map((r) => ({
      patientId: r.patientId,
      firstname: r.firstname,
      lastname: r.lastname,
      count: r.count,
      since: r.since ? new Date(r.since).toISOString() : null,
    })),
  };
}

/** The dashboard's counts of unread patient messages and of open red-flag reports. */
export async function staffAttention(db: DbOrTx) {
  const [unreadMessages, urgentReports] = await readAll(db, [
    () => waiting(db, "messages"),
    () => waiting(db, "reports"),
  ]);
  return { unreadMessages, urgentReports };
}
