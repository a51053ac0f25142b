/**
 * `npm run restore FILE` (decision 092): opens the backup (BACKUP_KEY for an encrypted one),
 * restores it into the empty database DATABASE_URL or DATA_DIR names, checks every table's rows
 * and the clinical tables' checksums against it, and migrates it forward to this version's
 * schema. Runs the compiled code with production dependencies only (dist/server/restore.js).
 */
import path from "node:path";
import { openDatabase } from "../db/client";
import { backupRuns } from "../db/schema";
import { ConfigError, type Env, loadDotEnv, loadEnv } from "../env";
import { systemTime } from "../lib/time/clock";
import { BackupError, restore } from "./backup";
import { serverRunning } from "./server-lock";

/** Restores `file`; answers the line to print. */
export async function runRestore(env: Env, file: string, now = systemTime()): Promise<string> {
  if (!env.DATABASE_URL && serverRunning(env.DATA_DIR))
    throw new BackupError("The server is running on DATA_DIR: stop it, and restore into a new, empty folder.");
  const result = await restore({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }, file, env.BACKUP_KEY);
  // A restore that checked out is a restore test passed: the go-live checklist of the restored database shows it.
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR });
  try {
    await database.db.insert(backupRuns).values({
      kind: "restore_test",
      ok: true,
      file: path.basename(file),
      started_by: "command",
      detail: { tables: result.tables, rows: result.rows, restored: true },
      created_at: now,
    });
  } finally {
    await database.close();
  }
  const into =
    result.kind === "postgres" ? "the PostgreSQL database at DATABASE_URL" : `the embedded database in ${env.DATA_DIR}`;
  const checked =
    result.rows === null ? "" : ` (${result.tables} tables, ${result.rows} rows, checked against the backup)`;
  return `Restored ${file} into ${into}${checked}, migrated to this version's schema.`;
}

export async function main() {
  const file = process.argv[2];
  if (!file) {
    console.error("Usage: npm run restore FILE");
    process.exit(1);
  }
  try {
    loadDotEnv();
    console.log(await runRestore(loadEnv(), file));
  } catch (error) {
    if (error instanceof BackupError || error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
