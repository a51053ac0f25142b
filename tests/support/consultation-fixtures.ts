/**
 * The prescriber's review through the real API (decision 077): the evidence a first supply
 * needs, and the decision, so a test reaches "approved" the way the back office does.
 */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "@/server/db/client";
import { consultations, orderLine, orders, patientHistory, products } from "@/server/db/schema";
import { DAY_MS, isoToday } from "@/shared/domain/dates";
import { ORDER_STATE_ID } from "@/shared/domain/orders/order-lifecycle";
import type { ApproveInput } from "@/shared/schemas/prescribing/consultations";
import type { MeasurementInput } from "@/shared/schemas/prescribing/evidence";
import type { HistoryFixture, PatientFixture } from "./admin-fixtures";
import { insertPatientWithAccount } from "./order-fixtures";
import type { TestApp, TestClient } from "./test-app";
import { TEST_SIGNING_PIN } from "./signing-fixtures";

/** A verified identity check by live video with a passport that is still valid. */
export const identityCheckBody = (overrides: Record<string, unknown> = {}) => ({
  method: "live_video_document",
  documentType: "passport",
  documentLast4: "123A",
  expiryDate: "2031-01-31",
  nameMatches: true,
  dobMatches: true,
  outcome: "verified",
  ...overrides,
});

/**
 * A live-video measurement: 100 kg and 170 cm, a BMI of 34.6. Typed for the typed client while
 * the overrides are a measurement's fields, loose for a test that sends what the form never would.
 */
export function measurementBody(t: TestApp, overrides?: Partial<MeasurementInput>): MeasurementInput;
export function measurementBody(t: TestApp, overrides: Record<string, unknown>): Record<string, unknown>;
export function measurementBody(t: TestApp, overrides: Record<string, unknown> = {}) {
  const measured: MeasurementInput = {
    method: "live_video",
    weightKg: 100,
    heightCm: 170,
    measuredOn: isoToday(t.deps.now()),
    source: "Video call with the patient",
  };
  return { ...measured, ...overrides };
}

/**
 * An approval of the starter dose that meets every rule for a patient with GP consent: typed for
 * the typed client while the overrides are an approval's fields, loose for a test that sends
 * what the form never would.
 */
export function approveBody(overrides?: Partial<ApproveInput>): ApproveInput;
export function approveBody(overrides: Record<string, unknown>): Record<string, unknown>;
export function approveBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    outcome: "approved",
    signingPin: TEST_SIGNING_PIN,
    productId: 2,
    directions: "Inject 2.5 mg once a week on the same day each week",
    reasoning: "Identity and BMI verified on a live video; no exclusions answered yes.",
    contactMethod: "live_video",
    gpSharing: "shared",
    contraceptionAdviceGiven: true,
    ...overrides,
  };
}

/** Records a verified identity check and an independent measurement of the patient, as `prescriber`. */
export async function recordEvidence(
  t: TestApp,
  prescriber: TestClient,
  patientId: number,
  opts: { measurement?: Record<string, unknown> } = {},
) {
  const check = await prescriber.post(`/api/admin/patients/${patientId}/identity-checks`, identityCheckBody());
  expect(check.status, await check.clone().text()).toBe(200);
  const measured = await prescriber.post(
    `/api/admin/patients/${patientId}/measurements`,
    measurementBody(t, opts.measurement),
  );
  expect(measured.status, await measured.clone().text()).toBe(200);
}

/** The consultation the completion of `orderId` opened. */
export async function consultationOf(t: TestApp, orderId: number) {
  const [row] = await t.db.select().from(consultations).where(eq(consultations.order_id, orderId));
  if (!row) throw new Error(`no consultation for order ${orderId}`);
  return row;
}

/** Records the evidence and approves the order's consultation through the API; returns the decision's answer. */
export async function approveOrder(
  t: TestApp,
  prescriber: TestClient,
  orderId: number,
  overrides: Partial<ApproveInput> = {},
) {
  const consultation = await consultationOf(t, orderId);
  await recordEvidence(t, prescriber, consultation.patient_id);
  const res = await prescriber.api.admin.consultations[":id"].decision.$post({
    param: { id: String(consultation.consultation_id) },
    json: approveBody(overrides),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  // An approval always writes its prescription and GP letter (the route's answer types them for any decision).
  const answer = await res.json();
  const { prescriptionId, gpLetterId } = answer;
  if (prescriptionId === null || gpLetterId === null)
    throw new Error(`an approval without its prescription or GP letter: ${JSON.stringify(answer)}`);
  return { ...answer, prescriptionId, gpLetterId };
}

let seq = 0;

/**
 * A patient (with a confirmed account; a mobile, address and date of birth of their own) whose order awaits review:
 * the order, the questionnaire it locked (GP consent given, BMI 34.6) and its consultation,
 * inserted directly.
 */
export async function insertConsultation(
  db: Db,
  opts: {
    patient?: PatientFixture;
    history?: HistoryFixture;
    kind?: "initial" | "transfer";
    productId?: number;
    openedAt?: Date;
  } = {},
) {
  seq += 1;
  const openedAt = opts.openedAt ?? new Date();
  const patient = await insertPatientWithAccount(db, {
    mobile: `07700 8${String(seq).padStart(5, "0")}`,
    address1: `${seq} Review Road`,
    postcode: "OX2 6GG",
    date_of_birth: new Date(Date.UTC(1980, 0, 1 + seq)).toISOString().slice(0, 10),
    ...opts.patient,
  });
  const productId = opts.productId ?? 2;
  const [product] = await db.select().from(products).where(eq(products.product_id, productId));
  const [order] = await db
    .insert(orders)
    .values({
      patient_id: patient.patient_id,
      order_status_id: ORDER_STATE_ID.awaiting_review,
      total: product!.price,
      vat: "0.00",
      total_due: product!.price,
      delivery_method: "delivery",
      ship_addr1: `${seq} Review Road`,
      ship_addr3: "Oxford",
      ship_postcode: "OX2 6GG",
      product_name: product!.name,
      completed_at: openedAt,
    })
    .returning();
  await db.insert(orderLine).values({
    order_id: order!.order_id,
    product_id: productId,
    unit_price: product!.price,
    item_description: product!.name,
  });
  const [history] = await db
    .update(patientHistory)
    .set({
      order_id: order!.order_id,
      date_completed: openedAt.toISOString().slice(0, 10),
      gp_consent: "yes",
      gp_practice_name: "Church Street Surgery",
      gp_practice_address: "2 Church Street, Oxford OX1 4AA",
      ...opts.history,
    })
    .where(eq(patientHistory.patient_id, patient.patient_id))
    .returning();
  await db
    .update(orders)
    .set({ patient_history_id: history!.patient_history_id })
    .where(eq(orders.order_id, order!.order_id));
  const [consultation] = await db
    .insert(consultations)
    .values({
      order_id: order!.order_id,
      patient_id: patient.patient_id,
      kind: opts.kind ?? "initial",
      requested_product_id: productId,
      opened_at: openedAt,
      due_at: new Date(openedAt.getTime() + DAY_MS),
    })
    .returning();
  return { patient, order: order!, history: history!, consultation: consultation! };
}
