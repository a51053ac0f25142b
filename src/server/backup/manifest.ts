/**
 * What a backup holds, to check a restore against (decision 092): every table's row count, and a
 * checksum of each clinical table's rows (the record the law and the patient rely on: a restore
 * that lost or changed a row of it would otherwise go unnoticed).
 */
import { sql } from "drizzle-orm";
import { type Db, queryRows, type Tx } from "../db/client";

export interface Manifest {
  /** Row counts by table ("schema.table"), the migrations' table included. */
  tables: Record<string, number>;
  /** An md5 over every row of each clinical table that exists. */
  clinical: Record<string, string>;
}

/** The tables of the clinical record: the patient, their answers, every decision, check, supply and message. */
export const CLINICAL_TABLES = [
  "patients",
  "patient_history",
  "consultations",
  "prescribing_decisions",
  "identity_checks",
  "measurements",
  "patient_files",
  "prescriptions",
  "gp_letters",
  "orders",
  "order_line",
  "order_events",
  "payments",
  "pom_register",
  "checkins",
  "messages",
  "side_effect_reports",
  "advice_acknowledgements",
] as const;

/**
 * Reads the manifest inside `db`, a transaction of isolation REPEATABLE READ: every count from
 * one snapshot (the one a pg_dump given the transaction's snapshot copies).
 */
export async function readManifest(db: Tx): Promise<Manifest> {
  // The row text reads timestamps in UTC, whatever the session's time zone.
  await db.execute(sql`SET LOCAL TIME ZONE 'UTC'`);
  const tables = await queryRows<{ schema: string; name: string }>(
    db,
    sql`SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema IN ('public', 'drizzle') ORDER BY 1, 2`,
  );
  const ident = (s: string) => `"${s.replaceAll('"', '""')}"`;
  const counts: Record<string, number> = {};
  for (const t of tables) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql.raw(`SELECT count(*)::int AS n FROM ${ident(t.schema)}.${ident(t.name)}`),
    );
    counts[`${t.schema}.${t.name}`] = row!.n;
  }
  const clinical: Record<string, string> = {};
  const present = new Set(tables.filter((t) => t.schema === "public").map((t) => t.name));
  for (const name of CLINICAL_TABLES) {
    if (!present.has(name)) continue;
    // One md5 per row, then one over them in order: a row's text is its every column, so any
    // change of any value shows.
    const [row] = await queryRows<{ sum: string }>(
      db,
      sql.raw(
        `SELECT coalesce(md5(string_agg(h, '' ORDER BY h)), '') AS sum FROM (SELECT md5(t::text) AS h FROM public.${ident(name)} t) x`,
      ),
    );
    clinical[name] = row!.sum;
  }
  return { tables: counts, clinical };
}

/** The manifest of a database nothing else writes to. */
export function manifestOf(db: Db): Promise<Manifest> {
  return db.transaction((tx) => readManifest(tx), { isolationLevel: "repeatable read", accessMode: "read only" });
}

/** What differs between the manifest a backup was made with and what a restore holds (empty: identical). */
export function manifestDifferences(expected: Manifest, actual: Manifest): string[] {
  const problems: string[] = [];
  for (const [table, count] of Object.entries(expected.tables)) {
    if (actual.tables[table] !== count)
      problems.push(`${table}: ${count} rows in the backup, ${actual.tables[table] ?? "no table"} restored`);
  }
  for (const [table, sum] of Object.entries(expected.clinical)) {
    if (actual.clinical[table] !== sum) problems.push(`${table}: the rows restored differ from the rows backed up`);
  }
  return problems;
}
