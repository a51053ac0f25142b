/**
 * GET /api/health/ready (decision 094): ready when the database answers and every migration this
 * code ships with has been applied. A load balancer sends no visitor to an instance that is not.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type Db, migrationsFolder, queryRows } from "../../db/client";

/** The `when` of every migration drizzle-kit committed (its journal), which drizzle records as `created_at`. */
function committedMigrations(): number[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: Array<{ when: number }>;
  };
  return journal.entries.map((e) => e.when);
}

export function createReadiness(db: Db) {
  const committed = committedMigrations();
  // Applied migrations are never undone: once all are in, only the database's answer is checked.
  let migrated = false;
  return async (): Promise<{ ready: true } | { ready: false; reason: string }> => {
    try {
      if (migrated) {
        await db.execute(sql`SELECT 1`);
        return { ready: true };
      }
      const rows = await queryRows<{ created_at: string | number }>(
        db,
        sql`SELECT created_at FROM drizzle.__drizzle_migrations`,
      );
      const applied = new Set(rows.map((r) => Number(r.created_at)));
      const pending = committed.filter((when) => !applied.has(when)).length;
      if (pending > 0) return { ready: false, reason: `${pending} database migration(s) pending` };
      migrated = true;
      return { ready: true };
    } catch {
      return { ready: false, reason: "The database does not answer" };
    }
  };
}
