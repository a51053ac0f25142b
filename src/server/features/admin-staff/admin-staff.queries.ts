/** Look-ups the staff operations share. */
import { and, eq, isNull } from "drizzle-orm";
import type { EmployeeRole } from "@/shared/domain/people/roles";
import { STAFF_MESSAGES, staffChangeProblem, SUPERINTENDENT_ONLY_MESSAGE } from "@/shared/domain/people/roles";
import type { DbOrTx, Tx } from "../../db/client";
import { employees, user } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";

/**
 * Checks a change of `targetId`'s role (or the removal of their access, `newRole` null) against
 * the guard rails, and answers the target's row, locked. Every live superintendent's row is
 * locked first, in one order, so two superintendents changing each other at the same moment
 * are taken one after the other and never leave the pharmacy without one; a superintendent
 * whose own role changed meanwhile is refused.
 */
export async function checkStaffChange(
  tx: Tx,
  actorEmployeeId: number,
  targetId: number,
  newRole: EmployeeRole | null | undefined,
) {
  const superintendents = await tx
    .select({ id: employees.employee_id })
    .from(employees)
    .where(and(eq(employees.role, "superintendent"), isNull(employees.removed_at)))
    .orderBy(employees.employee_id)
    .for("update");
  if (!superintendents.some((s) => s.id === actorEmployeeId))
    throw new AppError("forbidden", SUPERINTENDENT_ONLY_MESSAGE);
  const [target] = await tx.select().from(employees).where(eq(employees.employee_id, targetId)).for("update");
  if (!target) throw new AppError("not_found", STAFF_MESSAGES.notFound);
  if (target.removed_at) throw new AppError("conflict", STAFF_MESSAGES.alreadyRemoved);
  const problem = staffChangeProblem({
    actorEmployeeId,
    targetEmployeeId: target.employee_id,
    targetRole: target.role,
    newRole: newRole === undefined ? target.role : newRole,
    superintendentCount: superintendents.length,
  });
  if (problem) throw new AppError("conflict", problem, newRole !== null ? { fields: { role: problem } } : {});
  return target;
}

/** Whether the account linked to an employee has its second factor set up. */
export async function hasSecondFactor(db: DbOrTx, userId: string | null): Promise<boolean> {
  if (!userId) return false;
  const [row] = await db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, userId));
  return row?.on === true;
}
