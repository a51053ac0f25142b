/**
 * Decision 077: an approval is refused (422, the first unmet rule as the message, every one in
 * `problems`) unless the facts read from the database meet approvalProblems; nothing is written.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consultations, prescribingDecisions } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { APPROVAL_MESSAGES } from "@/shared/domain/prescribing/prescribing";
import {
  approveBody,
  identityCheckBody,
  insertConsultation,
  measurementBody,
  recordEvidence,
} from "../../../../tests/support/consultation-fixtures";
import { insertOrderInState } from "../../../../tests/support/order-fixtures";
import { stateOf } from "../../../../tests/support/order-state";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { errorBody } from "../../../../tests/support/typed-api";

const NOW = new Date("2026-11-25T10:00:00Z");
let t: TestApp;
let prescriber: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  prescriber = await t.employee();
});
afterAll(() => t?.close());

type Setup = Parameters<typeof insertConsultation>[1];
const decide = (consultationId: number, body: Record<string, unknown>) =>
  prescriber.post(`/api/admin/consultations/${consultationId}/decision`, body);

/** A consultation with the evidence a first supply needs (or `evidence` instead of it). */
async function ready(setup: Setup = {}, evidence?: (patientId: number) => Promise<void>) {
  const c = await insertConsultation(t.db, setup);
  if (evidence) await evidence(c.patient.patient_id);
  else await recordEvidence(t, prescriber, c.patient.patient_id);
  return c;
}

/** Posts the decision and expects the refusal, with nothing written. */
async function expectRefused(c: Awaited<ReturnType<typeof ready>>, body: Record<string, unknown>, message: string) {
  const res = await decide(c.consultation.consultation_id, body);
  expect(res.status).toBe(422);
  const answer = await errorBody(res);
  expect(answer.error).toBe(message);
  expect(answer.problems?.[0]?.message).toBe(message);
  expect(
    await t.db
      .select()
      .from(prescribingDecisions)
      .where(eq(prescribingDecisions.consultation_id, c.consultation.consultation_id)),
  ).toEqual([]);
  expect(
    (
      await t.db.select().from(consultations).where(eq(consultations.consultation_id, c.consultation.consultation_id))
    )[0]!.status,
  ).toBe("awaiting_review");
  expect(await stateOf(t.db, c.order.order_id)).toBe("awaiting_review");
  return answer;
}

const post = (path: string, body: unknown) => prescriber.post(path, body).then((r) => expect(r.status).toBe(200));
const measure = (patientId: number, over: Record<string, unknown>) =>
  post(`/api/admin/patients/${patientId}/measurements`, measurementBody(t, over));
const check = (patientId: number, over: Record<string, unknown> = {}) =>
  post(`/api/admin/patients/${patientId}/identity-checks`, identityCheckBody(over));

describe("what an approval needs (decision 077)", () => {
  it("lists every unmet rule when nothing is on record, the first as the message", async () => {
    const c = await ready({}, async () => {});
    const answer = await expectRefused(
      c,
      approveBody({ contactMethod: null, contraceptionAdviceGiven: false }),
      APPROVAL_MESSAGES.identity,
    );
    expect(answer.problems?.map((p) => p.message)).toEqual([
      APPROVAL_MESSAGES.identity,
      APPROVAL_MESSAGES.measurement,
      APPROVAL_MESSAGES.contact,
      APPROVAL_MESSAGES.contraception,
    ]);
  });

  it("needs a verified identity check: a failed one does not count", async () => {
    const c = await ready({}, async (id) => {
      await check(id, { outcome: "not_verified", nameMatches: false });
      await measure(id, {});
    });
    await expectRefused(c, approveBody(), "Verify the patient's identity first.");
  });

  it("needs the patient to be 18 to 75", async () => {
    const c = await ready({ patient: { date_of_birth: "1950-11-24" } });
    await expectRefused(c, approveBody(), APPROVAL_MESSAGES.age);
  });

  it("never counts a photo or a recorded video, nor a measurement over 30 days old", async () => {
    const photo = await ready({}, async (id) => {
      await check(id);
      await measure(id, { method: "photo" });
      await measure(id, { method: "recorded_video" });
    });
    await expectRefused(
      photo,
      approveBody(),
      "A photo or recorded video cannot be the only verification. Record a live video, in-person, GP-record or third-party measurement.",
    );
    const old = await ready({}, async (id) => {
      await check(id);
      await measure(id, { measuredOn: "2026-10-25" });
    });
    await expectRefused(old, approveBody(), APPROVAL_MESSAGES.measurement);
  });

  it("needs a verified BMI of 30, or 27 with a weight-related condition on the questionnaire", async () => {
    const low = await ready({}, async (id) => {
      await check(id);
      await measure(id, { weightKg: 83, heightCm: 170 });
    });
    await expectRefused(low, approveBody(), APPROVAL_MESSAGES.bmi);
    const withCondition = await ready(
      { history: { history_of_heart_condition_details: "Hypertension, on ramipril" } },
      async (id) => {
        await check(id);
        await measure(id, { weightKg: 83, heightCm: 170 });
      },
    );
    expect((await decide(withCondition.consultation.consultation_id, approveBody())).status).toBe(200);
  });

  it("refuses during pregnancy or breastfeeding", async () => {
    const c = await ready({ history: { is_pregnant_or_breastfeeding_details: "Breastfeeding a 3-month-old" } });
    await expectRefused(c, approveBody(), "This treatment can't be prescribed during pregnancy or breastfeeding.");
  });

  it("starts new patients on 2.5 mg", async () => {
    const c = await ready();
    await expectRefused(c, approveBody({ productId: 3 }), "New patients start on 2.5 mg.");
  });

  it("caps a transfer at the dose evidenced from the previous provider, and needs that dose", async () => {
    const c = await ready({
      kind: "transfer",
      productId: 4,
      history: { transfer_dose_mg: 5, transfer_provider: "Online Pharmacy Ltd" },
    });
    await expectRefused(
      c,
      approveBody({ productId: 4 }),
      "A transfer can't be for more than the 5 mg evidenced from the previous provider.",
    );
    const none = await ready({ kind: "transfer", productId: 3 });
    await expectRefused(none, approveBody({ productId: 3 }), APPROVAL_MESSAGES.noTransferDose);
  });

  it("never goes more than one step above the last supplied dose", async () => {
    const c = await ready({ kind: "transfer", productId: 4, history: { transfer_dose_mg: 7.5 } });
    await insertOrderInState(t.db, c.patient.patient_id, "delivered");
    await expectRefused(c, approveBody({ productId: 4 }), "Doses go up one step at a time.");
  });

  it("counts only medicine supplied: an old order kept as history (never dispensed here) sets no step", async () => {
    const c = await ready({ kind: "transfer", productId: 4, history: { transfer_dose_mg: 7.5 } });
    await insertOrderInState(t.db, c.patient.patient_id, "completed_history");
    const res = await decide(c.consultation.consultation_id, approveBody({ productId: 4 }));
    expect(res.status).toBe(200);
  });

  it("needs two-way contact recorded, or a justification of 20 characters", async () => {
    const c = await ready();
    await expectRefused(
      c,
      approveBody({ contactMethod: null, contactJustification: "Busy day" }),
      APPROVAL_MESSAGES.contact,
    );
    const justified = await decide(
      c.consultation.consultation_id,
      approveBody({ contactMethod: null, contactJustification: "Spoke through the patient's carer, who signs" }),
    );
    expect(justified.status).toBe(200);
  });

  it("matches GP sharing to the consent, with a reason of 20 characters when the GP is not told", async () => {
    const c = await ready({ history: { gp_consent: "no" } });
    await expectRefused(c, approveBody(), "The patient did not consent to sharing with their GP.");
    await expectRefused(
      c,
      approveBody({ gpSharing: "not_shared", gpNotSharedReason: "No consent" }),
      APPROVAL_MESSAGES.gpReason,
    );
    const noGp = await ready({ history: { gp_consent: "no_gp", gp_practice_name: null } });
    await expectRefused(noGp, approveBody(), "The patient has no GP to share with.");
  });

  it("needs contraception advice recorded for a female patient, not for a male one", async () => {
    const female = await ready();
    await expectRefused(
      female,
      approveBody({ contraceptionAdviceGiven: false }),
      "Record that contraception advice was given (MHRA, June 2025).",
    );
    const male = await ready({ patient: { sex: 1 } });
    expect(
      (await decide(male.consultation.consultation_id, approveBody({ contraceptionAdviceGiven: false }))).status,
    ).toBe(200);
  });

  it("answers 400 with field messages for a dose that does not exist or missing entries", async () => {
    const c = await ready();
    const unknown = await decide(c.consultation.consultation_id, approveBody({ productId: 999 }));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      error: "Choose the dose",
      code: "invalid_input",
      fields: { productId: "Choose the dose" },
    });
    const bad = await decide(c.consultation.consultation_id, approveBody({ reasoning: "Looks fine", directions: "" }));
    expect(bad.status).toBe(400);
    expect((await errorBody(bad)).fields).toEqual({
      directions: "Enter the directions",
      reasoning: "Reasoning must be at least 20 characters",
    });
  });
});
