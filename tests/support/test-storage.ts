/**
 * Where a test app's database lives (test-app.ts): a new database on the PostgreSQL server of
 * DATABASE_URL (npm run test:pg), a temporary folder, or memory, each started from the run's one
 * migrated template (tests/support/template-database.ts).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";
import { freshDatabase } from "./postgres";

/** Where a test app's data lives, and how to remove it when the test file is done. */
interface TestStorage {
  env: Record<string, string>;
  drop: () => Promise<void>;
}

export async function newStorage(persistent: boolean): Promise<TestStorage> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const fresh = await freshDatabase(serverUrl, "test", inject("templateDatabase") || undefined);
    return { env: { DATABASE_URL: fresh.url }, drop: fresh.drop };
  }
  if (persistent) {
    const dir = mkdtempSync(join(tmpdir(), "pharmacy-test-"));
    return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  return { env: {}, drop: async () => {} };
}

let template: Buffer | undefined;
/**
 * The migrated, seeded database every test app's embedded database starts from: built once per
 * run (tests/support/template-database.ts), read once per worker.
 */
export function templateDataDir(): Buffer | undefined {
  const file = inject("templateDataDirFile");
  if (!file) return undefined;
  template ??= readFileSync(file);
  return template;
}
