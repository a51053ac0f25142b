/**
 * POST /api/admin/two-factor/backup-codes (decision 093): an employee replaces their own backup
 * codes (the old ones stop working) after their password again; shown this once, audited. The
 * auth library and the request's headers (its session cookie) are not in the request context:
 * the route passes them in with the password.
 */
import { isAPIError } from "better-auth/api";
import type { Auth } from "../../auth/auth";
import type { Ctx } from "../../deps";
import { AppError } from "../../lib/http/app-error";
import { writeAudit } from "../../lib/people/audit";

const WRONG_PASSWORD = "Incorrect password";

export async function regenerateBackupCodes(
  { db, actor }: Ctx,
  { password, auth, headers }: { password: string; auth: Auth; headers: Headers },
) {
  let codes: string[];
  try {
    codes = (await auth.api.generateBackupCodes({ body: { password }, headers })).backupCodes;
  } catch (error) {
    if (isAPIError(error) && error.statusCode === 400)
      throw new AppError("invalid_input", WRONG_PASSWORD, { fields: { password: WRONG_PASSWORD } });
    throw error;
  }
  await writeAudit(db, actor, "two_factor.backup_codes", { type: "user", id: actor.userId }, ["backup_codes"]);
  return { backupCodes: codes };
}
