/**
 * Vitest's global set-up of the API tests: builds the migrated, seeded database once per run, so
 * each test file starts from a copy of it instead of migrating a new database from nothing
 * (docs/performance.md, "The test run"). On PGlite the copy is the data folder's tarball, in a
 * temporary file; on a PostgreSQL server (DATABASE_URL) it is a template database that
 * `CREATE DATABASE … TEMPLATE` copies.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrateAndSeed } from "@/server/bootstrap";
import { openDatabase } from "@/server/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite: the file holding the template's data folder (a tar). */
    templateDataDirFile: string;
    /** PostgreSQL: the name of the template database on the DATABASE_URL server. */
    templateDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `template_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    // Closed before any copy is made: PostgreSQL copies a template nobody is connected to.
    const database = await openDatabase({ url: url.toString() });
    await migrateAndSeed(database, url.toString());
    await database.close();
    project.provide("templateDatabase", name);
    project.provide("templateDataDirFile", "");
    return async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const database = await openDatabase({});
  await migrateAndSeed(database);
  // Unzipped: each test file loads it, and a plain tar loads in about two thirds of the time.
  const dump = await database.dumpDataDir!("none");
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), "pharmacy-template-"));
  const file = path.join(dir, "data.tar");
  writeFileSync(file, dump);
  project.provide("templateDataDirFile", file);
  project.provide("templateDatabase", "");
  return () => rmSync(dir, { recursive: true, force: true });
}
