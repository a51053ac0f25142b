/**
 * The prescriber's review through the real API (decision 075): the evidence a first supply
 * needs, and the decision, so a test reaches "approved" the way the back office does.
 */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { consultations } from "@/server/db/schema";
import { isoToday } from "@/shared/domain/age";
import type { TestApp, TestClient } from "./test-app";

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

/** A live-video measurement: 100 kg and 170 cm, a BMI of 34.6. */
export const measurementBody = (t: TestApp, overrides: Record<string, unknown> = {}) => ({
  method: "live_video",
  weightKg: 100,
  heightCm: 170,
  measuredOn: isoToday(t.deps.now()),
  source: "Video call with the patient",
  ...overrides,
});

/** An approval of the starter dose that meets every rule for a patient with GP consent. */
export const approveBody = (overrides: Record<string, unknown> = {}) => ({
  outcome: "approved",
  productId: 2,
  directions: "Inject 2.5 mg once a week on the same day each week",
  reasoning: "Identity and BMI verified on a live video; no exclusions answered yes.",
  contactMethod: "live_video",
  gpSharing: "shared",
  contraceptionAdviceGiven: true,
  ...overrides,
});

/** Records a verified identity check and an independent measurement of the patient, as `prescriber`. */
export async function recordEvidence(t: TestApp, prescriber: TestClient, patientId: number, opts: { measurement?: Record<string, unknown> } = {}) {
  const check = await prescriber.post(`/api/admin/patients/${patientId}/identity-checks`, identityCheckBody());
  expect(check.status, await check.clone().text()).toBe(200);
  const measured = await prescriber.post(`/api/admin/patients/${patientId}/measurements`, measurementBody(t, opts.measurement));
  expect(measured.status, await measured.clone().text()).toBe(200);
}

/** The consultation the completion of `orderId` opened. */
export async function consultationOf(t: TestApp, orderId: number) {
  const [row] = await t.db.select().from(consultations).where(eq(consultations.order_id, orderId));
  if (!row) throw new Error(`no consultation for order ${orderId}`);
  return row;
}

/** Records the evidence and approves the order's consultation through the API; returns the decision's answer. */
export async function approveOrder(t: TestApp, prescriber: TestClient, orderId: number, overrides: Record<string, unknown> = {}) {
  const consultation = await consultationOf(t, orderId);
  await recordEvidence(t, prescriber, consultation.patient_id);
  const res = await prescriber.post(`/api/admin/consultations/${consultation.consultation_id}/decision`, approveBody(overrides));
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { consultationId: number; orderId: number; prescriptionId: number; gpLetterId: number };
}
