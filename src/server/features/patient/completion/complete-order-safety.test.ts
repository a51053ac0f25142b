/**
 * Unanswered is not "no" (decision 082): an order is completed only with every safety answer,
 * the GP answer and the height and weight given on the safety step. A refusal answers 400 with
 * the step to go back to, and leaves the order open.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, patientHistory } from "@/server/db/schema";
import { EXCLUSIONS, MEDICAL_QUESTIONS } from "@/shared/domain/clinical/exclusions";
import { ORDER_STATE_ID } from "@/shared/domain/orders/order-lifecycle";
import { createTestApp, type TestApp } from "../../../../../tests/support/test-app";
import { errorBody } from "../../../../../tests/support/typed-api";
import {
  basic,
  outboxFor,
  type Patient,
  patientRow,
  readyToComplete,
  safety,
  state,
} from "../../../../../tests/support/patient-journey";

const BACK_TO_SAFETY = {
  error: "Please complete the safety questions before completing your order.",
  code: "invalid_input",
  step: "safety",
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A patient who filled in the basic step (height and weight carried from the BMI check), then the dose and shipping. */
async function skippedSafety() {
  const p = (await t.patient()) as Patient;
  expect((await p.put("/api/patient/basic", basic({ email: p.email, height: 170, weight: 100 }))).status).toBe(200);
  expect((await p.post("/api/patient/dose", {})).status).toBe(200);
  expect((await p.put("/api/patient/shipping", { deliveryMethod: "pickup" })).status).toBe(200);
  return p;
}

async function expectBackToSafety(p: Patient) {
  const { orderId } = (await state(p)).order!;
  const res = await p.post("/api/patient/complete", {});
  expect(res.status).toBe(400);
  expect(await errorBody(res)).toEqual(BACK_TO_SAFETY);
  const [order] = await t.db.select().from(orders).where(eq(orders.order_id, orderId));
  expect(order!.order_status_id).toBe(ORDER_STATE_ID.draft);
  expect(await outboxFor(t, orderId)).toEqual([]);
}

describe("POST /api/patient/complete without the safety step", () => {
  it("refuses a patient who skipped the safety step, though the calculator's height and weight were carried", async () => {
    const p = await skippedSafety();
    // Nothing was answered for them: the questions read as not answered, never "no".
    const s = await state(p);
    expect(s.questionnaire).toMatchObject({ height: 170, weight: 100 });
    expect(Object.values(s.questionnaire!.answers).every((a) => a.answer === null)).toBe(true);
    await expectBackToSafety(p);
    const [h] = await t.db
      .select()
      .from(patientHistory)
      .where(eq(patientHistory.patient_id, (await patientRow(t, p)).patient_id));
    expect(h!.is_diabetic).toBeNull();
    for (const q of [...MEDICAL_QUESTIONS, ...EXCLUSIONS]) expect(h![q.column], q.column).toBeNull();
  });

  it("refuses when every answer, the height and the weight were auto-saved but the step itself never was", async () => {
    const p = await skippedSafety();
    for (const q of [...MEDICAL_QUESTIONS, ...EXCLUSIONS])
      await p.patch("/api/patient/questionnaire", { field: q.field, answer: "no", details: "" });
    await p.patch("/api/patient/measurements", { field: "height", value: 171 });
    await p.patch("/api/patient/measurements", { field: "weight", value: 99 });
    // "Are you diabetic?" and the GP card are given only with the step's own save.
    await expectBackToSafety(p);
  });

  it("refuses when any one part is missing: a question, diabetes, the GP answer, or the step's measurements", async () => {
    const p = (await readyToComplete(t)) as Patient;
    const patientId = (await patientRow(t, p)).patient_id;
    const [saved] = await t.db.select().from(patientHistory).where(eq(patientHistory.patient_id, patientId));
    const missing = {
      "a safety question": { history_of_gallstones_details: null },
      "a medical question": { taking_other_medications_details: null },
      diabetes: { is_diabetic: null },
      "the GP answer": { gp_consent: null },
      "the practice of a GP consent": { gp_practice_address: null },
      "the safety step's measurements": { safety_measured_at: null },
    };
    for (const [part, columns] of Object.entries(missing)) {
      await t.db.update(patientHistory).set(columns).where(eq(patientHistory.patient_id, patientId));
      const res = await p.post("/api/patient/complete", {});
      expect(res.status, part).toBe(400);
      expect(await errorBody(res), part).toEqual(BACK_TO_SAFETY);
      const { patient_history_id: _id, ...asSaved } = saved!;
      await t.db.update(patientHistory).set(asSaved).where(eq(patientHistory.patient_id, patientId));
    }
    expect((await p.post("/api/patient/complete", {})).status).toBe(200);
  });

  it("refuses once the safety step's height is emptied again", async () => {
    const p = await readyToComplete(t);
    await p.patch("/api/patient/measurements", { field: "height", value: 0 });
    await expectBackToSafety(p as Patient);
  });

  it("completes once the safety step is saved, every answer given", async () => {
    const p = await skippedSafety();
    expect(
      (await p.put("/api/patient/safety", safety({ gp: { practiceName: "", practiceAddress: "", consent: "no_gp" } })))
        .status,
    ).toBe(200);
    const res = await p.api.patient.complete.$post({ json: {} });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ alreadyCompleted: false });
  });
});
