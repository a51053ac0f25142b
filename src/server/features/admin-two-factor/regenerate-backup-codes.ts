/**
 * POST /api/admin/two-factor/backup-codes (decision 093): an employee replaces their own backup
 * codes (the old ones stop working) after their password again; shown this once, audited.
 */
import { isAPIError } from "better-auth/api";
import type { Auth } from "../../auth/auth";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/http/app-error";
import { type Actor, writeAudit } from "../../lib/people/audit";

const WRONG_PASSWORD = "Incorrect password";

export async function regenerateBackupCodes(db: Db, auth: Auth, headers: Headers, password: string, actor: Actor) {
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
