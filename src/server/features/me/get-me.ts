import { findEmployee } from "../../auth/middleware";
import type { SessionUser, SystemCtx } from "../../deps";

/**
 * GET /api/me: the signed-in user, as the client's auth state needs it. Public (signed out, the
 * answer says so), hence a SystemCtx and the whole session user (or null) as the input.
 */
export async function getMe({ db }: SystemCtx, user: SessionUser | null) {
  if (!user) return { user: null, isEmployee: false };
  const access = await findEmployee(db, user);
  return {
    user: { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified },
    isEmployee: access.employee !== null,
    // Decision 022: the back office shows each role what it may do (the server still checks).
    role: access.employee?.role ?? null,
    // Decision 065: the back office opens once a second factor is set up.
    twoFactorRequired: access.employee !== null && !user.twoFactorEnabled,
    // Decision 063: the back office waits for this account to confirm its address.
    employeeEmailUnconfirmed: access.employee === null && access.emailUnconfirmed,
  };
}
