/**
 * POST /api/admin/go-live/backups and /restore-test (decision 092): "Back up now" and "Test a
 * restore" on the checklist page, the server doing the work (backup/backups.ts), audited. The
 * backups are the server's (`deps.backups`), not the request's: the route passes them in.
 */
import type { Backups } from "../../backup/backups";
import type { Ctx } from "../../deps";
import { writeAudit } from "../../lib/people/audit";

export async function backUpNow({ db, actor }: Ctx, backups: Backups) {
  await writeAudit(db, actor, "backup.create", { type: "backup", id: "now" });
  return backups.takeBackup(actor.email);
}

export async function testRestoreNow({ db, actor }: Ctx, backups: Backups) {
  await writeAudit(db, actor, "backup.restore_test", { type: "backup", id: "newest" });
  return backups.testRestore(actor.email);
}
