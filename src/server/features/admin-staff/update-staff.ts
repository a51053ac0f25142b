import { eq } from "drizzle-orm";
import { staffCredentialProblems } from "@/shared/domain/people/roles";
import type { StaffUpdate } from "@/shared/schemas/people/staff";
import type { StaffCtx } from "../../deps";
import { employees } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { changedKeys, writeAudit } from "../../lib/people/audit";
import { checkStaffChange, hasSecondFactor } from "./admin-staff.queries";
import { prescriberColumns, toStaffMember } from "./staff.mapper";

/**
 * PATCH /api/admin/staff/:id: changes a member's name, role, registration, GPhC number, prescriber
 * type, accredited checking, or a prescriber's regulator and number. The result must fit the role
 * and registration (decisions 117, 119: a prescriber has a type and a regulator; on the GPhC's
 * register they are a pharmacist), the superintendent does not change their own role, and at
 * least one superintendent remains.
 */
export async function updateStaff(
  { db, actor, employee }: StaffCtx,
  { employeeId: targetId, ...input }: StaffUpdate & { employeeId: number },
) {
  return db.transaction(async (tx) => {
    const target = await checkStaffChange(tx, employee.employee_id, targetId, input.role);
    const next = {
      role: input.role ?? target.role,
      registration: input.registration ?? target.registration,
      accreditedChecker: input.accreditedChecker ?? target.accredited_checker,
      gphcNumber: input.gphcNumber ?? target.gphc_number ?? "",
      prescriberType: input.prescriberType ?? target.prescriber_type ?? "",
      // A member who becomes a prescriber is on the GPhC's register unless they say otherwise (decision 119).
      prescriberRegulator: input.prescriberRegulator ?? target.prescriber_regulator ?? "GPhC",
      prescriberNumber: input.prescriberNumber ?? target.prescriber_number ?? "",
    };
    const problems = staffCredentialProblems(next);
    const first = Object.values(problems)[0];
    if (first) throw new AppError("invalid_input", first, { fields: problems });
    const values = {
      name: input.name ?? target.name,
      role: next.role,
      gphc_number: next.gphcNumber || null,
      prescriber_type: next.prescriberType || null,
      registration: next.registration,
      accredited_checker: next.accreditedChecker,
      ...prescriberColumns(next),
    };
    const changed = changedKeys(target, values);
    const [updated] = await tx.update(employees).set(values).where(eq(employees.employee_id, targetId)).returning();
    if (changed.length > 0) await writeAudit(tx, actor, "staff.update", { type: "employee", id: targetId }, changed);
    return toStaffMember(updated!, await hasSecondFactor(tx, updated!.user_id));
  });
}
