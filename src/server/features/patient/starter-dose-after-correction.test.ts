/**
 * Decision 025 with decision 085: a new patient's starter-dose restriction lifts once a prescriber
 * has approved a supply, and only by an approval no correction has superseded.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { patients } from "@/server/db/schema";
import { approveBody, insertConsultation, recordEvidence } from "../../../../tests/support/consultation-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { starterDoseOnly } from "./patient.queries";

let t: TestApp;
let prescriber: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  prescriber = await t.employee();
});
afterAll(() => t?.close());

it("keeps a new patient on the starter dose when the approval that lifted it is corrected to a rejection", async () => {
  const c = await insertConsultation(t.db, { kind: "initial", productId: 2 });
  const id = c.consultation.consultation_id;
  const patient = async () =>
    (await t.db.select().from(patients).where(eq(patients.patient_id, c.patient.patient_id)))[0]!;
  await recordEvidence(t, prescriber, c.patient.patient_id);
  const approved = await prescriber.api.admin.consultations[":id"].decision.$post({
    param: { id: String(id) },
    json: approveBody({ productId: 2 }),
  });
  expect(approved.status, await approved.clone().text()).toBe(200);
  expect(await starterDoseOnly(t.db, await patient())).toBe(false);

  const { decision } = await approved.json();
  const corrected = await prescriber.post(`/api/admin/consultations/${id}/correction`, {
    outcome: "rejected",
    rejectReason: "contraindication",
    reasoning: "History of pancreatitis found in the GP record after approval.",
    supersedesDecisionId: decision.decisionId,
    correctionReason: "The GP record arrived after the approval and rules the treatment out.",
  });
  expect(corrected.status, await corrected.clone().text()).toBe(200);
  expect(await starterDoseOnly(t.db, await patient())).toBe(true);
});
