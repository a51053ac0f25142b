import { asc } from "drizzle-orm";
import { ukDay } from "@/shared/domain/people/retention";
import type { SystemCtx } from "../../deps";
import { rpAbsences, rpLog } from "../../db/schema";
import { toCsv } from "../../lib/http/csv";

const HEADER = [
  "Entry",
  "Name",
  "GPhC number",
  "Signed in",
  "Signed out",
  "Signed out by",
  "Absent from",
  "Absent to",
  "Absence reason",
  "Absence ended by",
] as const;

const ukTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
/** An instant as the log's reader reads it: the UK day and time, '2026-11-26 09:02'. */
const ukDateTime = (at: Date | null) => (at ? `${ukDay(at)} ${ukTime.format(at)}` : "");

/**
 * GET /api/admin/rp-log/export: the whole log as a spreadsheet-safe CSV (toCsv: a reason typed
 * as a formula stays text), oldest first, in UK time. Decision 116: one row per absence, the
 * entry's columns repeated, so a filter on a pharmacist or a day keeps their absences; an
 * entry without one is one row with the absence's columns empty.
 */
export async function exportRpLog({ db, now }: SystemCtx) {
  const [rows, absences] = await Promise.all([
    db.select().from(rpLog).orderBy(asc(rpLog.signed_in_at), asc(rpLog.rp_log_id)),
    db.select().from(rpAbsences).orderBy(asc(rpAbsences.started_at), asc(rpAbsences.rp_absence_id)),
  ]);
  const csv = toCsv(
    HEADER,
    rows.flatMap((r) => {
      const entry = [
        r.rp_log_id,
        r.name,
        r.gphc_number,
        ukDateTime(r.signed_in_at),
        ukDateTime(r.signed_out_at),
        r.signed_out_by_name ?? "",
      ];
      const own = absences.filter((a) => a.rp_log_id === r.rp_log_id);
      if (own.length === 0) return [[...entry, "", "", "", ""]];
      return own.map((a) => [
        ...entry,
        ukDateTime(a.started_at),
        ukDateTime(a.ended_at),
        a.reason,
        a.ended_by_name ?? "",
      ]);
    }),
  );
  return { csv, filename: `responsible-pharmacist-log-${ukDay(now)}.csv` };
}
