/**
 * GET /api/admin/signing-key (decision 118): whether the member of staff has a signing PIN, their
 * public key as the Staff page shows it, and whether signing is locked after wrong PINs.
 */
import { eq } from "drizzle-orm";
import { isPrescriber } from "@/shared/domain/people/roles";
import { employees } from "../../db/schema";
import type { StaffCtx } from "../../deps";
import { currentSigningKey } from "../../lib/prescribing/prescription-signing";
import { publicKeyFingerprint } from "../../lib/prescribing/signing-keys";

export async function signingKeyOf({ db, now, employee }: StaffCtx) {
  const [key, [row]] = await Promise.all([
    currentSigningKey(db, employee.employee_id),
    db
      .select({ lockedUntil: employees.signing_locked_until })
      .from(employees)
      .where(eq(employees.employee_id, employee.employee_id)),
  ]);
  const lockedUntil = row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil.toISOString() : null;
  return {
    signs: isPrescriber(employee.role),
    key: key ? { publicKey: publicKeyFingerprint(key.public_key), createdAt: key.created_at.toISOString() } : null,
    lockedUntil,
  };
}
