/**
 * `npm run backup [FILE]` (decision 092): a backup of the database into BACKUP_DIR (or FILE),
 * encrypted with BACKUP_KEY, recorded in the database and followed by the retention rule. Runs
 * the compiled code with production dependencies only (dist/server/backup.js). PostgreSQL is
 * copied while the servers serve; the embedded database only while the server is stopped (the
 * running server takes its own backups: the daily schedule and "Back up now").
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { backupFileName } from "@/shared/domain/site/backups";
import { openDatabase } from "../db/client";
import { backupRuns } from "../db/schema";
import { ConfigError, type Env, loadDotEnv, loadEnv } from "../env";
import { systemTime } from "../lib/time/clock";
import { BackupError, copyDatabase, writeBackup } from "./backup";
import { applyRetention } from "./backups";
import { serverRunning } from "./server-lock";

export const SERVER_HOLDS_THE_DATABASE =
  'The server is running and holds the embedded database: it backs it up itself (daily at the backup_time setting, and with "Back up now" on the go-live checklist page). Its backups are in BACKUP_DIR.';

/** Takes the backup; answers the line to print. */
export async function runBackup(env: Env, fileArg: string | undefined, now = systemTime()): Promise<string> {
  if (!env.DATABASE_URL && serverRunning(env.DATA_DIR)) throw new BackupError(SERVER_HOLDS_THE_DATABASE);
  const name = backupFileName(now);
  const file = fileArg ?? path.join(env.BACKUP_DIR, name);
  if (!fileArg) mkdirSync(env.BACKUP_DIR, { recursive: true, mode: 0o700 });
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR });
  try {
    const copy = await copyDatabase(database, env.DATABASE_URL);
    const bytes = writeBackup(file, copy, env.BACKUP_KEY, now);
    // Recorded for the go-live checklist; a database from before backup_runs existed is copied all the same.
    await database.db
      .insert(backupRuns)
      .values({
        kind: "backup",
        ok: true,
        file: path.basename(file),
        bytes,
        started_by: "command",
        detail: {
          encrypted: Boolean(env.BACKUP_KEY),
          kind: copy.kind,
          tables: Object.keys(copy.manifest.tables).length,
        },
        created_at: now,
      })
      .catch(() => undefined);
    const removed = fileArg ? [] : await applyRetention(database.db, env.BACKUP_DIR);
    const kind = copy.kind === "postgres" ? "PostgreSQL" : "embedded";
    const encrypted = env.BACKUP_KEY ? "encrypted" : "NOT encrypted (BACKUP_KEY is not set)";
    return `Backup of the ${kind} database written to ${file} (${bytes} bytes, ${encrypted})${removed.length ? `; ${removed.length} older backup(s) removed by the retention rule` : ""}.`;
  } finally {
    await database.close();
  }
}

export async function main() {
  try {
    loadDotEnv();
    console.log(await runBackup(loadEnv(), process.argv[2]));
  } catch (error) {
    if (error instanceof BackupError || error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
