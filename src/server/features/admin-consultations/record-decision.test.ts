import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, prescribingDecisions } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { approveBody, insertConsultation, recordEvidence } from "../../../../tests/support/consultation-fixtures";
import { signedInEmployee, signedInPatient } from "../../../../tests/support/order-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { errorBody } from "../../../../tests/support/typed-api";

const NOW = new Date("2026-11-25T10:00:00Z");
let t: TestApp;
let superintendent: TestClient;
let prescriber: TestClient;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  superintendent = await t.employee();
  prescriber = await signedInEmployee(t, "prescriber");
  staff = await signedInEmployee(t, "staff");
});
afterAll(() => t?.close());

const path = (id: number) => `/api/admin/consultations/${id}/decision`;
const decisionsOf = (id: number) =>
  t.db.select().from(prescribingDecisions).where(eq(prescribingDecisions.consultation_id, id));
const reject = {
  outcome: "rejected",
  rejectReason: "bmi_below_threshold",
  reasoning: "Verified BMI is 26.1 with no weight-related condition.",
};

async function withEvidence() {
  const c = await insertConsultation(t.db);
  await recordEvidence(t, superintendent, c.patient.patient_id);
  return c;
}

describe("who may decide (decision 022)", () => {
  it("refuses staff with 403 and the panel's message, a patient with 403, and a visitor with 401", async () => {
    const { consultation } = await withEvidence();
    const byStaff = await staff.post(path(consultation.consultation_id), approveBody());
    expect(byStaff.status).toBe(403);
    expect(await byStaff.json()).toEqual({
      error: "Only a prescriber can record a prescribing decision.",
      code: "forbidden",
    });
    // Refused before the body is read: an invalid one gets the same answer.
    expect((await staff.post(path(consultation.consultation_id), {})).status).toBe(403);
    const patient = await signedInPatient(t);
    expect((await patient.post(path(consultation.consultation_id), approveBody())).status).toBe(403);
    expect((await t.client().post(path(consultation.consultation_id), approveBody())).status).toBe(401);
    expect(await decisionsOf(consultation.consultation_id)).toEqual([]);
  });

  it("lets a prescriber decide, named with their own GPhC number, and the superintendent too", async () => {
    const first = await withEvidence();
    const res = await prescriber.post(path(first.consultation.consultation_id), approveBody());
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      decision: { prescriberName: "Pat Prescriber", prescriberRegulator: "GPhC", prescriberNumber: "2012345" },
    });
    const second = await withEvidence();
    expect((await superintendent.post(path(second.consultation.consultation_id), reject)).status).toBe(200);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, "consultation.decision")).limit(1);
    expect(audit).toMatchObject({ target_type: "consultation", changed_fields: ["outcome"] });
  });
});

describe("one decision per consultation", () => {
  it("answers 409 to a second decision, with the first result, and records nothing more", async () => {
    const { consultation } = await withEvidence();
    expect((await prescriber.post(path(consultation.consultation_id), approveBody())).status).toBe(200);
    const again = await superintendent.post(path(consultation.consultation_id), reject);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      error: "This consultation was already approved by Pat Prescriber on 25 November 2026.",
      status: "approved",
      decision: { outcome: "approved", prescriberName: "Pat Prescriber", dose: "2.5 mg" },
    });
    expect(await decisionsOf(consultation.consultation_id)).toHaveLength(1);
  });

  it("makes one decision of two submits at once", async () => {
    const { consultation } = await withEvidence();
    const results = await Promise.all([
      prescriber.post(path(consultation.consultation_id), approveBody()),
      superintendent.post(path(consultation.consultation_id), approveBody()),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await decisionsOf(consultation.consultation_id)).toHaveLength(1);
  });

  it("answers 409 for a consultation whose order was cancelled", async () => {
    const { consultation, order } = await withEvidence();
    expect((await superintendent.post(`/api/admin/orders/${order.order_id}/cancel`, {})).status).toBe(200);
    const res = await prescriber.post(path(consultation.consultation_id), approveBody());
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      error: "This consultation was withdrawn: its order was cancelled.",
      status: "withdrawn",
    });
  });

  it("is kept by the database: a decision row can be neither changed nor removed", async () => {
    const { consultation } = await withEvidence();
    await prescriber.post(path(consultation.consultation_id), approveBody());
    const [row] = await decisionsOf(consultation.consultation_id);
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => "allowed",
        (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
      );
    expect(
      await refusal(
        t.db.execute(
          sql`UPDATE prescribing_decisions SET reasoning = 'changed afterwards to something else' WHERE decision_id = ${row!.decision_id}`,
        ),
      ),
    ).toBe("prescribing_decisions is append-only: UPDATE refused");
    expect(
      await refusal(t.db.execute(sql`DELETE FROM prescribing_decisions WHERE decision_id = ${row!.decision_id}`)),
    ).toBe("prescribing_decisions is append-only: DELETE refused");
    expect(await decisionsOf(consultation.consultation_id)).toEqual([row]);
  });
});

describe("the request", () => {
  it("answers 404 for a consultation that does not exist or whose patient is archived", async () => {
    expect((await prescriber.post(path(999_999), approveBody())).status).toBe(404);
    expect((await prescriber.post("/api/admin/consultations/abc/decision", approveBody())).status).toBe(404);
  });

  it("answers 400 with field messages for an unknown outcome or a missing reason", async () => {
    const { consultation } = await withEvidence();
    const unknown = await prescriber.post(path(consultation.consultation_id), { outcome: "maybe" });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: "Choose approve, request information or reject" });
    const noReason = await prescriber.post(path(consultation.consultation_id), {
      outcome: "rejected",
      reasoning: "x".repeat(20),
    });
    expect(noReason.status).toBe(400);
    expect((await errorBody(noReason)).fields).toEqual({
      rejectReason: "Choose the reason",
    });
    const shortQuestion = await prescriber.post(path(consultation.consultation_id), {
      outcome: "info_requested",
      question: "Why?",
    });
    expect((await errorBody(shortQuestion)).fields).toEqual({
      question: "Question must be at least 10 characters",
    });
  });
});
