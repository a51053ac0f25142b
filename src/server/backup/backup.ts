/**
 * Backups that restore (decisions 067 and 092). A copy of the database and its manifest, sealed
 * in one file (./backup-file.ts):
 *  - embedded (PGlite): the data folder as a gzip'd tar, taken by the process that has it open
 *    (the running server, or `npm run backup` while the server is stopped);
 *  - PostgreSQL: `pg_dump --format=custom` of the snapshot the manifest was counted in.
 * A restore opens the file (refusing a damaged one or the wrong key), restores only into an empty
 * database, checks every table's row count and the clinical tables' checksums against the
 * manifest, then migrates it forward to this code's schema.
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type Database, openDatabase, queryRows } from "../db/client";
import { type BackupKind, BackupError, openBackup, type OpenedBackup, sealBackup } from "./backup-file";
import { type Manifest, manifestDifferences, manifestOf, readManifest } from "./manifest";

const run = promisify(execFile);

export { BackupError };

export interface Target {
  databaseUrl?: string;
  dataDir: string;
}

interface Copy {
  kind: BackupKind;
  dump: Buffer;
  manifest: Manifest;
}

/** A PostgreSQL tool (pg_dump, pg_restore) run with `args`; its own message when it fails. */
async function pgTool(tool: "pg_dump" | "pg_restore", args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const e = error as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === "ENOENT")
      throw new BackupError(
        `${tool} is not installed here: install the PostgreSQL client tools of the database's version (postgresql-client).`,
      );
    throw new BackupError(`${tool} failed: ${(e.stderr ?? e.message).trim().split("\n")[0]}`);
  }
}

/** The manifest of a PGlite copy, read from the copy itself (in memory). */
async function manifestOfDump(dump: Buffer): Promise<Manifest> {
  const copy = await openDatabase({ loadDataDir: dump });
  try {
    return await manifestOf(copy.db);
  } finally {
    await copy.close();
  }
}

/**
 * A copy of an open database: the embedded one between two of its queries, or PostgreSQL's in
 * one snapshot that the manifest is counted in and pg_dump copies (`--snapshot`), consistent
 * while patients use the site.
 */
export async function copyDatabase(database: Database, databaseUrl: string | undefined): Promise<Copy> {
  if (database.kind === "pglite") {
    const dump = await database.dumpDataDir!();
    return { kind: "pglite", dump, manifest: await manifestOfDump(dump) };
  }
  if (!databaseUrl) throw new BackupError("DATABASE_URL is needed to back up PostgreSQL.");
  return database.db.transaction(
    async (tx) => {
      const [row] = await queryRows<{ snapshot: string }>(tx, sql`SELECT pg_export_snapshot() AS snapshot`);
      const manifest = await readManifest(tx);
      const dir = mkdtempSync(path.join(tmpdir(), "pharmacy-backup-"));
      try {
        const file = path.join(dir, "db.dump");
        await pgTool("pg_dump", [
          "--format=custom",
          "--no-owner",
          `--snapshot=${row!.snapshot}`,
          `--file=${file}`,
          databaseUrl,
        ]);
        return { kind: "postgres" as const, dump: readFileSync(file), manifest };
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** Seals a copy into `file` (readable by its owner only). */
export function writeBackup(file: string, copy: Copy, key: string | undefined, now: Date): number {
  const sealed = sealBackup({ ...copy, createdAt: now }, key);
  writeFileSync(file, sealed, { mode: 0o600 });
  return sealed.length;
}

const restoredRows = (manifest: Manifest | null) =>
  manifest ? Object.values(manifest.tables).reduce((a, b) => a + b, 0) : null;

/** Checks the restored database against the manifest, then migrates it forward. */
async function checkAndMigrate(database: Database, opened: OpenedBackup) {
  if (opened.manifest) {
    const problems = manifestDifferences(opened.manifest, await manifestOf(database.db));
    if (problems.length > 0)
      throw new BackupError(`The restored database differs from the backup: ${problems.slice(0, 5).join("; ")}`);
  }
  await database.migrate();
  return {
    kind: opened.kind,
    createdAt: opened.createdAt,
    tables: Object.keys(opened.manifest?.tables ?? {}).length,
    rows: restoredRows(opened.manifest),
  };
}

async function assertEmptyPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')",
    );
    if (rows[0]!.n > 0)
      throw new BackupError("The database at DATABASE_URL is not empty. Restore into a new, empty database.");
  } finally {
    await client.end();
  }
}

async function pgRestore(url: string, dump: Buffer) {
  const dir = mkdtempSync(path.join(tmpdir(), "pharmacy-restore-"));
  try {
    const file = path.join(dir, "db.dump");
    writeFileSync(file, dump, { mode: 0o600 });
    await pgTool("pg_restore", ["--no-owner", "--exit-on-error", `--dbname=${url}`, file]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `npm run restore FILE`: into the target, which must be empty; checked and migrated forward. */
export async function restore(target: Target, file: string, key: string | undefined) {
  const opened = openBackup(readFileSync(file), key);
  if (opened.kind === "postgres") {
    if (!target.databaseUrl)
      throw new BackupError("This is a PostgreSQL backup: set DATABASE_URL to an empty database to restore it.");
    await assertEmptyPostgres(target.databaseUrl);
    await pgRestore(target.databaseUrl, opened.dump);
    const database = await openDatabase({ url: target.databaseUrl });
    try {
      return await checkAndMigrate(database, opened);
    } finally {
      await database.close();
    }
  }
  if (target.databaseUrl)
    throw new BackupError("This is a backup of the embedded database: unset DATABASE_URL to restore it into DATA_DIR.");
  if (existsSync(target.dataDir) && readdirSync(target.dataDir).some((f) => f !== ".auth-secret"))
    throw new BackupError(`${target.dataDir} is not empty. Restore into a new, empty folder.`);
  const database = await openDatabase({ dataDir: target.dataDir, loadDataDir: opened.dump });
  try {
    return await checkAndMigrate(database, opened);
  } catch (error) {
    // The folder was empty: what did not check out is not left for a server to start on.
    await database.close().catch(() => undefined);
    for (const f of readdirSync(target.dataDir))
      if (f !== ".auth-secret") rmSync(path.join(target.dataDir, f), { recursive: true, force: true });
    throw error;
  } finally {
    await database.close().catch(() => undefined);
  }
}

/**
 * A restore test (decision 092): the backup restored into a scratch database (in memory for the
 * embedded one; a temporary database on the same PostgreSQL server), checked against its
 * manifest, migrated forward, and thrown away.
 */
export async function testRestore(file: string, key: string | undefined, databaseUrl: string | undefined) {
  const opened = openBackup(readFileSync(file), key);
  if (opened.kind === "pglite") {
    const scratch = await openDatabase({ loadDataDir: opened.dump });
    try {
      return await checkAndMigrate(scratch, opened);
    } finally {
      await scratch.close();
    }
  }
  if (!databaseUrl) throw new BackupError("This is a PostgreSQL backup: DATABASE_URL names the server to test it on.");
  const name = `pharmacy_restore_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`).catch((error: Error) => {
      throw new BackupError(`A scratch database for the test cannot be created (${error.message}).`);
    });
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    await pgRestore(url.toString(), opened.dump);
    const scratch = await openDatabase({ url: url.toString() });
    try {
      return await checkAndMigrate(scratch, opened);
    } finally {
      await scratch.close();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}
