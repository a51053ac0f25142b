/**
 * Orders at any point of their life, for the API tests of orders to the door: rows inserted
 * directly, with the consultation, the prescriber's decision and the prescription an approval
 * leaves behind (what the prescriber's review writes), so a test starts where it needs to.
 */
import { randomBytes } from "node:crypto";
import { asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import {
  consultations,
  employees,
  orderLine,
  orders,
  patients,
  payments,
  prescribingDecisions,
  products,
  rpLog,
  user,
} from "@/server/db/schema";
import { ORDER_STATE_ID, type OrderState } from "@/shared/domain/orders/order-lifecycle";
import { insertPatient } from "./admin-fixtures";
import type { TestApp, TestClient } from "./test-app";
import { decisionRegistration, giveSigningKey, insertFixturePrescription } from "./signing-fixtures";

const APPROVED: readonly OrderState[] = [
  "awaiting_payment",
  "prescribed",
  "dispensed",
  "dispatched",
  "delivered",
  "ready_to_collect",
  "collected",
  "returned",
  "refund_due",
  "refunded",
  "redispatch",
];
/** Every approved state after payment. */
const PAID: readonly OrderState[] = APPROVED.filter((s) => s !== "awaiting_payment");

const FIXTURE_PRESCRIBER_EMAIL = "fixture-prescriber@pharmacy.example";

/**
 * The prescriber of the fixtures' approvals: a prescribing pharmacist other than the seeded
 * superintendent, who does the tests' clinical checks and may not check their own prescription
 * without lone working (decision 117). They carry the seeded one's name, GPhC number and type, so
 * the printed particulars read as the site names its pharmacist.
 */
async function prescriber(db: Db) {
  const [seeded] = await db.select().from(employees).orderBy(asc(employees.employee_id)).limit(1);
  await db
    .insert(employees)
    .values({
      email: FIXTURE_PRESCRIBER_EMAIL,
      name: seeded!.name,
      role: "prescriber",
      registration: "pharmacist",
      gphc_number: seeded!.gphc_number,
      prescriber_type: seeded!.prescriber_type,
      prescriber_regulator: "GPhC",
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(employees).where(eq(employees.email, FIXTURE_PRESCRIBER_EMAIL));
  await giveSigningKey(db, row!.employee_id);
  return row!;
}

/** A user account with a confirmed address and its patient (Ada Lovelace at 1 High Street). */
export async function insertPatientWithAccount(db: Db, fields: Partial<typeof patients.$inferInsert> = {}) {
  const id = randomBytes(12).toString("hex");
  const email = `order-${id.slice(0, 10)}@example.com`;
  await db.insert(user).values({ id, name: "Ada", email, emailVerified: true });
  return insertPatient(db, { user_id: id, email, firstname: "Ada", lastname: "Lovelace", ...fields });
}

/** The seeded products by strength in mg (decision 011: 2.5 mg is product 2). */
const PRODUCT_OF_STRENGTH: Record<number, number> = { 2.5: 2, 5: 3, 7.5: 4, 10: 5, 12.5: 6, 15: 7 };

interface OrderFixtureOptions {
  method?: "delivery" | "pickup";
  at?: Date;
  /** The dose the prescriber approved (2.5 mg unless given): the order line and its price follow it, as an approval writes them. */
  strengthMg?: 2.5 | 5 | 7.5 | 10 | 12.5 | 15;
  /** Whether the approval recorded the contraception advice (true unless given). */
  contraceptionAdviceGiven?: boolean;
  /** The employee whose approval it is (the fixtures' prescriber unless given). */
  prescribedBy?: number;
  /** An approval made before electronic signing (decision 118): a paper prescription, not yet filed. */
  paperPrescription?: boolean;
}

/** An order of `patientId` in `state`, with what its way there left behind. */
export async function insertOrderInState(db: Db, patientId: number, state: OrderState, opts: OrderFixtureOptions = {}) {
  const at = opts.at ?? new Date();
  const mg = opts.strengthMg ?? 2.5;
  const productId = PRODUCT_OF_STRENGTH[mg]!;
  const method = opts.method ?? "delivery";
  const [product] = await db.select().from(products).where(eq(products.product_id, productId));
  const [order] = await db
    .insert(orders)
    .values({
      patient_id: patientId,
      order_status_id: ORDER_STATE_ID[state],
      total: product!.price,
      vat: "0.00",
      total_due: product!.price,
      delivery_method: method,
      ...(method === "delivery" ? { ship_addr1: "1 High Street", ship_addr3: "Oxford", ship_postcode: "OX1 1AA" } : {}),
      product_name: product!.name,
      completed_at: state === "draft" ? null : at,
      ...(state === "dispatched" || state === "delivered"
        ? { courier: "Royal Mail", tracking_number: "AB123456789GB" }
        : {}),
    })
    .returning();
  await db.insert(orderLine).values({
    order_id: order!.order_id,
    product_id: productId,
    unit_price: product!.price,
    item_description: product!.name,
  });
  if (state === "draft") return order!;
  // Paid before dispensing (the lifecycle's mark_paid): every state from "prescribed" on has its payment.
  if (PAID.includes(state)) {
    await db.insert(payments).values({
      order_id: order!.order_id,
      method: "payment_link",
      reference: `PAY-${order!.order_id}`,
      amount: order!.total_due,
      recorded_by_user_id: "fixture",
      recorded_by_name: "Pharmacy staff",
      created_at: at,
    });
  }

  const approved = APPROVED.includes(state);
  const status = approved
    ? "approved"
    : state === "info_requested"
      ? "info_requested"
      : state === "rejected"
        ? "rejected"
        : state === "cancelled"
          ? "withdrawn"
          : "awaiting_review";
  const [consultation] = await db
    .insert(consultations)
    .values({
      order_id: order!.order_id,
      patient_id: patientId,
      kind: "initial",
      status,
      requested_product_id: productId,
      opened_at: at,
      due_at: new Date(at.getTime() + 24 * 3600 * 1000),
      decided_at: approved ? at : null,
    })
    .returning();
  if (!approved && state !== "info_requested") return order!;

  const p = opts.prescribedBy
    ? (await db.select().from(employees).where(eq(employees.employee_id, opts.prescribedBy)))[0]!
    : await prescriber(db);
  const [decision] = await db
    .insert(prescribingDecisions)
    .values({
      consultation_id: consultation!.consultation_id,
      outcome: approved ? "approved" : "info_requested",
      prescriber_employee_id: p.employee_id,
      prescriber_name: p.name ?? "Priya Shah",
      ...decisionRegistration(p),
      prescriber_type: p.prescriber_type,
      reasoning: approved ? "Verified BMI over 30 on a live video; no exclusions." : null,
      question: approved ? null : "Please tell us which medicines you take for your blood pressure.",
      product_id: approved ? productId : null,
      quantity: approved ? 1 : null,
      directions: approved ? `Inject ${mg} mg once a week` : null,
      // An approval for a female patient records the contraception advice (prescribing.ts); the fixtures' patients are female.
      contraception_advice_given: approved ? (opts.contraceptionAdviceGiven ?? true) : null,
      created_at: at,
    })
    .returning();
  if (!approved) return order!;
  if (state === "dispensed" || state === "ready_to_collect") await ensureRpRow(db, at);
  const rx = {
    decision_id: decision!.decision_id,
    consultation_id: consultation!.consultation_id,
    order_id: order!.order_id,
    patient_id: patientId,
    product_id: productId,
    medicine_name: "Mounjaro",
    strength: `${mg} mg`,
    quantity: 1,
    directions: `Inject ${mg} mg once a week`,
    prescriber_name: decision!.prescriber_name,
    prescriber_regulator: decision!.prescriber_regulator,
    prescriber_number: decision!.prescriber_number,
    issued_on: at.toISOString().slice(0, 10),
    valid_until: new Date(at.getTime() + 182 * 24 * 3600 * 1000).toISOString().slice(0, 10),
    created_at: at,
  };
  await insertFixturePrescription(db, rx, {
    paper: opts.paperPrescription ?? false,
    prescriberId: p.employee_id,
  });
  return order!;
}

/**
 * Signs the seeded superintendent in as the responsible pharmacist unless someone is: an order
 * dispensed waits to be handed over or dispatched, which needs one on duty (decision 113).
 */
async function ensureRpRow(db: Db, at: Date) {
  const [open] = await db.select().from(rpLog).where(isNull(rpLog.signed_out_at)).limit(1);
  if (open) return;
  const [p] = await db
    .select()
    .from(employees)
    .where(eq(employees.role, "superintendent"))
    .orderBy(asc(employees.employee_id))
    .limit(1);
  await db.insert(rpLog).values({
    employee_id: p!.employee_id,
    name: p!.name ?? "Priya Shah",
    gphc_number: p!.gphc_number ?? "2000000",
    signed_in_at: at,
  });
}

/** A new patient (with a confirmed account) and one order in `state`. */
export async function orderInState(db: Db, state: OrderState, opts: OrderFixtureOptions = {}) {
  const patient = await insertPatientWithAccount(db);
  const order = await insertOrderInState(db, patient.patient_id, state, opts);
  return { patient, order };
}

/** A signed-in patient client whose account is confirmed and has a patient record. */
export async function signedInPatient(t: TestApp) {
  const client = await t.patient();
  await t.db.update(user).set({ emailVerified: true }).where(eq(user.email, client.email));
  const [account] = await t.db.select().from(user).where(eq(user.email, client.email));
  const patient = await insertPatient(t.db, {
    user_id: account!.id,
    email: client.email,
    firstname: "Grace",
    lastname: "Hopper",
  });
  return Object.assign(client, { patient });
}

/** A signed-in employee of `role` (the seeded first employee is the superintendent). */
export async function signedInEmployee(
  t: TestApp,
  role: "staff" | "prescriber",
  name = role === "staff" ? "Sam Staff" : "Pat Prescriber",
): Promise<TestClient> {
  const client = await t.patient();
  const [account] = await t.db.select().from(user).where(eq(user.email, client.email));
  const [row] = await t.db
    .insert(employees)
    .values({
      email: client.email,
      user_id: account!.id,
      name,
      role,
      ...(role === "prescriber"
        ? { gphc_number: "2012345", registration: "pharmacist" as const, prescriber_regulator: "GPhC" as const }
        : {}),
    })
    .returning();
  // A prescriber signs what they approve with TEST_SIGNING_PIN (decision 118).
  if (role === "prescriber") await giveSigningKey(t.db, row!.employee_id);
  // Every employee signs in with a second factor before the back office answers (decision 065).
  const twoFactor = await t.seedTwoFactor(client.email);
  await client.signInWithCode(client.email, client.password, () => twoFactor.code());
  return client;
}

/** The e-mails about orders queued to `to`, oldest first (the account's own, like the welcome, left out). */
export async function mailTo(db: Db, to: string) {
  const rows = await db.execute(
    sql`SELECT type, subject, text, html, dedupe_key FROM email_outbox WHERE to_address = ${to} AND type NOT IN ('welcome', 'email_confirmation') ORDER BY id`,
  );
  return (
    rows as unknown as {
      rows: Array<{ type: string; subject: string; text: string; html: string; dedupe_key: string | null }>;
    }
  ).rows;
}
