import type { Employee, SessionUser } from "../../deps";

/** The name a record keeps of the employee who made it: their staff record's, else their account's. */
export const staffName = (v: { user: SessionUser; employee: Employee }) =>
  v.employee.name?.trim() || v.user.name?.trim() || v.user.email;
