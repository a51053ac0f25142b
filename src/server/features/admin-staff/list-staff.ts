import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { SystemCtx } from "../../deps";
import { employees, signingKeys, user } from "../../db/schema";
import { publicKeyFingerprint } from "../../lib/prescribing/signing-keys";
import { toStaffMember } from "./staff.mapper";

/**
 * GET /api/admin/staff: every employee, with whether they have opened their account and set up
 * their second factor, and a prescriber's signing key (decision 118). Those whose access was removed are listed apart: their rows stay, as
 * prescribing decisions name them.
 */
export async function listStaff({ db }: SystemCtx) {
  const rows = await db
    .select({ employee: employees, twoFactorEnabled: user.twoFactorEnabled, publicKey: signingKeys.public_key })
    .from(employees)
    .leftJoin(user, eq(user.id, employees.user_id))
    .leftJoin(signingKeys, and(eq(signingKeys.employee_id, employees.employee_id), isNull(signingKeys.retired_at)))
    .orderBy(sql`lower(coalesce(${employees.name}, ${employees.email}))`, asc(employees.employee_id));
  const members = rows.map((r) => ({
    ...toStaffMember(r.employee, r.twoFactorEnabled),
    /** A prescriber's current signing key, its public half (decision 118). */
    signingKey: r.publicKey === null ? null : publicKeyFingerprint(r.publicKey),
  }));
  return { active: members.filter((m) => m.removedAt === null), removed: members.filter((m) => m.removedAt !== null) };
}
