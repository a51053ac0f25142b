/**
 * POST /api/admin/staff/:id/reset-second-factor (decision 093): a colleague who lost their
 * authenticator and their backup codes. The superintendent removes their second factor and ends
 * their sessions; at their next sign-in they set it up again, as on their first (decision 065).
 * Audited. Nobody resets their own: another superintendent does.
 */
import { eq } from "drizzle-orm";
import type { StaffCtx } from "../../deps";
import { session, twoFactor, user } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { writeAudit } from "../../lib/people/audit";
import { checkStaffChange } from "./admin-staff.queries";
import { toStaffMember } from "./staff.mapper";

export async function resetSecondFactor({ db, actor, employee }: StaffCtx, targetId: number) {
  const actorEmployeeId = employee.employee_id;
  if (actorEmployeeId === targetId)
    throw new AppError("conflict", "You cannot reset your own second factor: another superintendent can.");
  return db.transaction(async (tx) => {
    const target = await checkStaffChange(tx, actorEmployeeId, targetId, undefined);
    if (!target.user_id) throw new AppError("conflict", "This member of staff has no account yet: nothing to reset.");
    await tx.delete(twoFactor).where(eq(twoFactor.userId, target.user_id));
    await tx.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, target.user_id));
    await tx.delete(session).where(eq(session.userId, target.user_id));
    await writeAudit(tx, actor, "staff.reset_second_factor", { type: "employee", id: targetId }, [
      "two_factor",
      "backup_codes",
    ]);
    return toStaffMember(target, false);
  });
}
