/** A member of staff as the Staff page shows them (decision 022). */
import { isPrescriber, type StaffCredentials } from "@/shared/domain/people/roles";
import type { employees } from "../../db/schema";

/**
 * A prescriber's regulator and number as the staff record keeps them (decision 119): none for a
 * member who does not prescribe, and no second copy of a GPhC prescriber's GPhC number.
 */
export function prescriberColumns(c: Pick<StaffCredentials, "role" | "prescriberRegulator" | "prescriberNumber">) {
  if (!isPrescriber(c.role) || c.prescriberRegulator === "")
    return { prescriber_regulator: null, prescriber_number: null };
  return {
    prescriber_regulator: c.prescriberRegulator,
    prescriber_number: c.prescriberRegulator === "GPhC" ? null : c.prescriberNumber.trim() || null,
  };
}

export const toStaffMember = (row: typeof employees.$inferSelect, twoFactorEnabled: boolean | null) => ({
  id: row.employee_id,
  name: row.name ?? "",
  email: row.email,
  role: row.role,
  gphcNumber: row.gphc_number ?? "",
  prescriberType: row.prescriber_type ?? "",
  /**
   * Decision 119: a prescriber's regulator ("" for a member who does not prescribe) and their
   * number on the NMC's, the HCPC's or the GMC's register (a GPhC prescriber's is `gphcNumber`).
   */
  prescriberRegulator: row.prescriber_regulator ?? "",
  prescriberNumber: row.prescriber_number ?? "",
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
