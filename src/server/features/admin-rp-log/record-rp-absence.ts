import { absenceLimitReached } from "@/shared/domain/dispensing/rp-absence";
import { RP_MESSAGES } from "@/shared/domain/dispensing/rp-log";
import type { RpAbsenceInput } from "@/shared/schemas/orders/dispensary";
import type { StaffCtx } from "../../deps";
import { rpAbsences } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { openAbsence, recentAbsencesOf, rpOnDuty } from "../../lib/dispensing/responsible-pharmacist";
import { writeAudit } from "../../lib/people/audit";
import { toRpAbsence } from "./rp-log.mapper";

/**
 * POST /api/admin/rp-log/absence (decision 116): the responsible pharmacist on duty, and only
 * they, records that they leave the pharmacy, with the reason. Refused once their absences of
 * the UK day reach 2 hours (the Responsible Pharmacist Regulations 2008). Until "Back", no
 * medicine is supplied. The RP's entry is locked meanwhile, so a sign-out or a supply at the
 * same moment waits for it.
 */
export async function recordRpAbsence({ db, now, actor, employee }: StaffCtx, { reason }: RpAbsenceInput) {
  return db.transaction(async (tx) => {
    const rp = await rpOnDuty(tx, "update");
    if (!rp) throw new AppError("conflict", RP_MESSAGES.nobodyOnDuty);
    if (rp.employee_id !== employee.employee_id) throw new AppError("forbidden", RP_MESSAGES.absenceRpOnly);
    if (await openAbsence(tx, rp.rp_log_id)) throw new AppError("conflict", RP_MESSAGES.alreadyAbsent);
    if (absenceLimitReached(await recentAbsencesOf(tx, employee.employee_id, now), now))
      throw new AppError("conflict", RP_MESSAGES.absenceLimitReached);
    // A development clock moved back before the sign-in (/dev/clock) must not start an absence before it.
    const [row] = await tx
      .insert(rpAbsences)
      .values({ rp_log_id: rp.rp_log_id, reason, started_at: now < rp.signed_in_at ? rp.signed_in_at : now })
      .returning();
    await writeAudit(tx, actor, "rp_absence.start", { type: "rp_absence", id: row!.rp_absence_id }, ["reason"]);
    return { absence: toRpAbsence(row!) };
  });
}
