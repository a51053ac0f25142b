/** A fingerprint of every row of some tables, to prove a request changed nothing in them. */
import { sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "@/server/db/client";

/** One md5 per table (its name unquoted), over its rows in a fixed order. */
export async function snapshotTables(db: DbOrTx, tables: readonly string[]): Promise<Record<string, string>> {
  const parts = tables.map(
    (name) =>
      `(SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM ${name} x) AS "${name.replaceAll('"', "")}"`,
  );
  const [row] = await queryRows<Record<string, string>>(db, sql.raw(`SELECT ${parts.join(", ")}`));
  return row!;
}
