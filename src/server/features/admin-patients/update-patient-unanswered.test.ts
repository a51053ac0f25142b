/**
 * Unanswered is not "no" in the back office (decision 082): the detail reads a question the
 * patient has not answered as not answered, an edit saved without touching it keeps it so, and
 * only an answer staff record changes it.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { patientHistory } from "@/server/db/schema";
import { loadAdminEditBody } from "../../../../tests/support/admin-edit";
import { insertPatient } from "../../../../tests/support/admin-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.employee();
});
afterAll(() => t?.close());

/** A patient whose open questionnaire holds only height and weight: nothing answered. */
async function unansweredPatient() {
  const p = await insertPatient(t.db, {}, {});
  await t.db
    .update(patientHistory)
    .set({
      is_diabetic: null,
      history_of_gallstones_details: null,
      has_eating_disorder_details: null,
      taking_other_medications_details: null,
    })
    .where(eq(patientHistory.patient_id, p.patient_id));
  return p;
}

const historyOf = async (patientId: number) =>
  (await t.db.select().from(patientHistory).where(eq(patientHistory.patient_id, patientId)))[0]!;

describe("a questionnaire with questions not answered, in the back office", () => {
  it("reads them as not answered, never no, and counts no exclusion for them", async () => {
    const p = await unansweredPatient();
    const { patient } = await (
      await admin.api.admin.patients[":id"].$get({ param: { id: String(p.patient_id) } })
    ).json();
    expect(patient.exclusions.find((e) => e.field === "historyOfGallstones")!.answer).toBeNull();
    expect(patient.exclusions.find((e) => e.field === "historyOfPancreatitis")!.answer).toBe("no");
    expect(patient).toMatchObject({
      isDiabetic: "",
      currentMedications: null,
      medicalConditions: "",
      hasExclusions: false,
      needsReview: false,
    });
  });

  it("keeps them not answered when the edit form is saved without touching them", async () => {
    const p = await unansweredPatient();
    const body = await loadAdminEditBody(admin, p.patient_id, { firstName: "Edited" });
    expect((await admin.put(`/api/admin/patients/${p.patient_id}`, body)).status).toBe(200);
    expect(await historyOf(p.patient_id)).toMatchObject({
      is_diabetic: null,
      history_of_gallstones_details: null,
      has_eating_disorder_details: null,
      taking_other_medications_details: null,
      history_of_pancreatitis_details: "no",
    });
  });

  it("records the answers staff give: a tick, a cleared box, a text and a diabetes choice", async () => {
    const p = await unansweredPatient();
    const body = await loadAdminEditBody(admin, p.patient_id, {
      historyOfGallstones: true,
      historyOfGallstonesDetails: "Removed in 2021",
      hasEatingDisorder: false,
      currentMedications: "",
      isDiabetic: "no",
    });
    expect((await admin.put(`/api/admin/patients/${p.patient_id}`, body)).status).toBe(200);
    expect(await historyOf(p.patient_id)).toMatchObject({
      is_diabetic: false,
      history_of_gallstones_details: "Removed in 2021",
      has_eating_disorder_details: "no",
      taking_other_medications_details: "no",
    });
  });
});
