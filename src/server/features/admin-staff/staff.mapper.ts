/** A member of staff as the Staff page shows them (decision 022). */
import type { employees } from "../../db/schema";

export const toStaffMember = (row: typeof employees.$inferSelect, twoFactorEnabled: boolean | null) => ({
  id: row.employee_id,
  name: row.name ?? "",
  email: row.email,
  role: row.role,
  gphcNumber: row.gphc_number ?? "",
  prescriberType: row.prescriber_type ?? "",
  /** Decision 117: pharmacist, technician or none, and whether a technician is an accredited checker. */
  registration: row.registration,
  accreditedChecker: row.accredited_checker,
  /** They have opened their account with this e-mail, and it is linked (decision 063). */
  hasAccount: row.user_id !== null,
  /** Their second factor is set up (decision 065): the back office opens only then. */
  twoFactorEnabled: row.user_id !== null && twoFactorEnabled === true,
  createdAt: row.created_at.toISOString(),
  removedAt: row.removed_at?.toISOString() ?? null,
  removedBy: row.removed_by,
});
