/**
 * The backups the server keeps in BACKUP_DIR (decision 092): taken by the server itself (the
 * daily schedule, "Back up now") or by `npm run backup`, each recorded in backup_runs with how it
 * ended; the retention rule applied after each; and restore tests of the newest. One at a time.
 */
import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { desc, eq, and } from "drizzle-orm";
import { backupFileName, backupsToKeep, backupTimeOf } from "@/shared/domain/site/backups";
import type { Database, DbOrTx } from "../db/client";
import { backupRuns } from "../db/schema";
import { AppError } from "../lib/http/app-error";
import { errorForLog } from "../lib/monitoring/log";
import type { Logger } from "../lib/monitoring/logger";
import { getSettings } from "../lib/site/settings";
import { BackupError, copyDatabase, testRestore, writeBackup } from "./backup";

export interface BackupConfig {
  BACKUP_DIR: string;
  BACKUP_KEY?: string;
  DATABASE_URL?: string;
}

/** The backup files in `dir`, newest first. */
export function backupFiles(dir: string): Array<{ name: string; at: Date; bytes: number }> {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .map((name) => ({ name, at: backupTimeOf(name) }))
    .filter((f): f is { name: string; at: Date } => f.at !== null)
    .map((f) => ({ ...f, bytes: statSync(path.join(dir, f.name)).size }))
    .sort((a, b) => b.at.getTime() - a.at.getTime());
}

/** Deletes the backups in `dir` the retention rule does not keep; answers their names. */
export async function applyRetention(db: DbOrTx, dir: string): Promise<string[]> {
  const settings = await getSettings(db);
  const names = backupFiles(dir).map((f) => f.name);
  const keep = backupsToKeep(names, {
    daily: Number(settings.backup_keep_daily),
    monthly: Number(settings.backup_keep_monthly),
  });
  const removed = names.filter((n) => !keep.has(n));
  for (const name of removed) rmSync(path.join(dir, name), { force: true });
  return removed;
}

/** A failure's message for the record and the page: a BackupError's own words, else none of its details. */
const failureOf = (error: unknown) =>
  error instanceof BackupError ? error.message : "The backup failed; the server's log says why.";

export function createBackups(opts: { database: Database; env: BackupConfig; now: () => Date; log: Logger }) {
  const { database, env, log } = opts;
  const db = database.db;
  let busy = false;
  /** Writes a run's record, at the one clock's time (the schedule compares it with that clock). */
  const record = (run: Omit<typeof backupRuns.$inferInsert, "created_at">) =>
    db.insert(backupRuns).values({ ...run, created_at: opts.now() });

  async function exclusive<T>(work: () => Promise<T>): Promise<T> {
    if (busy) throw new AppError("conflict", "A backup or a restore test is already running. Try again in a minute.");
    busy = true;
    try {
      return await work();
    } finally {
      busy = false;
    }
  }

  return {
    /** Takes a backup into BACKUP_DIR, records it, and applies the retention rule. */
    takeBackup: (startedBy: string) =>
      exclusive(async () => {
        const at = opts.now();
        const name = backupFileName(at);
        try {
          mkdirSync(env.BACKUP_DIR, { recursive: true, mode: 0o700 });
          const copy = await copyDatabase(database, env.DATABASE_URL);
          const bytes = writeBackup(path.join(env.BACKUP_DIR, name), copy, env.BACKUP_KEY, at);
          const tables = Object.keys(copy.manifest.tables).length;
          await record({
            kind: "backup",
            ok: true,
            file: name,
            bytes,
            started_by: startedBy,
            detail: { encrypted: Boolean(env.BACKUP_KEY), kind: copy.kind, tables },
          });
          const removed = await applyRetention(db, env.BACKUP_DIR);
          log.info({ file: name, bytes, removed: removed.length }, "[backup] written");
          return { file: name, bytes, encrypted: Boolean(env.BACKUP_KEY), removed };
        } catch (error) {
          log.error({ err: errorForLog(error) }, "[backup] failed");
          await record({
            kind: "backup",
            ok: false,
            file: name,
            started_by: startedBy,
            detail: { error: failureOf(error) },
          }).catch(() => undefined);
          throw new AppError("unprocessable", failureOf(error));
        }
      }),

    /** Restores the newest backup into a scratch database, checks it, and records the result. */
    testRestore: (startedBy: string) =>
      exclusive(async () => {
        const [newest] = backupFiles(env.BACKUP_DIR);
        if (!newest) throw new AppError("conflict", "There is no backup to test yet: back up first.");
        try {
          const result = await testRestore(path.join(env.BACKUP_DIR, newest.name), env.BACKUP_KEY, env.DATABASE_URL);
          await record({
            kind: "restore_test",
            ok: true,
            file: newest.name,
            bytes: newest.bytes,
            started_by: startedBy,
            detail: { tables: result.tables, rows: result.rows },
          });
          return { file: newest.name, tables: result.tables, rows: result.rows };
        } catch (error) {
          log.error({ err: errorForLog(error) }, "[backup] restore test failed");
          await record({
            kind: "restore_test",
            ok: false,
            file: newest.name,
            started_by: startedBy,
            detail: { error: failureOf(error) },
          }).catch(() => undefined);
          throw new AppError("unprocessable", `The restore test failed: ${failureOf(error)}`);
        }
      }),

    /** The newest runs of each kind, and the files kept. */
    async overview() {
      const runs = await db.select().from(backupRuns).orderBy(desc(backupRuns.run_id)).limit(10);
      return { runs, files: backupFiles(env.BACKUP_DIR).slice(0, 30) };
    },

    /** When the last backup was written (the schedule reads it). */
    async lastBackupAt(): Promise<Date | null> {
      const [row] = await db
        .select({ at: backupRuns.created_at })
        .from(backupRuns)
        .where(and(eq(backupRuns.kind, "backup"), eq(backupRuns.ok, true)))
        .orderBy(desc(backupRuns.run_id))
        .limit(1);
      return row ? new Date(row.at) : null;
    },
  };
}

export type Backups = ReturnType<typeof createBackups>;
