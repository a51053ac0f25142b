import { and, isNotNull, sql } from "drizzle-orm";
import { STAFF_MESSAGES } from "@/shared/domain/people/roles";
import type { StaffCreate } from "@/shared/schemas/people/staff";
import type { Ctx } from "../../deps";
import { employees } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { writeAudit } from "../../lib/people/audit";
import { hasSecondFactor } from "./admin-staff.queries";
import { prescriberColumns, toStaffMember } from "./staff.mapper";

/**
 * POST /api/admin/staff: adds a member of staff by e-mail. They open an account with that
 * address as anyone does; once it is confirmed (decision 063) and their second factor is set up
 * (decision 065), the back office opens for them. An address already on a live employee is
 * refused; one whose access was removed gets it back with the role given now (the row is kept,
 * as decisions name it, and one address has one row). Their registration decides the checks they
 * may do (decision 117).
 */
export async function addStaff({ db, now, actor }: Ctx, input: StaffCreate) {
  return db.transaction(async (tx) => {
    const values = {
      name: input.name,
      role: input.role,
      gphc_number: input.gphcNumber || null,
      prescriber_type: input.prescriberType || null,
      registration: input.registration,
      accredited_checker: input.accreditedChecker,
      ...prescriberColumns(input),
    };
    const sameEmail = sql`lower(${employees.email}) = ${input.email}`;
    const [restored] = await tx
      .update(employees)
      .set({ ...values, removed_at: null, removed_by: null })
      .where(and(sameEmail, isNotNull(employees.removed_at)))
      .returning();
    const [created] = restored
      ? [restored]
      : await tx
          .insert(employees)
          .values({ ...values, email: input.email, created_at: now })
          .onConflictDoNothing()
          .returning();
    if (!created)
      throw new AppError("conflict", STAFF_MESSAGES.duplicateEmail, {
        fields: { email: STAFF_MESSAGES.duplicateEmail },
      });
    await writeAudit(tx, actor, "staff.create", { type: "employee", id: created.employee_id }, [
      "name",
      "email",
      "role",
      "registration",
      ...(input.accreditedChecker ? ["accredited_checker"] : []),
      ...(input.gphcNumber ? ["gphc_number"] : []),
      ...(input.prescriberType ? ["prescriber_type"] : []),
      ...(values.prescriber_regulator ? ["prescriber_regulator"] : []),
      ...(values.prescriber_number ? ["prescriber_number"] : []),
    ]);
    return toStaffMember(created, await hasSecondFactor(tx, created.user_id));
  });
}
