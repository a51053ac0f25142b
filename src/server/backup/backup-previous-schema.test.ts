/**
 * Decision 092: a backup made by the previous version (its schema, and for the embedded database
 * its file format, decision 067) restores with this version and is migrated forward to this
 * version's schema, its data kept. On PGlite in `npm test`; on PostgreSQL in `npm run test:pg`
 * when pg_dump is installed.
 */
import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { hasPgDump } from "../../../tests/support/backups";
import { freshDatabase } from "../../../tests/support/postgres";
import { type Database, migrationsFolder, openDatabase, queryRows } from "../db/client";
import { loadEnv } from "../env";
import { copyDatabase, writeBackup } from "./backup";
import { runRestore } from "./restore-command";

const work = mkdtempSync(path.join(tmpdir(), "pharmacy-previous-schema-"));
const postgres = Boolean(process.env.DATABASE_URL);
const dropLater: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const drop of dropLater) await drop();
  rmSync(work, { recursive: true, force: true });
});

type Journal = { entries: Array<{ tag: string }> };
const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as Journal;
/** This version's migrations start with the one that added the backups' own table. */
const firstOfThisVersion = journal.entries.findIndex((e) => e.tag.endsWith("_go_live_and_backups"));

/** The migrations folder as the previous version shipped it. */
function previousMigrations(): string {
  const dir = path.join(work, "previous-migrations");
  cpSync(migrationsFolder, dir, { recursive: true });
  writeFileSync(
    path.join(dir, "meta/_journal.json"),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, firstOfThisVersion) }),
  );
  return dir;
}

/** A database at the previous version's schema, with a patient in it. */
async function previousVersionDatabase(): Promise<{ database: Database; url?: string; dataDir?: string }> {
  const fresh = postgres ? await freshDatabase(process.env.DATABASE_URL!) : null;
  if (fresh) dropLater.push(fresh.drop);
  const dataDir = fresh ? undefined : mkdtempSync(path.join(work, "previous-data-"));
  const database = await openDatabase({ url: fresh?.url, dataDir });
  const folder = previousMigrations();
  if (database.kind === "postgres") await migrateNodePg(database.db as never, { migrationsFolder: folder });
  else await migratePglite(database.db as never, { migrationsFolder: folder });
  // What the previous version's seed and a patient of it left (its seed is that version's code).
  await database.db.execute(sql`INSERT INTO patient_status VALUES (1, 'Pending Review') ON CONFLICT DO NOTHING`);
  await database.db.execute(sql`INSERT INTO patient_type VALUES (1, 'New to the treatment') ON CONFLICT DO NOTHING`);
  await database.db.execute(
    sql`INSERT INTO patients (firstname, lastname, email, created_at) VALUES ('Mary', 'Seacole', 'mary@example.com', now())`,
  );
  return { database, url: fresh?.url, dataDir };
}

async function appliedMigrations(database: Database): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
  );
  return row!.n;
}

async function restoreAndCheck(file: string, key: string | undefined) {
  const fresh = postgres ? await freshDatabase(process.env.DATABASE_URL!) : null;
  if (fresh) dropLater.push(fresh.drop);
  const dataDir = path.join(work, `restored-${Math.random().toString(36).slice(2)}`);
  const env = loadEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    BACKUP_DIR: path.join(work, "backups"),
    ...(fresh ? { DATABASE_URL: fresh.url } : {}),
    ...(key ? { BACKUP_KEY: key } : {}),
  });
  expect(await runRestore(env, file)).toMatch(/migrated to this version's schema/);
  const restored = await openDatabase({ url: fresh?.url, dataDir: fresh ? undefined : dataDir });
  try {
    expect(await appliedMigrations(restored)).toBe(journal.entries.length);
    const patients = await queryRows<{ lastname: string }>(restored.db, sql`SELECT lastname FROM patients`);
    expect(patients).toEqual([{ lastname: "Seacole" }]);
    // This version's own table is there, with the restore recorded in it.
    const runs = await queryRows<{ kind: string }>(restored.db, sql`SELECT kind FROM backup_runs`);
    expect(runs).toEqual([{ kind: "restore_test" }]);
  } finally {
    await restored.close();
  }
}

describe("a backup made by the previous version", () => {
  it("restores, and is migrated forward to this version's schema", { timeout: 120_000 }, async () => {
    if (postgres && !hasPgDump) return;
    expect(firstOfThisVersion).toBeGreaterThan(0);
    const previous = await previousVersionDatabase();
    const key = "backup-key-for-tests-0123456789abcdef";
    try {
      expect(await appliedMigrations(previous.database)).toBe(firstOfThisVersion);
      const copy = await copyDatabase(previous.database, previous.url);
      writeBackup(path.join(work, "previous.backup"), copy, key, new Date());
    } finally {
      await previous.database.close();
    }
    await restoreAndCheck(path.join(work, "previous.backup"), key);
  });

  it("restores from the previous version's file format (decision 067) too", { timeout: 120_000 }, async () => {
    if (postgres) return;
    const previous = await previousVersionDatabase();
    let payload: Buffer;
    try {
      payload = await previous.database.dumpDataDir!();
    } finally {
      await previous.database.close();
    }
    const sha = createHash("sha256").update(payload).digest("hex");
    const file = path.join(work, "format-1.pharmacy-backup");
    writeFileSync(file, Buffer.concat([Buffer.from(`PHARMACY-BACKUP 1 pglite sha256=${sha}\n`), payload]));
    await restoreAndCheck(file, undefined);
  });
});
