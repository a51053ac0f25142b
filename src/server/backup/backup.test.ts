/**
 * Backups that restore (decisions 067 and 092): the running server backs up its own database
 * while it serves; the database is wiped; `npm run restore` brings back every table row for row
 * (the clinical tables' checksums included) and the server starts on it. A damaged file, the
 * wrong key and a database that is not empty are refused, restoring nothing. On PGlite in
 * `npm test`; on PostgreSQL in `npm run test:pg` when pg_dump is installed.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basicBody, safetyBody, shippingBody } from "../../../tests/support/patient-bodies";
import { orderInState } from "../../../tests/support/order-fixtures";
import { freshDatabase } from "../../../tests/support/postgres";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { everyTable, hasPgDump } from "../../../tests/support/backups";
import { openDatabase } from "../db/client";
import { type Env, loadEnv } from "../env";
import { CLINICAL_TABLES, manifestOf } from "./manifest";
import { runRestore } from "./restore-command";
import { runBackup, SERVER_HOLDS_THE_DATABASE } from "./backup-command";

const BACKUP_KEY = "backup-key-for-tests-0123456789abcdef";
const work = mkdtempSync(path.join(tmpdir(), "pharmacy-backup-test-"));
const backupDir = path.join(work, "backups");
let t: TestApp;
const postgres = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  t = await createTestApp({ persistent: true, env: { BACKUP_KEY, BACKUP_DIR: backupDir } });
});
afterAll(async () => {
  await t?.close().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
});

/** The configuration of the commands, aimed at `target` (an empty folder or database). */
const envFor = (target: { databaseUrl?: string; dataDir?: string }, key: string | undefined = BACKUP_KEY): Env =>
  loadEnv({
    NODE_ENV: "test",
    DATA_DIR: target.dataDir ?? path.join(work, "unused"),
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
    ...(key ? { BACKUP_KEY: key } : {}),
    BACKUP_DIR: backupDir,
  });

describe("backup, wipe, restore", () => {
  it("brings back every table, row for row, and the server starts on it", { timeout: 120_000 }, async () => {
    if (postgres && !hasPgDump) return;
    const p = await t.patient();
    await p.put("/api/patient/basic", basicBody({ email: p.email, lastName: "Backedup" }));
    await p.put("/api/patient/safety", safetyBody());
    await p.post("/api/patient/dose", {});
    await p.put("/api/patient/shipping", shippingBody());
    expect((await p.post("/api/patient/complete", {})).status).toBe(200);
    // A supplied order: the decision, the prescription, its events and the register entry.
    await orderInState(t.db, "collected");

    // Taken by the running server, while it serves.
    const taken = await t.deps.backups.takeBackup("test");
    expect(taken.encrypted).toBe(true);
    const file = path.join(backupDir, taken.file);
    expect(readFileSync(file).includes(Buffer.from("Backedup"))).toBe(false);
    expect(await (await p.get("/api/patient/state")).json()).toMatchObject({ patient: { lastName: "Backedup" } });

    const before = await everyTable(t.db);
    const clinical = (await manifestOf(t.db)).clinical;
    expect(Object.keys(before).length).toBeGreaterThan(30);
    expect(Object.keys(clinical)).toEqual(
      expect.arrayContaining(["patients", "prescribing_decisions", "pom_register"]),
    );
    expect(Object.keys(clinical)).toHaveLength(CLINICAL_TABLES.length);

    // Wiped: the server stops and its database is gone.
    const env = t.deps.env;
    await t.deps.database.close();
    const target = postgres ? await freshDatabase(process.env.DATABASE_URL!) : null;
    if (!postgres) for (const f of readdirSync(env.DATA_DIR)) rmSync(path.join(env.DATA_DIR, f), { recursive: true });
    try {
      const line = await runRestore(envFor({ databaseUrl: target?.url, dataDir: env.DATA_DIR }), file);
      expect(line).toMatch(/^Restored .* checked against the backup\), migrated to this version's schema\.$/);
      const restored = await openDatabase({ url: target?.url, dataDir: target ? undefined : env.DATA_DIR });
      try {
        const after = await everyTable(restored.db);
        // The restore records itself as a restore test: one row more there, and nowhere else.
        expect({ ...after, backup_runs: "" }).toEqual({ ...before, backup_runs: "" });
        expect((await manifestOf(restored.db)).clinical).toEqual(clinical);
      } finally {
        await restored.close();
      }
    } finally {
      await target?.drop();
    }
    if (!postgres) {
      await t.restart();
      expect(await (await p.get("/api/patient/state")).json()).toMatchObject({ patient: { lastName: "Backedup" } });
    }
  });
});

describe("what a restore refuses", () => {
  it(
    "a damaged file, another key, an encrypted file without a key, and a database that is not empty",
    { timeout: 120_000 },
    async () => {
      if (postgres && !hasPgDump) return;
      const other = await createTestApp({ persistent: true, env: { BACKUP_KEY, BACKUP_DIR: path.join(work, "b2") } });
      try {
        const { file } = await other.deps.backups.takeBackup("test");
        const good = path.join(work, "b2", file);
        const damaged = Buffer.from(readFileSync(good));
        damaged[damaged.length - 100]! ^= 0xff;
        writeFileSync(path.join(work, "damaged.backup"), damaged);
        const empty = path.join(work, "empty");
        const fresh = postgres ? await freshDatabase(process.env.DATABASE_URL!) : null;
        try {
          const target = { databaseUrl: fresh?.url, dataDir: empty };
          await expect(runRestore(envFor(target), path.join(work, "damaged.backup"))).rejects.toThrow(
            /cannot be opened with this BACKUP_KEY: the key is not the one it was made with, or the file is damaged/,
          );
          await expect(runRestore(envFor(target, "another-key-another-key-another-key"), good)).rejects.toThrow(
            /cannot be opened with this BACKUP_KEY/,
          );
          await expect(runRestore(envFor(target, ""), good)).rejects.toThrow(
            /This backup is encrypted: set BACKUP_KEY/,
          );
          await expect(runRestore(envFor(target), path.join(work, "no-such-thing"))).rejects.toThrow();
          writeFileSync(path.join(work, "not-a-backup"), "hello\n");
          await expect(runRestore(envFor(target), path.join(work, "not-a-backup"))).rejects.toThrow(
            /not a backup of this product/,
          );
          expect(existsSync(path.join(empty, "PG_VERSION"))).toBe(false);
          // Never over a database that holds data.
          const live = other.deps.env;
          await expect(
            runRestore(envFor({ databaseUrl: live.DATABASE_URL, dataDir: postgres ? empty : live.DATA_DIR }), good),
          ).rejects.toThrow(/not empty|server is running/);
        } finally {
          await fresh?.drop();
        }
      } finally {
        await other.close();
      }
    },
  );

  it("leaves the embedded database of a running server alone", async () => {
    if (postgres) return;
    await expect(runBackup(envFor({ dataDir: t.deps.env.DATA_DIR }), undefined)).rejects.toThrow(
      SERVER_HOLDS_THE_DATABASE,
    );
  });
});
