/**
 * readAll: independent reads run at once on the pool, and one after another inside a
 * transaction, whose single connection must never be sent a second query while one runs.
 * On the server at DATABASE_URL, or on a throw-away PostgreSQL started for it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { freshDatabase, type PgServer, postgresServer } from "../../../tests/support/postgres";
import { type Database, type DbOrTx, openDatabase, readAll } from "./client";

let server: PgServer;
let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let database: Database;
beforeAll(async () => {
  server = await postgresServer();
  fresh = await freshDatabase(server.url, "readall");
  database = await openDatabase({ url: fresh.url });
}, 120_000);
afterAll(async () => {
  await database?.close();
  await fresh?.drop();
  server?.stop();
});

/** Two reads that note when each starts and ends, and on which connection it ran. */
function twoReads(db: DbOrTx, trail: string[]) {
  const read = (name: string) => async () => {
    trail.push(`${name} starts`);
    const result = (await db.execute(sql`SELECT pg_backend_pid() AS pid, pg_sleep(0.05)`)) as unknown as {
      rows: Array<{ pid: number }>;
    };
    trail.push(`${name} ends`);
    return { name, pid: result.rows[0]!.pid };
  };
  return [read("a"), read("b")] as const;
}

describe("readAll", () => {
  it("runs the reads at once on the pool, each on a connection of its own, and answers in order", async () => {
    const trail: string[] = [];
    const [a, b] = await readAll(database.db, twoReads(database.db, trail));
    expect(trail.slice(0, 2)).toEqual(["a starts", "b starts"]);
    expect([a.name, b.name]).toEqual(["a", "b"]);
    expect(a.pid).not.toBe(b.pid);
  });

  it("runs them one after another in a transaction, on its one connection", async () => {
    const trail: string[] = [];
    const [a, b] = await database.db.transaction((tx) => readAll(tx, twoReads(tx, trail)));
    expect(trail).toEqual(["a starts", "a ends", "b starts", "b ends"]);
    expect(a.pid).toBe(b.pid);
  });
});
