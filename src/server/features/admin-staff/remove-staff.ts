import { eq } from "drizzle-orm";
import type { StaffCtx } from "../../deps";
import { employees, session } from "../../db/schema";
import { writeAudit } from "../../lib/people/audit";
import { checkStaffChange } from "./admin-staff.queries";
import { toStaffMember } from "./staff.mapper";

/**
 * DELETE /api/admin/staff/:id: removes a member's access. The row stays (prescribing decisions
 * name it) with who removed it and when; every session of their account ends at once, and from
 * then on the back office answers them 403 (auth/middleware findEmployee ignores removed rows).
 */
export async function removeStaff({ db, now, actor, employee }: StaffCtx, targetId: number) {
  return db.transaction(async (tx) => {
    await checkStaffChange(tx, employee.employee_id, targetId, null);
    const [removed] = await tx
      .update(employees)
      .set({ removed_at: now, removed_by: actor.email })
      .where(eq(employees.employee_id, targetId))
      .returning();
    if (removed!.user_id) await tx.delete(session).where(eq(session.userId, removed!.user_id));
    await writeAudit(tx, actor, "staff.remove", { type: "employee", id: targetId }, ["removed_at", "removed_by"]);
    return toStaffMember(removed!, false);
  });
}
