/**
 * The embedded database's daily backup, taken by the server that holds it (decision 092): a
 * check every few minutes whether the backup_time setting has passed since the last backup.
 * PostgreSQL is backed up by `npm run backup` from cron (docs/deploy.md), which any machine with
 * pg_dump can run while the servers serve.
 */
import { backupDue } from "@/shared/domain/site/backups";
import type { Db } from "../db/client";
import { errorForLog } from "../lib/monitoring/log";
import type { Logger } from "../lib/monitoring/logger";
import { getSettings } from "../lib/site/settings";
import type { Backups } from "./backups";

const CHECK_EVERY_MS = 5 * 60 * 1000;

/** Takes the backup when it is due; answers whether it did. */
export async function backUpIfDue(db: Db, backups: Backups, now: Date): Promise<boolean> {
  const { backup_time } = await getSettings(db);
  if (!backupDue({ now, time: backup_time, lastBackupAt: await backups.lastBackupAt() })) return false;
  await backups.takeBackup("schedule");
  return true;
}

export function startBackupSchedule(opts: { db: Db; backups: Backups; now: () => Date; log: Logger }) {
  let stopped = false;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (stopped || running) return;
    running = backUpIfDue(opts.db, opts.backups, opts.now())
      .catch((error: unknown) => opts.log.error({ err: errorForLog(error) }, "[backup] the scheduled backup failed"))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(tick, CHECK_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
