import { sql } from "drizzle-orm";
import { mayBeResponsiblePharmacist, RP_MESSAGES, someoneElseOnDuty } from "@/shared/domain/dispensing/rp-log";
import type { StaffCtx } from "../../deps";
import { rpLog } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { rpOnDuty } from "../../lib/dispensing/responsible-pharmacist";
import { toRpEntry } from "./rp-log.mapper";

/**
 * POST /api/admin/rp-log/sign-in: a registered pharmacist becomes the responsible pharmacist,
 * with their name and GPhC number as they are now; anyone else is answered 403 (decision 117: the
 * registration decides, not the role; a pharmacist's record carries a number, by database check).
 * One at a time: the log is locked while it is read and written, so two sign-ins at once cannot
 * both succeed.
 */
export async function signInRp({ db, now, actor, employee }: StaffCtx) {
  if (!mayBeResponsiblePharmacist(employee)) throw new AppError("forbidden", RP_MESSAGES.pharmacistOnly);
  return db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE rp_log IN SHARE ROW EXCLUSIVE MODE`);
    const current = await rpOnDuty(tx);
    if (current)
      throw new AppError(
        "conflict",
        current.employee_id === employee.employee_id ? RP_MESSAGES.alreadyYou : someoneElseOnDuty(current.name),
      );
    const [row] = await tx
      .insert(rpLog)
      .values({
        employee_id: employee.employee_id,
        name: actor.name,
        gphc_number: employee.gphc_number!,
        signed_in_at: now,
      })
      .returning();
    return { onDuty: toRpEntry(row!) };
  });
}
