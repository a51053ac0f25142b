import { asc, count, desc, inArray } from "drizzle-orm";
import { overAbsenceLimit } from "@/shared/domain/dispensing/rp-absence";
import { mayBeResponsiblePharmacist } from "@/shared/domain/dispensing/rp-log";
import type { StaffCtx } from "../../deps";
import { rpAbsences, rpLog } from "../../db/schema";
import { recentAbsencesOf, rpOnDuty } from "../../lib/dispensing/responsible-pharmacist";
import { toRpAbsence, toRpEntry } from "./rp-log.mapper";

export const RP_LOG_PAGE_SIZE = 25;

/**
 * GET /api/admin/rp-log?page=: who is on duty now (and whether it is the reader), whether the
 * reader may sign in (decision 117), whether the RP is absent and past the day's 2 hours
 * (decision 116), and the log, newest first, a page at a time, each entry with its absences.
 */
export async function listRpLog({ db, now, employee }: StaffCtx, query: { page?: string }) {
  const page = Number(query.page ?? "1");
  const [onDuty, rows, [total]] = await Promise.all([
    rpOnDuty(db),
    db
      .select()
      .from(rpLog)
      .orderBy(desc(rpLog.signed_in_at), desc(rpLog.rp_log_id))
      .limit(RP_LOG_PAGE_SIZE)
      .offset((page - 1) * RP_LOG_PAGE_SIZE),
    db.select({ n: count() }).from(rpLog),
  ]);
  const ids = [...new Set([...rows.map((r) => r.rp_log_id), ...(onDuty ? [onDuty.rp_log_id] : [])])];
  const absences =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(rpAbsences)
          .where(inArray(rpAbsences.rp_log_id, ids))
          .orderBy(asc(rpAbsences.started_at), asc(rpAbsences.rp_absence_id));
  const open = onDuty ? absences.find((a) => a.rp_log_id === onDuty.rp_log_id && a.ended_at === null) : undefined;
  return {
    onDuty: onDuty
      ? {
          ...toRpEntry(onDuty, absences),
          isYou: onDuty.employee_id === employee.employee_id,
          absence: open
            ? {
                ...toRpAbsence(open),
                overLimit: overAbsenceLimit(await recentAbsencesOf(db, onDuty.employee_id, now), now),
              }
            : null,
        }
      : null,
    // Decision 117: the page shows "Sign in" and "Sign out" only to a registered pharmacist.
    canSignIn: mayBeResponsiblePharmacist(employee),
    entries: rows.map((r) => toRpEntry(r, absences)),
    page,
    pageSize: RP_LOG_PAGE_SIZE,
    total: total?.n ?? 0,
  };
}
