import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consultations, patientHistory } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { APPROVAL_MESSAGES } from "@/shared/domain/prescribing/prescribing";
import { approveBody, identityCheckBody, measurementBody } from "../../../../tests/support/consultation-fixtures";
import {
  allNo,
  checkin,
  isoDaysBefore,
  PRODUCT_OF_MG,
  suppliedPatient,
} from "../../../../tests/support/reorder-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { errorBody } from "../../../../tests/support/typed-api";

const NOW = new Date("2026-06-10T10:00:00Z");
let t: TestApp;
let prescriber: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  prescriber = await t.employee();
});
afterAll(() => t?.close());

/** A patient on `mg` who asks for their next pen with `over`; the questionnaire of the first order gave GP consent. */
async function reorder(o: { mg: number; daysAgo?: number; sex?: 1 | 2 }, over: Parameters<typeof checkin>[1] = {}) {
  const p = await suppliedPatient(t, { now: NOW, daysAgo: o.daysAgo ?? 22, mg: o.mg, sex: o.sex });
  await t.db
    .update(patientHistory)
    .set({ gp_consent: "yes" })
    .where(and(eq(patientHistory.patient_id, p.patient.patient_id), isNotNull(patientHistory.order_id)));
  const res = await p.api.account.reorder.$post({ json: checkin(NOW, over) });
  expect(res.status, await res.clone().text()).toBe(201);
  const { orderId } = await res.json();
  const [c] = await t.db.select().from(consultations).where(eq(consultations.order_id, orderId));
  return { p, orderId, consultationId: c!.consultation_id };
}

async function evidence(patientId: number, measuredDaysAgo = 0) {
  expect((await prescriber.post(`/api/admin/patients/${patientId}/identity-checks`, identityCheckBody())).status).toBe(
    200,
  );
  const measured = await prescriber.post(
    `/api/admin/patients/${patientId}/measurements`,
    measurementBody(t, { weightKg: 95, measuredOn: isoDaysBefore(NOW, measuredDaysAgo) }),
  );
  expect(measured.status).toBe(200);
}

const consultation = (id: number) => prescriber.api.admin.consultations[":id"].$get({ param: { id: String(id) } });
const decide = (id: number, body: Record<string, unknown>) =>
  prescriber.post(`/api/admin/consultations/${id}/decision`, body);
const approveMg = (mg: number, over: Record<string, unknown> = {}) =>
  approveBody({
    productId: PRODUCT_OF_MG[mg],
    directions: `Inject ${mg} mg once a week`,
    reasoning: "Steady loss, no side effects; continuing on the ladder.",
    ...over,
  });

describe("the review of a re-order (issue 13)", () => {
  it("shows the check-in beside the earlier weights, and the earlier order's questionnaire, with no first-supply BMI flags", async () => {
    const { p, consultationId } = await reorder({ mg: 5 }, { requestedMg: 7.5, weightKg: 96.5 });
    const res = await consultation(consultationId);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.questionnaireOrderId).toBe(p.supplied.order_id);
    expect(body.progress?.kind).toBe("reorder");
    expect(body.progress?.weights.map((w) => [w.kg, w.source])).toEqual([
      [100, "questionnaire"],
      [96.5, "checkin"],
    ]);
    expect(body.progress?.checkin).toMatchObject({
      weightKg: 96.5,
      previousDose: "5 mg",
      requestedDose: "7.5 mg",
      injectionsTaken: 4,
    });
    expect(body.flags.map((f) => f.code)).not.toContain("low_bmi");
    expect(body.flags.map((f) => f.code)).not.toContain("no_gp_consent");

    const queue = await (await prescriber.api.admin.consultations.$get({ query: {} })).json();
    const row = queue.consultations.find((c) => c.consultationId === consultationId)!;
    expect(row.kind).toBe("reorder");
    expect(row.flags.map((f) => f.code)).not.toContain("no_gp_consent");
  });

  it("lists each re-order in the queue with its own patient's progress flags", async () => {
    const fast = await reorder({ mg: 5 }, { weightKg: 91 });
    const steady = await reorder({ mg: 5 }, { weightKg: 97 });
    const res = await prescriber.api.admin.consultations.$get({ query: {} });
    expect(res.status).toBe(200);
    const queue = await res.json();
    const codesOf = (id: number) => queue.consultations.find((c) => c.consultationId === id)!.flags.map((f) => f.code);
    expect(codesOf(fast.consultationId)).toContain("rapid_loss");
    expect(codesOf(steady.consultationId)).not.toContain("rapid_loss");
  });

  it("approves one step up from the last supplied dose, and refuses two", async () => {
    const { p, consultationId } = await reorder({ mg: 5 }, { requestedMg: 7.5 });
    await evidence(p.patient.patient_id, 100);
    const twoSteps = await decide(consultationId, approveMg(10));
    expect(twoSteps.status).toBe(422);
    expect((await errorBody(twoSteps)).error).toBe(APPROVAL_MESSAGES.oneStep);
    expect((await decide(consultationId, approveMg(7.5))).status).toBe(200);
  });

  it("needs an independent measurement newer than the re-verification age (182 days)", async () => {
    const { p, consultationId } = await reorder({ mg: 5 });
    await evidence(p.patient.patient_id, 200);
    const old = await decide(consultationId, approveMg(5));
    expect(old.status).toBe(422);
    expect((await errorBody(old)).error).toBe(APPROVAL_MESSAGES.measurement);
  });

  it("after a break of 56 days or more, needs a measurement from the last 30 days", async () => {
    const { p, consultationId } = await reorder(
      { mg: 7.5, daysAgo: 70 },
      { lastInjectionOn: isoDaysBefore(NOW, 60), requestedMg: null, questionnaire: allNo() },
    );
    const detail = await (await consultation(consultationId)).json();
    // The break the page names is the reassessment_gap_days setting in force.
    expect(detail.progress).toMatchObject({ kind: "restart", reassessmentNeeded: true, reassessmentGapDays: 56 });
    await evidence(p.patient.patient_id, 40);
    const stale = await decide(consultationId, approveMg(2.5));
    expect(stale.status).toBe(422);
    expect((await errorBody(stale)).error).toBe(APPROVAL_MESSAGES.measurement);
    await evidence(p.patient.patient_id, 0);
    expect((await decide(consultationId, approveMg(2.5))).status).toBe(200);
  });

  it("refuses an approval when the check-in says pregnant, breastfeeding or planning a pregnancy", async () => {
    const { p, consultationId } = await reorder(
      { mg: 5, sex: 2 },
      { requestedMg: 5, pregnantBreastfeedingOrPlanning: "yes", oralContraception: "no" },
    );
    await evidence(p.patient.patient_id);
    const res = await decide(consultationId, approveMg(5));
    expect(res.status).toBe(422);
    expect((await errorBody(res)).problems?.map((x) => x.message)).toContain(APPROVAL_MESSAGES.pregnancy);
  });
});
