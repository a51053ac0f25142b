import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, patientHistory, patients } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { APPROVAL_MESSAGES } from "@/shared/domain/prescribing/prescribing";
import {
  approveBody,
  insertConsultation,
  measurementBody,
  recordEvidence,
} from "../../../../tests/support/consultation-fixtures";
import { insertOrderInState, signedInEmployee, signedInPatient } from "../../../../tests/support/order-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";

const NOW = new Date("2026-11-25T10:00:00Z");
let t: TestApp;
let prescriber: TestClient;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  prescriber = await t.employee();
  staff = await signedInEmployee(t, "staff");
});
afterAll(() => t?.close());

/** The consultation's review page, typed by its route. */
const view = async (client: TestClient, id: number) => {
  const res = await client.api.admin.consultations[":id"].$get({ param: { id: String(id) } });
  expect(res.status).toBe(200);
  return res.json();
};

describe("GET /api/admin/consultations/:id (decision 077)", () => {
  it("shows the questionnaire the order locked, never a newer one, with the GP card and transfer details", async () => {
    const c = await insertConsultation(t.db, {
      kind: "transfer",
      productId: 3,
      history: {
        weight: 96,
        height: 168,
        bmi: 34,
        transfer_provider: "Online Pharmacy Ltd",
        transfer_dose_mg: 5,
        transfer_last_injection: "2026-11-20",
        history_of_pancreatitis_details: "Mild, 2019",
      },
    });
    // The patient has started a newer questionnaire since: it is not this order's record.
    await t.db.insert(patientHistory).values({ patient_id: c.patient.patient_id, weight: 70, height: 168, bmi: 24.8 });
    const body = await view(prescriber, c.consultation.consultation_id);
    expect(body.consultation).toMatchObject({
      consultationId: c.consultation.consultation_id,
      kind: "transfer",
      status: "awaiting_review",
      requestedDose: "5 mg",
      decided: false,
      prescriptionId: null,
    });
    expect(body.order).toMatchObject({
      orderId: c.order.order_id,
      state: "awaiting_review",
      dose: "5 mg",
      deliveryMethod: "delivery",
    });
    expect(body.patient).toMatchObject({
      patientId: c.patient.patient_id,
      name: "Ada Lovelace",
      age: 46,
      sex: "female",
      patientType: "new",
      email: c.patient.email,
    });
    expect(body.questionnaire).toMatchObject({
      questionnaireId: c.history.patient_history_id,
      weightKg: 96,
      bmi: 34,
      gp: { practiceName: "Church Street Surgery", practiceAddress: "2 Church Street, Oxford OX1 4AA", consent: "yes" },
      transfer: { provider: "Online Pharmacy Ltd", doseMg: 5, lastInjectionOn: "2026-11-20" },
    });
    expect(body.questionnaire?.answers.find((a) => a.field === "historyOfPancreatitis")).toMatchObject({
      group: "exclusion",
      answer: "yes",
      details: "Mild, 2019",
    });
  });

  it("lists what approval still needs for the requested dose, and clears it as the evidence is recorded", async () => {
    const c = await insertConsultation(t.db);
    const before = await view(prescriber, c.consultation.consultation_id);
    expect(before.approvalProblems.map((p) => p.message)).toEqual([
      APPROVAL_MESSAGES.identity,
      APPROVAL_MESSAGES.measurement,
      APPROVAL_MESSAGES.contact,
      APPROVAL_MESSAGES.contraception,
    ]);
    expect(before.approvalFacts).toMatchObject({
      kind: "initial",
      today: "2026-11-25",
      identityVerified: false,
      latestIndependentMeasurement: null,
      gpConsent: "yes",
      sex: "female",
    });
    expect(before.products.map((p) => p.mg)).toEqual([2.5, 5, 7.5, 10, 12.5, 15]);

    await recordEvidence(t, prescriber, c.patient.patient_id);
    await prescriber.post(
      `/api/admin/patients/${c.patient.patient_id}/measurements`,
      measurementBody(t, { method: "photo", weightKg: 101 }),
    );
    const after = await view(prescriber, c.consultation.consultation_id);
    expect(after.approvalProblems.map((p) => p.rule)).toEqual(["contact", "contraception"]);
    expect(after.approvalFacts).toMatchObject({
      identityVerified: true,
      latestIndependentMeasurement: { measuredOn: "2026-11-25", bmi: 34.6 },
    });
    expect(after.identityChecks).toEqual([
      expect.objectContaining({
        method: "live_video_document",
        documentLast4: "123A",
        outcome: "verified",
        recordedBy: "Priya Shah",
      }),
    ]);
    expect(after.measurements.map((m) => [m.method, m.independent])).toEqual([
      ["photo", false],
      ["live_video", true],
    ]);
  });

  it("shows the patient's earlier decisions newest first, and tells the viewer whether they may decide", async () => {
    const c = await insertConsultation(t.db);
    await insertOrderInState(t.db, c.patient.patient_id, "delivered", { at: new Date("2026-09-01T10:00:00Z") });
    await recordEvidence(t, prescriber, c.patient.patient_id);
    await prescriber.post(`/api/admin/consultations/${c.consultation.consultation_id}/decision`, {
      outcome: "info_requested",
      question: "Please send your GP summary.",
    });
    const body = await view(staff, c.consultation.consultation_id);
    expect(body.decisions.map((d) => d.outcome)).toEqual(["info_requested", "approved"]);
    expect(body.decisions[0]).toMatchObject({
      consultationId: c.consultation.consultation_id,
      question: "Please send your GP summary.",
    });
    expect(body.canDecide).toBe(false);
    expect((await view(prescriber, c.consultation.consultation_id)).canDecide).toBe(true);
  });

  it("links the approval's prescription and GP letter", async () => {
    const c = await insertConsultation(t.db);
    await recordEvidence(t, prescriber, c.patient.patient_id);
    const decided = await (
      await prescriber.api.admin.consultations[":id"].decision.$post({
        param: { id: String(c.consultation.consultation_id) },
        json: approveBody(),
      })
    ).json();
    const body = await view(prescriber, c.consultation.consultation_id);
    expect(body.consultation).toMatchObject({
      status: "approved",
      decided: true,
      prescriptionId: decided.prescriptionId,
      gpLetter: { gpLetterId: decided.gpLetterId, status: "draft" },
    });
  });

  it("is an audited read, for employees only, and not found for an archived patient", async () => {
    const c = await insertConsultation(t.db);
    await view(staff, c.consultation.consultation_id);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, "consultation.view"), eq(auditLog.target_id, String(c.consultation.consultation_id))),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ target_type: "consultation", changed_fields: null });
    expect(
      (await (await signedInPatient(t)).get(`/api/admin/consultations/${c.consultation.consultation_id}`)).status,
    ).toBe(403);
    expect((await t.client().get(`/api/admin/consultations/${c.consultation.consultation_id}`)).status).toBe(401);
    await t.db.update(patients).set({ archived_at: NOW }).where(eq(patients.patient_id, c.patient.patient_id));
    const gone = await prescriber.get(`/api/admin/consultations/${c.consultation.consultation_id}`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ error: "Consultation not found", code: "not_found" });
  });
});
