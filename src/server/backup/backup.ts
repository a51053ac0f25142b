/**
 * Backups that restore (decision 067). A backup is one file: a header line naming the kind of
 * database and the SHA-256 of what follows, then a compressed copy of the database:
 *  - embedded (PGlite): the data folder as a gzip'd tar (PGlite's dumpDataDir), taken with the
 *    folder opened by this process alone, so the server must be stopped (PGlite is one process);
 *  - PostgreSQL: `pg_dump --format=custom` (compressed, consistent under a snapshot while the
 *    server runs).
 * A restore checks the SHA-256 first and refuses a damaged file, and restores only into an empty
 * database (an empty or missing data folder; a PostgreSQL database with no tables).
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";

const run = promisify(execFile);
const MAGIC = "PHARMACY-BACKUP 1";

export type BackupKind = "pglite" | "postgres";
export interface Target {
  databaseUrl?: string;
  dataDir: string;
}

export class BackupError extends Error {}

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

function wrap(kind: BackupKind, payload: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${MAGIC} ${kind} sha256=${sha256(payload)}\n`), payload]);
}

/** The kind and the payload of a backup file, or a BackupError if it is not one or is damaged. */
export function unwrap(file: Buffer): { kind: BackupKind; payload: Buffer } {
  const end = file.indexOf(0x0a);
  const header = end > 0 ? file.subarray(0, end).toString("utf8") : "";
  const match = new RegExp(`^${MAGIC} (pglite|postgres) sha256=([0-9a-f]{64})$`).exec(header);
  if (!match) throw new BackupError("This file is not a backup of this product.");
  const payload = file.subarray(end + 1);
  if (sha256(payload) !== match[2])
    throw new BackupError("This backup is damaged: its checksum does not match. Nothing was restored.");
  return { kind: match[1] as BackupKind, payload };
}

/** Writes a backup of the target database to `file`. */
export async function backup(target: Target, file: string): Promise<{ kind: BackupKind; bytes: number }> {
  let kind: BackupKind;
  let payload: Buffer;
  if (target.databaseUrl) {
    kind = "postgres";
    const dir = mkdtempSync(path.join(tmpdir(), "pharmacy-backup-"));
    try {
      const dump = path.join(dir, "db.dump");
      await run("pg_dump", ["--format=custom", "--no-owner", `--file=${dump}`, target.databaseUrl]);
      payload = readFileSync(dump);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  } else {
    kind = "pglite";
    if (!existsSync(path.join(target.dataDir, "PG_VERSION")))
      throw new BackupError(`No database in ${target.dataDir}.`);
    const db = await PGlite.create({ dataDir: target.dataDir, extensions: { pg_trgm } });
    try {
      payload = Buffer.from(await (await db.dumpDataDir("gzip")).arrayBuffer());
    } finally {
      await db.close();
    }
  }
  const out = wrap(kind, payload);
  writeFileSync(file, out, { mode: 0o600 });
  return { kind, bytes: out.length };
}

/** Restores `file` into the target, which must be empty. */
export async function restore(target: Target, file: string): Promise<BackupKind> {
  const { kind, payload } = unwrap(readFileSync(file));
  if (kind === "postgres") {
    if (!target.databaseUrl)
      throw new BackupError("This is a PostgreSQL backup: set DATABASE_URL to an empty database to restore it.");
    const client = new pg.Client({ connectionString: target.databaseUrl });
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
    const dir = mkdtempSync(path.join(tmpdir(), "pharmacy-restore-"));
    try {
      const dump = path.join(dir, "db.dump");
      writeFileSync(dump, payload);
      await run("pg_restore", ["--no-owner", "--exit-on-error", `--dbname=${target.databaseUrl}`, dump]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    return kind;
  }
  if (target.databaseUrl)
    throw new BackupError("This is a backup of the embedded database: unset DATABASE_URL to restore it into DATA_DIR.");
  if (existsSync(target.dataDir) && readdirSync(target.dataDir).some((f) => f !== ".auth-secret")) {
    throw new BackupError(`${target.dataDir} is not empty. Restore into a new, empty folder.`);
  }
  const db = await PGlite.create({
    dataDir: target.dataDir,
    extensions: { pg_trgm },
    loadDataDir: new Blob([new Uint8Array(payload)]),
  });
  await db.close();
  return kind;
}
