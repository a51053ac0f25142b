/**
 * One open order per patient (decision 064 §2): the database's index covers exactly the open
 * states of the lifecycle, and migration 0007 makes the data of the old product fit it.
 */
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { asc, eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { OPEN_ORDER_STATE_IDS, ORDER_STATE_ID } from "@/shared/domain/orders/order-lifecycle";
import { insertCompletedOrder, insertPatient } from "../../../tests/support/admin-fixtures";
import type { Db } from "./client";
import { queryRows } from "./client";
import * as schema from "./schema";
import { consultations, orderEvents, orders } from "./schema";
import { seedReferenceData } from "./seed";

const root = path.resolve(import.meta.dirname, "../../..");
const committed = path.join(root, "src/server/db/migrations");
mkdirSync(path.join(root, ".tmp"), { recursive: true });
const before0007 = mkdtempSync(path.join(root, ".tmp", "migrations-0006-"));
const client = new PGlite({ extensions: { pg_trgm } });
afterAll(async () => {
  await client.close();
  rmSync(before0007, { recursive: true, force: true });
});

/** The committed migrations as they stood before 0007. */
function migrationsUpTo0006() {
  cpSync(committed, before0007, { recursive: true });
  const journalFile = path.join(before0007, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: Array<{ idx: number }> };
  journal.entries = journal.entries.filter((e) => e.idx <= 6);
  writeFileSync(journalFile, JSON.stringify(journal));
  return before0007;
}

describe("the one-open-order index", () => {
  const db = drizzle(client, { schema }) as unknown as Db;

  it(
    "makes the old product's data fit: the newest order awaiting review stays open, older ones become history, a draft beside it goes",
    { timeout: 180_000 },
    async () => {
      await migrate(db as never, { migrationsFolder: migrationsUpTo0006() });
      await seedReferenceData(db);
      // No questionnaire: its columns are today's, and the database stands as before 0007.
      const patient = await insertPatient(db, {}, null);
      const older = await insertCompletedOrder(db, patient.patient_id, {
        completedAt: new Date("2025-01-10T10:00:00Z"),
      });
      const newer = await insertCompletedOrder(db, patient.patient_id, {
        completedAt: new Date("2025-03-10T10:00:00Z"),
      });
      const [draft] = await db
        .insert(orders)
        .values({ patient_id: patient.patient_id, order_status_id: ORDER_STATE_ID.draft })
        .returning();
      await db.insert(consultations).values({
        order_id: older.order_id,
        patient_id: patient.patient_id,
        kind: "initial",
        opened_at: new Date(),
        due_at: new Date(),
      });
      const alone = await insertPatient(db, {}, null);
      const only = await insertCompletedOrder(db, alone.patient_id);

      await migrate(db as never, { migrationsFolder: committed });

      const rows = await db
        .select({ id: orders.order_id, status: orders.order_status_id })
        .from(orders)
        .orderBy(asc(orders.order_id));
      expect(rows).toEqual([
        { id: older.order_id, status: 99 },
        { id: newer.order_id, status: 3 },
        { id: only.order_id, status: 3 },
      ]);
      expect(rows.some((r) => r.id === draft!.order_id)).toBe(false);
      expect(
        await db
          .select({ to: orderEvents.to_status_id, kind: orderEvents.actor_kind })
          .from(orderEvents)
          .where(eq(orderEvents.order_id, older.order_id)),
      ).toEqual([{ to: 99, kind: "system" }]);
      const [consultation] = await db.select().from(consultations).where(eq(consultations.order_id, older.order_id));
      expect(consultation!.status).toBe("withdrawn");
    },
  );

  it("covers exactly the lifecycle's open states", async () => {
    const [index] = await queryRows<{ indexdef: string }>(
      db,
      sql`SELECT indexdef FROM pg_indexes WHERE indexname = 'orders_one_open_per_patient'`,
    );
    const ids = /IN \(([^)]*)\)|ANY \(ARRAY\[([^\]]*)\]/.exec(index!.indexdef);
    const listed = (ids![1] ?? ids![2])!.split(",").map((v) => Number(v.replace(/\D/g, "")));
    expect(listed.sort((a, b) => a - b)).toEqual([...OPEN_ORDER_STATE_IDS].sort((a, b) => a - b));
  });
});
