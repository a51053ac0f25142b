/**
 * Closing the database on a PostgreSQL server: `close()` returns once every connection has gone,
 * so dropping the database (or stopping the server) right after terminates none of them and
 * logs no "idle client error". Runs on the server at DATABASE_URL, or on a throw-away one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import pino from "pino";
import { sql } from "drizzle-orm";
import { freshDatabase, type PgServer, postgresServer } from "../../../tests/support/postgres";
import { openDatabase } from "./client";

let server: PgServer;
beforeAll(async () => {
  server = await postgresServer();
}, 120_000);
afterAll(() => server?.stop());

describe("closing a PostgreSQL database", () => {
  it("returns once every connection has closed, so a forced drop right after terminates none", async () => {
    const errors: string[] = [];
    for (let round = 0; round < 5; round++) {
      const fresh = await freshDatabase(server.url, "close");
      const name = new URL(fresh.url).pathname.slice(1);
      const log = pino(
        { level: "info" },
        { write: (line: string) => void (/"level":50/.test(line) && errors.push(line)) },
      );
      const database = await openDatabase({ url: fresh.url, log });
      // Several connections, idle in the pool when it closes.
      await Promise.all(Array.from({ length: 8 }, () => database.db.execute(sql`SELECT pg_sleep(0.02)`)));
      // Connected beforehand, so the drop follows the moment close() returns.
      const admin = new pg.Client({ connectionString: server.url });
      await admin.connect();

      await database.close();
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(errors).toEqual([]);
  });
});
