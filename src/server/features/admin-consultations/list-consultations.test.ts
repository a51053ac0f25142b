import { eq } from "drizzle-orm";
import type { InferRequestType } from "hono/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consultations, patients } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { insertConsultation, recordEvidence } from "../../../../tests/support/consultation-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";

const NOW = new Date("2026-11-25T10:00:00Z");
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 60 * 60 * 1000);
let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  staff = await t.employee();
});
afterAll(() => t?.close());

type QueueQuery = InferRequestType<TestClient["api"]["admin"]["consultations"]["$get"]>["query"];

/** The prescriber's queue with the filters of `query`, typed by its route. */
const queue = async (query: QueueQuery = {}) => {
  const res = await staff.api.admin.consultations.$get({ query });
  expect(res.status).toBe(200);
  return res.json();
};
type Row = Awaited<ReturnType<typeof queue>>["consultations"][number];
const codes = (row: Row | undefined) => row!.flags.map((f) => f.code);

describe("GET /api/admin/consultations (decision 077)", () => {
  it("lists open consultations oldest first, with the patient, kind, requested dose and waiting time", async () => {
    const newer = await insertConsultation(t.db, {
      openedAt: hoursAgo(2),
      productId: 3,
      kind: "transfer",
      patient: { firstname: "Newer" },
    });
    const older = await insertConsultation(t.db, { openedAt: hoursAgo(30), patient: { firstname: "Older" } });
    const decided = await insertConsultation(t.db, { openedAt: hoursAgo(40) });
    await t.db
      .update(consultations)
      .set({ status: "rejected", decided_at: hoursAgo(39) })
      .where(eq(consultations.consultation_id, decided.consultation.consultation_id));

    const { consultations: rows } = await queue();
    const ids = rows.map((r) => r.consultationId);
    expect(ids).toEqual(
      expect.arrayContaining([older.consultation.consultation_id, newer.consultation.consultation_id]),
    );
    expect(ids).not.toContain(decided.consultation.consultation_id);
    expect(ids.indexOf(older.consultation.consultation_id)).toBeLessThan(
      ids.indexOf(newer.consultation.consultation_id),
    );
    expect(rows.find((r) => r.consultationId === older.consultation.consultation_id)).toMatchObject({
      orderId: older.order.order_id,
      patientId: older.patient.patient_id,
      patientName: "Older Lovelace",
      kind: "initial",
      kindLabel: "Initial",
      status: "awaiting_review",
      requestedDose: "2.5 mg",
      waitingMinutes: 30 * 60,
      overdue: true,
      dueAt: new Date(hoursAgo(30).getTime() + 24 * 3600 * 1000).toISOString(),
    });
    expect(rows.find((r) => r.consultationId === newer.consultation.consultation_id)).toMatchObject({
      kind: "transfer",
      requestedDose: "5 mg",
      overdue: false,
    });
    expect(codes(rows.find((r) => r.consultationId === older.consultation.consultation_id))).toContain("overdue");

    const rejected = await queue({ status: "rejected" });
    expect(rejected.consultations.map((r) => r.consultationId)).toEqual([decided.consultation.consultation_id]);
    expect((await queue({ status: "all" })).consultations.map((r) => r.consultationId)).toContain(
      decided.consultation.consultation_id,
    );
    expect((await staff.get("/api/admin/consultations?status=maybe")).status).toBe(400);
  });

  it("flags what the prescriber should look at, from the questionnaire the order locked and the evidence on record", async () => {
    const c = await insertConsultation(t.db, {
      openedAt: hoursAgo(1),
      history: {
        bmi: 28.4,
        weight: 82,
        is_diabetic: true,
        diabetes_type: "type2",
        diabetes_details: "Metformin",
        history_of_gallstones_details: "2019",
        gp_consent: "no",
      },
    });
    const row = () =>
      queue().then((p) => p.consultations.find((r) => r.consultationId === c.consultation.consultation_id));
    expect(codes(await row())).toEqual([
      "exclusion",
      "diabetic",
      "low_bmi",
      "no_identity",
      "no_measurement",
      "no_gp_consent",
    ]);
    // 100 kg verified against 82 kg reported: more than 5 % apart.
    await recordEvidence(t, staff, c.patient.patient_id);
    const after = await row();
    expect(codes(after)).toEqual(["exclusion", "diabetic", "low_bmi", "weight_mismatch", "no_gp_consent"]);
    expect(after!.flags.find((f) => f.code === "weight_mismatch")!.label).toBe(
      "Verified weight differs from self-reported by more than 5%",
    );
  });

  it("names other patients who look like the same person, but not archived ones", async () => {
    const c = await insertConsultation(t.db, {
      openedAt: hoursAgo(1),
      patient: {
        address1: "7 Mill Lane",
        postcode: "OX4 1AB",
        mobile: "07700 111222",
        lastname: "Babbage",
        date_of_birth: "1971-12-26",
      },
    });
    const sameAddress = await insertConsultation(t.db, { patient: { address1: "7 mill lane ", postcode: "ox41ab" } });
    const sameMobile = await insertConsultation(t.db, { patient: { mobile: "+44 7700 111222" } });
    const sameSurnameDob = await insertConsultation(t.db, {
      patient: { lastname: "BABBAGE", date_of_birth: "1971-12-26" },
    });
    const archived = await insertConsultation(t.db, { patient: { address1: "7 Mill Lane", postcode: "OX4 1AB" } });
    await t.db.update(patients).set({ archived_at: NOW }).where(eq(patients.patient_id, archived.patient.patient_id));
    await t.db
      .update(patients)
      .set({ email: sameAddress.patient.email })
      .where(eq(patients.patient_id, c.patient.patient_id));

    const row = (await queue()).consultations.find((r) => r.consultationId === c.consultation.consultation_id)!;
    expect(row.flags.filter((f) => f.code.startsWith("duplicate_")).map((f) => f.label)).toEqual([
      `Same address as patient #${sameAddress.patient.patient_id}`,
      `Same e-mail as patient #${sameAddress.patient.patient_id}`,
      `Same mobile as patient #${sameMobile.patient.patient_id}`,
      `Same surname and date of birth as patient #${sameSurnameDob.patient.patient_id}`,
    ]);
  });

  it("pages 20 at a time and counts the matches", async () => {
    for (let i = 0; i < 21; i++) await insertConsultation(t.db, { openedAt: hoursAgo(100 - i) });
    const first = await queue();
    const second = await queue({ page: "2" });
    expect(first.pageSize).toBe(20);
    expect(first.consultations).toHaveLength(20);
    expect(first.total).toBeGreaterThanOrEqual(21);
    expect(second.consultations.length).toBe(first.total - 20);
    expect(new Set([...first.consultations, ...second.consultations].map((r) => r.consultationId)).size).toBe(
      first.total,
    );
  });

  it("shows the dashboard how many consultations await review, and the oldest", async () => {
    const { awaitingReview } = await (await staff.api.admin.dashboard.$get()).json();
    const waiting = await queue({ status: "awaiting_review" });
    expect(awaitingReview.count).toBe(waiting.total);
    expect(awaitingReview.oldestOpenedAt).toBe(hoursAgo(100).toISOString());
  });
});
