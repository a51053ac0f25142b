import { asc, eq, sql } from "drizzle-orm";
import type { SystemCtx } from "../../deps";
import { employees, user } from "../../db/schema";
import { toStaffMember } from "./staff.mapper";

/**
 * GET /api/admin/staff: every employee, with whether they have opened their account and set up
 * their second factor. Those whose access was removed are listed apart: their rows stay, as
 * prescribing decisions name them.
 */
export async function listStaff({ db }: SystemCtx) {
  const rows = await db
    .select({ employee: employees, twoFactorEnabled: user.twoFactorEnabled })
    .from(employees)
    .leftJoin(user, eq(user.id, employees.user_id))
    .orderBy(sql`lower(coalesce(${employees.name}, ${employees.email}))`, asc(employees.employee_id));
  const members = rows.map((r) => toStaffMember(r.employee, r.twoFactorEnabled));
  return { active: members.filter((m) => m.removedAt === null), removed: members.filter((m) => m.removedAt !== null) };
}
