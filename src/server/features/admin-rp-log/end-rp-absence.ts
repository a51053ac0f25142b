import { RP_MESSAGES } from "@/shared/domain/dispensing/rp-log";
import type { StaffCtx } from "../../deps";
import { AppError } from "../../lib/http/app-error";
import { endOpenAbsence, rpOnDuty } from "../../lib/dispensing/responsible-pharmacist";
import { toRpAbsence } from "./rp-log.mapper";

/**
 * POST /api/admin/rp-log/back (decision 116): the responsible pharmacist on duty records that
 * they are back, and supplies go on. Theirs only: a colleague cannot vouch for a pharmacist's
 * presence; an RP who does not come back is signed out by a pharmacist, which ends the absence.
 */
export async function endRpAbsence(ctx: StaffCtx) {
  return ctx.db.transaction(async (tx) => {
    const rp = await rpOnDuty(tx, "update");
    if (!rp) throw new AppError("conflict", RP_MESSAGES.nobodyOnDuty);
    if (rp.employee_id !== ctx.employee.employee_id) throw new AppError("forbidden", RP_MESSAGES.backRpOnly);
    const ended = await endOpenAbsence(tx, rp, ctx);
    if (!ended) throw new AppError("conflict", RP_MESSAGES.notAbsent);
    return { absence: toRpAbsence(ended) };
  });
}
