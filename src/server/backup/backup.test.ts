/**
 * Backups that restore (decision 067): a backup of a database with data in it, restored into an
 * empty one, holds every table exactly as it was; a damaged file is refused and restores nothing;
 * a database that is not empty is never restored over. On PGlite in `npm test`; on PostgreSQL
 * in `npm run test:pg` when pg_dump is installed.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basicBody, safetyBody, shippingBody } from "../../../tests/support/patient-bodies";
import { freshDatabase } from "../../../tests/support/postgres";
import { snapshotTables } from "../../../tests/support/table-snapshot";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { type Db, openDatabase, queryRows } from "../db/client";
import type { Env } from "../env";
import { backup, restore } from "./backup";

let t: TestApp;
const work = mkdtempSync(path.join(tmpdir(), "pharmacy-backup-test-"));
beforeAll(async () => {
  t = await createTestApp({ persistent: true });
});
afterAll(async () => {
  await t?.close().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
});

async function everyTable(db: Db) {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`SELECT quote_ident(table_name) AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  return snapshotTables(
    db,
    tables.map((r) => r.name),
  );
}

const hasPgDump = (() => {
  try {
    execFileSync("pg_dump", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

describe("npm run backup and npm run restore", () => {
  it("back up, refuse a damaged file, and restore every table into an empty database", async () => {
    const p = await t.patient();
    await p.put("/api/patient/basic", basicBody({ email: p.email, lastName: "Backedup" }));
    await p.put("/api/patient/safety", safetyBody());
    await p.post("/api/patient/dose", {});
    await p.put("/api/patient/shipping", shippingBody());
    expect((await p.post("/api/patient/complete", {})).status).toBe(200);
    const before = await everyTable(t.db);
    expect(Object.keys(before).length).toBeGreaterThan(20);

    const env = t.deps.env as Env;
    const postgres = t.deps.database.kind === "postgres";
    if (postgres && !hasPgDump) return;
    if (!postgres) await t.deps.database.close();
    const file = path.join(work, "db.pharmacy-backup");
    await backup({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }, file);

    const damaged = Buffer.from(readFileSync(file));
    damaged[damaged.length - 100]! ^= 0xff;
    writeFileSync(path.join(work, "damaged"), damaged);
    const emptyDir = path.join(work, "empty");
    const fresh = postgres ? await freshDatabase(process.env.DATABASE_URL!) : null;
    try {
      const target = { databaseUrl: fresh?.url, dataDir: emptyDir };
      await expect(restore(target, path.join(work, "damaged"))).rejects.toThrow(/damaged/);
      expect(existsSync(path.join(emptyDir, "PG_VERSION"))).toBe(false);
      // Never over a database that holds data.
      await expect(restore({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }, file)).rejects.toThrow(
        /not empty/,
      );

      await restore(target, file);
      const restored = await openDatabase({ url: fresh?.url, dataDir: emptyDir });
      try {
        expect(await everyTable(restored.db)).toEqual(before);
      } finally {
        await restored.close();
      }
    } finally {
      await fresh?.drop();
    }
  });
});
