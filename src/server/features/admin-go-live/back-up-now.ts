/**
 * POST /api/admin/go-live/backups and /restore-test (decision 092): "Back up now" and "Test a
 * restore" on the checklist page, the server doing the work (backup/backups.ts), audited.
 */
import type { AppDeps } from "../../deps";
import { type Actor, writeAudit } from "../../lib/people/audit";

export async function backUpNow(deps: AppDeps, actor: Actor) {
  await writeAudit(deps.database.db, actor, "backup.create", { type: "backup", id: "now" });
  return deps.backups.takeBackup(actor.email);
}

export async function testRestoreNow(deps: AppDeps, actor: Actor) {
  await writeAudit(deps.database.db, actor, "backup.restore_test", { type: "backup", id: "newest" });
  return deps.backups.testRestore(actor.email);
}
