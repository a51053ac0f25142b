import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { patientHistory } from "@/server/db/schema";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { insertCompletedOrder, insertPatient } from "../../../../tests/support/admin-fixtures";
import { REVIEW_STATUS_ID } from "@/shared/domain/prescribing/review-status";

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.employee();
});
afterAll(() => t?.close());

describe("stats (decision 008)", () => {
  it("counts real patients by status and those whose LATEST questionnaire has an exclusion", async () => {
    const before = await (await admin.api.admin.stats.$get()).json();

    await insertPatient(
      t.db,
      { patient_status_id: REVIEW_STATUS_ID.pending },
      { history_of_pancreatitis_details: "Acute episode in 2019" },
    );
    // A yes without details still counts as yes (docs/spec.md §3).
    await insertPatient(t.db, { patient_status_id: REVIEW_STATUS_ID.approved }, { has_eating_disorder_details: "" });
    // An old questionnaire had an exclusion; the latest does not: not counted.
    const changed = await insertPatient(
      t.db,
      { patient_status_id: REVIEW_STATUS_ID.rejected },
      { history_of_gallstones_details: "2023", order_id: null },
    );
    await t.db
      .update(patientHistory)
      .set({ order_id: (await insertCompletedOrder(t.db, changed.patient_id)).order_id })
      .where(eq(patientHistory.patient_id, changed.patient_id));
    await t.db.insert(patientHistory).values({ patient_id: changed.patient_id, height: 170, weight: 95, bmi: 32.9 });
    // Medical answers (not exclusions) do not count.
    await insertPatient(
      t.db,
      { patient_status_id: REVIEW_STATUS_ID.pending },
      { have_other_medical_conditions_details: "Asthma" },
    );
    // No questionnaire at all.
    await insertPatient(t.db, { patient_status_id: REVIEW_STATUS_ID.pending }, null);
    // Archived: counted nowhere.
    await insertPatient(
      t.db,
      { patient_status_id: REVIEW_STATUS_ID.pending, archived_at: new Date() },
      { history_of_pancreatitis_details: "yes" },
    );

    const after = await (await admin.api.admin.stats.$get()).json();
    expect(after.totalPatients! - before.totalPatients!).toBe(5);
    expect(after.pendingReview! - before.pendingReview!).toBe(3);
    expect(after.approved! - before.approved!).toBe(1);
    expect(after.rejected! - before.rejected!).toBe(1);
    expect(after.withExclusions! - before.withExclusions!).toBe(2);
  });
});
