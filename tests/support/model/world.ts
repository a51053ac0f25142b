/**
 * The world the model-based test drives: the real app on one database (PGlite in memory, or a
 * PostgreSQL database under test:pg), its one clock, a prescriber, a pharmacist, three more
 * members of staff (no registration, an accredited checking technician, a pharmacy technician),
 * the responsible pharmacist's state, the prescriber's signing PIN, the stock as the model expects
 * it (stock-commands.ts) and the patients a run has signed up. Every request goes through the app
 * as a browser's would.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { queryRows } from "@/server/db/client";
import { consultations, employees, orderLine, orders, products, sideEffectReports } from "@/server/db/schema";
import type { Clock } from "@/server/lib/time/clock";
import { DAY_MS } from "@/shared/domain/dates";
import { DRAFT_STATE_IDS } from "@/shared/domain/orders/order-lifecycle";
import { GTIN_OF } from "../pack-gtins";
import { type Patient, patientRow } from "../patient-journey";
import { TEST_SIGNING_PIN } from "../signing-fixtures";
import { signedInStaff, type StaffClient } from "../staff-fixtures";
import { ADMIN, createTestApp, type TestApp, type TestClient } from "../test-app";
import type { Scope } from "./records";
import { emptyStock, type StockState } from "./stock-state";

/** A Wednesday morning, so no weekend rule is in the way at the start of a run. */
export const MODEL_START = new Date("2026-03-04T09:00:00Z");

/** The app's clock, standing still at a moment the model moves on: by whole days, or by minutes. */
export type ModelClock = Clock & { shiftMinutes(minutes: number): void };

function modelClock(start: Date): ModelClock {
  let offset = 0;
  return {
    now: () => new Date(start.getTime() + offset),
    offsetDays: () => Math.floor(offset / DAY_MS),
    shiftDays(days) {
      offset += days * DAY_MS;
    },
    shiftMinutes(minutes) {
      offset += minutes * 60_000;
    },
    reset() {
      offset = 0;
    },
  };
}

/** The members of staff a command may choose to act, each with the registration decision 117 reads. */
export type Member = "prescriber" | "pharmacist" | "staff" | "colleague" | "technician";

/**
 * The responsible pharmacist as the model expects the log to say: who is on duty (null: nobody)
 * and whether they are absent. Each RP command checks its answer against it, then moves it on.
 */
export interface RpState {
  onDuty: Member | null;
  absent: boolean;
}

/**
 * The prescriber's signing PIN as the model expects the server to hold it (decision 118): the
 * current PIN, the ones it replaced, the wrong PINs in a row, and until when signing is locked.
 */
export interface SigningState {
  pin: string;
  replaced: string[];
  failures: number;
  lockedUntil: Date | null;
}

export interface World {
  t: TestApp;
  clock: ModelClock;
  /** The seeded superintendent, a pharmacist who prescribes: every approval of the model is theirs. */
  prescriber: TestClient;
  prescriberId: number;
  /**
   * A pharmacist who is not the prescriber: the responsible pharmacist and the clinical check, which
   * the prescriber may not do of their own prescription without lone working (decision 117).
   */
  pharmacist: StaffClient;
  staff: StaffClient;
  /** A second employee, for the checks that need another person: an accredited checking technician (decision 117). */
  colleague: StaffClient;
  /** A pharmacy technician who is not an accredited checker: no check is theirs (decision 117). */
  technician: StaffClient;
  rp: RpState;
  signing: SigningState;
  /** The stock, recalls, fridge and returned packs of this run as the model expects them (stock-commands.ts). */
  stock: StockState;
  /** How many runs have started: a run's batches and recall references carry its number. */
  runs: number;
  patients: Patient[];
  /** Every request that answered 5xx: the model fails on any. */
  serverErrors: string[];
  /** Every answer the model did not expect of the RP log or of signing: the model fails on any. */
  surprises: string[];
  /** How often each refusal was met, by what was asked and the server's message, over every run. */
  refusals: Record<string, number>;
  /** What this run made: the invariants are read over it alone, so a shrunk run sees only its own records. */
  scope: Scope;
}

export async function createWorld(): Promise<World> {
  const clock = modelClock(MODEL_START);
  const t = await createTestApp({ clock });
  // Products need a GTIN to be received (decision 124).
  for (const [id, gtin] of Object.entries(GTIN_OF))
    await t.db
      .update(products)
      .set({ gtin })
      .where(eq(products.product_id, Number(id)));
  const [seeded] = await t.db
    .select({ id: employees.employee_id })
    .from(employees)
    .where(eq(employees.email, ADMIN.email));
  return {
    t,
    clock,
    prescriber: await t.employee(),
    prescriberId: seeded!.id,
    pharmacist: await signedInStaff(t, "staff", { registration: "pharmacist", name: "Model Pharmacist" }),
    staff: await signedInStaff(t, "staff"),
    colleague: await signedInStaff(t, "staff", { registration: "technician", accreditedChecker: true }),
    technician: await signedInStaff(t, "staff", { registration: "technician" }),
    rp: { onDuty: null, absent: false },
    signing: { pin: TEST_SIGNING_PIN, replaced: [], failures: 0, lockedUntil: null },
    stock: emptyStock(0),
    runs: 0,
    patients: [],
    serverErrors: [],
    surprises: [],
    refusals: {},
    scope: {
      patientIds: [],
      emailFrom: 0,
      rpLogFrom: 0,
      recallFrom: 0,
      excursionFrom: 0,
      stepFrom: 0,
      movementFrom: 0,
    },
  };
}

export function memberOf(w: World, who: Member): TestClient {
  return w[who];
}

/**
 * A run starts from the same moment, with patients, e-mails and RP log entries of its own; earlier
 * runs' records stay. Whoever an earlier run left on duty is signed out and the pharmacist signs
 * in, so every run starts with an RP present; a signing lock an earlier run left (at a later
 * moment: the clock went back) is lifted. The PIN stays what the earlier runs set. The run's stock
 * starts after it (startStock, stock-commands.ts).
 */
export async function startRun(world: World) {
  world.clock.reset();
  world.patients = [];
  world.serverErrors = [];
  world.surprises = [];
  world.runs += 1;
  const [row] = await queryRows<Record<"email" | "rp" | "recall" | "excursion" | "step" | "movement", number>>(
    world.t.db,
    sql`SELECT coalesce((SELECT max(id) FROM email_outbox), 0) + 1 AS email,
      coalesce((SELECT max(rp_log_id) FROM rp_log), 0) + 1 AS rp,
      coalesce((SELECT max(recall_id) FROM recalls), 0) + 1 AS recall,
      coalesce((SELECT max(excursion_id) FROM fridge_excursions), 0) + 1 AS excursion,
      coalesce((SELECT max(step_id) FROM dispensing_steps), 0) + 1 AS step,
      coalesce((SELECT max(movement_id) FROM stock_movements), 0) + 1 AS movement`,
  );
  world.scope = {
    patientIds: [],
    emailFrom: Number(row!.email),
    rpLogFrom: Number(row!.rp),
    recallFrom: Number(row!.recall),
    excursionFrom: Number(row!.excursion),
    stepFrom: Number(row!.step),
    movementFrom: Number(row!.movement),
  };
  await send(world, "RP sign-out", world.pharmacist.post("/api/admin/rp-log/sign-out", {}));
  const signedIn = await send(world, "RP sign-in", world.pharmacist.post("/api/admin/rp-log/sign-in", {}));
  if (signedIn.status !== 200) throw new Error(`the pharmacist could not sign in as RP: ${await signedIn.text()}`);
  world.rp = { onDuty: "pharmacist", absent: false };
  await world.t.db
    .update(employees)
    .set({ signing_failures: 0, signing_locked_until: null })
    .where(eq(employees.employee_id, world.prescriberId));
  world.signing = { ...world.signing, failures: 0, lockedUntil: null };
}

/**
 * Sends a request and records any 5xx answer as a failure of the run; a refusal (4xx) is counted
 * under what was asked and the server's message.
 */
export async function send(world: World, what: string, request: Promise<Response>): Promise<Response> {
  const res = await request;
  if (res.status < 300) return res;
  const text = await res.clone().text();
  if (process.env.MODEL_DEBUG) console.log(what, res.status, text.slice(0, 300));
  if (res.status >= 500) world.serverErrors.push(`${what} → ${res.status} ${text.slice(0, 200)}`);
  else if (res.status >= 400) {
    const key = `${what} ${res.status}: ${messageOf(text)}`;
    world.refusals[key] = (world.refusals[key] ?? 0) + 1;
  }
  return res;
}

function messageOf(body: string) {
  try {
    return (JSON.parse(body) as { error?: string }).error ?? body.slice(0, 80);
  } catch {
    return body.slice(0, 80);
  }
}

/**
 * Sends a request the model knows the answer to: `expected` is every status it allows (a 4xx
 * among them an expected refusal); any other is a surprise, which fails the run. Answers the status.
 */
export async function sendExpecting(
  world: World,
  what: string,
  request: Promise<Response>,
  expected: readonly number[],
): Promise<number> {
  const res = await send(world, what, request);
  if (!expected.includes(res.status))
    world.surprises.push(
      `${what} → ${res.status} (expected ${expected.join(" or ")}) ${(await res.text()).slice(0, 200)}`,
    );
  return res.status;
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
