/**
 * Decision 082: the migration that ends the "no" defaults keeps every existing answer as it
 * was (the questionnaire has no save history to tell a chosen "no" from a default one), and from
 * then on a question nobody answered is stored as not answered.
 */
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { EXCLUSIONS, MEDICAL_QUESTIONS } from "@/shared/domain/clinical/exclusions";
import { insertPatient } from "../../../tests/support/admin-fixtures";
import type { Db } from "./client";
import { queryRows } from "./client";
import * as schema from "./schema";
import { seedReferenceData } from "./seed";

const root = path.resolve(import.meta.dirname, "../../..");
const committed = path.join(root, "src/server/db/migrations");
mkdirSync(path.join(root, ".tmp"), { recursive: true });
const beforeChange = mkdtempSync(path.join(root, ".tmp", "migrations-unanswered-"));
const client = new PGlite({ extensions: { pg_trgm } });
afterAll(async () => {
  await client.close();
  rmSync(beforeChange, { recursive: true, force: true });
});

/** The committed migrations as they stood before the one that ends the defaults. */
function migrationsBeforeTheChange() {
  cpSync(committed, beforeChange, { recursive: true });
  const journalFile = path.join(beforeChange, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: Array<{ idx: number; tag: string }> };
  const change = journal.entries.find((e) => e.tag.endsWith("_unanswered_is_not_no"))!;
  journal.entries = journal.entries.filter((e) => e.idx < change.idx);
  writeFileSync(journalFile, JSON.stringify(journal));
  return beforeChange;
}

const COLUMNS = [...MEDICAL_QUESTIONS, ...EXCLUSIONS].map((q) => q.column);

describe("the migration to answers that may be not answered", () => {
  it(
    "keeps the stored answers of existing questionnaires, and stores new ones as not answered",
    { timeout: 180_000 },
    async () => {
      const db = drizzle(client, { schema }) as unknown as Db;
      await migrate(db as never, { migrationsFolder: migrationsBeforeTheChange() });
      await seedReferenceData(db);
      const before = await insertPatient(db, {}, null);
      await db.execute(
        sql`INSERT INTO patient_history (patient_id, height, weight, bmi, history_of_gallstones_details) VALUES (${before.patient_id}, 170, 100, 34.6, 'Removed in 2021')`,
      );

      await migrate(db as never, { migrationsFolder: committed });
      const after = await insertPatient(db, {}, null);
      await db.execute(
        sql`INSERT INTO patient_history (patient_id, height, weight, bmi) VALUES (${after.patient_id}, 170, 100, 34.6)`,
      );

      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`SELECT patient_id, is_diabetic, safety_measured_at, ${sql.raw(COLUMNS.join(", "))} FROM patient_history ORDER BY patient_id`,
      );
      const [old, fresh] = rows;
      expect(old).toMatchObject({
        patient_id: before.patient_id,
        is_diabetic: false,
        history_of_gallstones_details: "Removed in 2021",
        history_of_pancreatitis_details: "no",
        safety_measured_at: null,
      });
      expect(COLUMNS.filter((c) => c !== "history_of_gallstones_details").every((c) => old![c] === "no")).toBe(true);
      expect(fresh).toMatchObject({ patient_id: after.patient_id, is_diabetic: null });
      expect(COLUMNS.every((c) => fresh![c] === null)).toBe(true);
    },
  );
});
