import { eq, sql } from "drizzle-orm";
import { mayBeResponsiblePharmacist, RP_MESSAGES } from "@/shared/domain/dispensing/rp-log";
import type { StaffCtx } from "../../deps";
import { rpLog } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { endOpenAbsence, rpOnDuty } from "../../lib/dispensing/responsible-pharmacist";
import { toRpEntry } from "./rp-log.mapper";

/**
 * POST /api/admin/rp-log/sign-out: the responsible pharmacist's time ends now. A registered
 * pharmacist (decision 117: the registration decides, so an RP who is not a prescriber signs
 * themself out) may end a colleague's forgotten sign-out; the log names who did.
 */
export async function signOutRp({ db, now, actor, employee }: StaffCtx) {
  if (!mayBeResponsiblePharmacist(employee)) throw new AppError("forbidden", RP_MESSAGES.signOutPharmacistOnly);
  return db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE rp_log IN SHARE ROW EXCLUSIVE MODE`);
    const current = await rpOnDuty(tx);
    if (!current) throw new AppError("conflict", RP_MESSAGES.nobodyOnDuty);
    // A development clock moved back before the sign-in (/dev/clock) must not make the entry end before it began.
    const [row] = await tx
      .update(rpLog)
      .set({
        signed_out_at: now < current.signed_in_at ? current.signed_in_at : now,
        signed_out_by_name: actor.name,
      })
      .where(eq(rpLog.rp_log_id, current.rp_log_id))
      .returning();
    const absence = await endOpenAbsence(tx, current, { now, actor });
    return { signedOut: toRpEntry(row!, absence ? [absence] : []) };
  });
}
