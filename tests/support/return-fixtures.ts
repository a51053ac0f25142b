/**
 * Returns (decision 125) in the API tests: a pack typed with its serial, an order's step or move
 * by its path, and what the records hold of the order after it.
 */
import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "@/server/db/client";
import { orderEvents, pomRegister, pomRegisterNotes } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { ensureRpOnDuty, type TypedPack } from "./dispensing-fixtures";
import { createTestApp, type TestClient } from "./test-app";

export const typedPack = (batchNumber: string, serialNumber?: string): TypedPack => ({
  batchNumber,
  expiryDate: "2027-06-30",
  ...(serialNumber ? { serialNumber } : {}),
});

/** POST /api/admin/orders/:id/<step> (a dispensing step, a move, the return). */
export const orderPost = (who: TestClient, orderId: number, step: string, body: Record<string, unknown> = {}) =>
  who.post(`/api/admin/orders/${orderId}/${step}`, body);

/**
 * The answer's body, once it is a 200 (the body said when it is not): typed by its route when
 * the typed client sent the request; a string call's has no type to read it by.
 */
export async function okBody<T>(res: { status: number; clone(): Response; json(): Promise<T> }): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

export const entriesOf = (db: Db, orderId: number) =>
  db.select().from(pomRegister).where(eq(pomRegister.order_id, orderId)).orderBy(asc(pomRegister.entry_id));
export const registerNotesOf = (db: Db, orderId: number) =>
  db
    .select()
    .from(pomRegisterNotes)
    .where(eq(pomRegisterNotes.order_id, orderId))
    .orderBy(asc(pomRegisterNotes.note_id));
export const eventsOf = (db: Db, orderId: number) =>
  db.select().from(orderEvents).where(eq(orderEvents.order_id, orderId)).orderBy(asc(orderEvents.order_event_id));

/**
 * The test app of the returns' tests, on a Wednesday (no weekend cold-chain rule in the way of a
 * dispatch), with its pharmacist signed in as the responsible pharmacist.
 */
export async function returnsTestApp() {
  const t = await createTestApp({ clock: createClock(new Date("2026-11-25T10:00:00Z")) });
  const pharmacist = await t.employee();
  await ensureRpOnDuty(pharmacist);
  return { t, pharmacist };
}
