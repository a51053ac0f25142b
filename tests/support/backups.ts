/** Helpers of the backup tests: every table's rows as a fingerprint, and whether pg_dump is here. */
import { execFileSync } from "node:child_process";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "@/server/db/client";
import { snapshotTables } from "./table-snapshot";

/** One md5 per table of the database (public and the migrations' table), over all its rows. */
export async function everyTable(db: Db): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`SELECT CASE WHEN table_schema = 'public' THEN quote_ident(table_name)
          ELSE quote_ident(table_schema) || '.' || quote_ident(table_name) END AS name
        FROM information_schema.tables
        WHERE table_schema IN ('public', 'drizzle') AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  return snapshotTables(
    db,
    tables.map((r) => r.name),
  );
}

export const hasPgDump = (() => {
  try {
    execFileSync("pg_dump", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();
