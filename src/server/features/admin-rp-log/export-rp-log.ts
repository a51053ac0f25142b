import { asc } from "drizzle-orm";
import { ukDay } from "@/shared/domain/people/retention";
import type { SystemCtx } from "../../deps";
import { rpLog } from "../../db/schema";
import { toCsv } from "../../lib/http/csv";

const HEADER = ["Entry", "Name", "GPhC number", "Signed in", "Signed out", "Signed out by"] as const;

const ukTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
/** An instant as the log's reader reads it: the UK day and time, '2026-11-26 09:02'. */
const ukDateTime = (at: Date | null) => (at ? `${ukDay(at)} ${ukTime.format(at)}` : "");

/** GET /api/admin/rp-log/export: the whole log as a spreadsheet-safe CSV, oldest first (UK time). */
export async function exportRpLog({ db, now }: SystemCtx) {
  const rows = await db.select().from(rpLog).orderBy(asc(rpLog.signed_in_at), asc(rpLog.rp_log_id));
  const csv = toCsv(
    HEADER,
    rows.map((r) => [
      r.rp_log_id,
      r.name,
      r.gphc_number,
      ukDateTime(r.signed_in_at),
      ukDateTime(r.signed_out_at),
      r.signed_out_by_name ?? "",
    ]),
  );
  return { csv, filename: `responsible-pharmacist-log-${ukDay(now)}.csv` };
}
