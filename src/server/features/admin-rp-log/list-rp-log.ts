import { count, desc } from "drizzle-orm";
import { mayBeResponsiblePharmacist } from "@/shared/domain/dispensing/rp-log";
import type { StaffCtx } from "../../deps";
import { rpLog } from "../../db/schema";
import { rpOnDuty } from "../../lib/dispensing/responsible-pharmacist";
import { toRpEntry } from "./rp-log.mapper";

export const RP_LOG_PAGE_SIZE = 25;

/** GET /api/admin/rp-log?page=: who is on duty now (and whether it is the reader), whether the reader may sign in, and the log, newest first, a page at a time. */
export async function listRpLog({ db, employee }: StaffCtx, query: { page?: string }) {
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
  return {
    onDuty: onDuty ? { ...toRpEntry(onDuty), isYou: onDuty.employee_id === employee.employee_id } : null,
    // Decision 115: the page shows "Sign in" and "Sign out" only to a registered pharmacist.
    canSignIn: mayBeResponsiblePharmacist(employee),
    entries: rows.map(toRpEntry),
    page,
    pageSize: RP_LOG_PAGE_SIZE,
    total: total?.n ?? 0,
  };
}
