/**
 * The world the model-based test drives: the real app on one database (PGlite in memory, or a
 * PostgreSQL database under test:pg), its one clock, a prescriber, a pharmacist, two staff members
 * and the patients a run has signed up. Every request goes through the app as a browser's would.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { queryRows } from "@/server/db/client";
import { consultations, orderLine, orders, sideEffectReports } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { DRAFT_STATE_IDS } from "@/shared/domain/orders/order-lifecycle";
import { type Patient, patientRow } from "../patient-journey";
import { signedInStaff, type StaffClient } from "../staff-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../test-app";
import type { Scope } from "./invariants";

/** A Wednesday morning, so no weekend rule is in the way at the start of a run. */
export const MODEL_START = new Date("2026-03-04T09:00:00Z");

export interface World {
  t: TestApp;
  prescriber: TestClient;
  /**
   * A pharmacist who is not the prescriber: the responsible pharmacist and the clinical check, which
   * the prescriber may not do of their own prescription without lone working (decision 117).
   */
  pharmacist: StaffClient;
  staff: StaffClient;
  /** A second employee, for the checks that need another person: an accredited checking technician (decision 117). */
  colleague: StaffClient;
  patients: Patient[];
  /** Every request that answered 5xx: the model fails on any. */
  serverErrors: string[];
  /** What this run made: the invariants are read over it alone, so a shrunk run sees only its own records. */
  scope: Scope;
}

export async function createWorld(): Promise<World> {
  const t = await createTestApp({ clock: createClock(MODEL_START) });
  return {
    t,
    prescriber: await t.employee(),
    pharmacist: await signedInStaff(t, "staff", { registration: "pharmacist" }),
    staff: await signedInStaff(t, "staff"),
    colleague: await signedInStaff(t, "staff", { registration: "technician", accreditedChecker: true }),
    patients: [],
    serverErrors: [],
    scope: { patientIds: [], emailFrom: 0 },
  };
}

/** A run starts from the same moment, with patients and e-mails of its own; earlier runs' records stay. */
export async function startRun(world: World) {
  world.t.deps.clock.reset();
  world.patients = [];
  world.serverErrors = [];
  const [row] = await queryRows<{ email: number }>(
    world.t.db,
    sql`SELECT coalesce((SELECT max(id) FROM email_outbox), 0) + 1 AS email`,
  );
  world.scope = { patientIds: [], emailFrom: Number(row!.email) };
}

/** Sends a request and records any 5xx answer as a failure of the run. */
export async function send(world: World, what: string, request: Promise<Response>): Promise<Response> {
  const res = await request;
  if (process.env.MODEL_DEBUG && res.status >= 300)
    console.log(what, res.status, (await res.clone().text()).slice(0, 300));
  if (res.status >= 500) world.serverErrors.push(`${what} → ${res.status} ${(await res.clone().text()).slice(0, 200)}`);
  return res;
}

export async function patientIdOf(world: World, p: Patient): Promise<number | null> {
  try {
    return (await patientRow(world.t, p)).patient_id;
  } catch {
    return null;
  }
}

/** The patient's newest order past the draft, or null. */
export async function latestOrderOf(world: World, patientId: number) {
  const rows = await world.t.db
    .select()
    .from(orders)
    .where(eq(orders.patient_id, patientId))
    .orderBy(desc(orders.order_id))
    .limit(5);
  return rows.find((o) => !DRAFT_STATE_IDS.includes(o.order_status_id)) ?? null;
}

export async function latestConsultationOf(world: World, patientId: number) {
  const [row] = await world.t.db
    .select()
    .from(consultations)
    .where(eq(consultations.patient_id, patientId))
    .orderBy(desc(consultations.consultation_id))
    .limit(1);
  return row ?? null;
}

export async function openRedFlagsOf(world: World, patientId: number) {
  return world.t.db
    .select()
    .from(sideEffectReports)
    .where(and(eq(sideEffectReports.patient_id, patientId), eq(sideEffectReports.is_red_flag, true)));
}

/** The product the order's line names (what was asked for, or approved). */
export async function suppliedProductOf(world: World, orderId: number): Promise<number> {
  const [line] = await world.t.db.select().from(orderLine).where(eq(orderLine.order_id, orderId)).limit(1);
  return line?.product_id ?? 2;
}
