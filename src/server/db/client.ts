import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations, SQL } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { type PgDatabase, type PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { Logger } from "../lib/monitoring/logger";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * Reads that do not depend on each other: at once on the database's pool, one after another in
 * a transaction, whose one connection takes one query at a time (node-postgres queues a second
 * query sent while one runs, deprecated, and refuses it from version 9).
 */
export async function readAll<const T extends readonly (() => PromiseLike<unknown>)[]>(
  db: DbOrTx,
  reads: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as never;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as never;
}

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the committed drizzle-kit migrations. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The connection pool's connections (PostgreSQL; the embedded database is one connection). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /**
   * The embedded database's data folder as a gzip'd tar (or a plain one: the tests' template,
   * which each test file loads, loads faster unzipped), taken between two queries (PGlite runs
   * one at a time), so it holds every committed transaction and no half of one (decision 092).
   */
  dumpDataDir?: (compression?: "gzip" | "none") => Promise<Buffer>;
}

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * Opens the database: PostgreSQL at `url` when given, else PGlite in `dataDir`
 * (or in memory when dataDir is undefined, for tests).
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  /** PGlite: start from this copy of a data folder (a backup's), in `dataDir` or in memory. */
  loadDataDir?: Buffer;
  log?: Logger;
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10, connectionTimeoutMillis: 5000 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on("error", (err) =>
      opts.log
        ? opts.log.error({ err: err.message }, "[db] idle client error")
        : console.error("[db] idle client error:", err.message),
    );
    // pool.end() resolves as soon as it has asked each connection to close, before the server
    // has let them go: close() waits for each one's end, so a drop or a shutdown right after
    // finds none left to terminate.
    const open = new Set<pg.PoolClient>();
    pool.on("connect", (client) => {
      open.add(client);
      client.once("end", () => open.delete(client));
    });
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      migrate: () => migrateNodePg(db as never, { migrationsFolder }),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        const ended = [...open].map((client) => new Promise<void>((resolve) => client.once("end", () => resolve())));
        await pool.end();
        await Promise.race([Promise.all(ended), new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
      },
    };
  }
  const client = await PGlite.create({
    dataDir: opts.dataDir,
    extensions: { pg_trgm },
    loadDataDir: opts.loadDataDir ? new Blob([new Uint8Array(opts.loadDataDir)]) : undefined,
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    // Closing twice (a test that stopped it, then a restart) is closing once.
    close: async () => {
      if (!client.closed) await client.close();
    },
    dumpDataDir: async (compression = "gzip") =>
      Buffer.from(await (await client.dumpDataDir(compression)).arrayBuffer()),
  };
}

/** Runs raw SQL and returns its rows (node-postgres and PGlite both answer with `rows`). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Connection-level database failures: answered 503 so clients retry, never a 500 with details. */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "08000",
  "08001",
  "08003",
  "08006",
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|PGlite is closed|Cannot use a pool after calling end|Client has encountered a connection error/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error: walk the cause chain.
  for (
    let e = error as { code?: string; message?: string; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (e.code && UNAVAILABLE_CODES.has(e.code)) return true;
    if (UNAVAILABLE_MESSAGE.test(e.message ?? "")) return true;
  }
  return false;
}
