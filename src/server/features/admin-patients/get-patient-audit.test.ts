import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { insertPatient } from "../../../../tests/support/admin-fixtures";
import { REVIEW_STATUS_ID } from "@/shared/domain/prescribing/review-status";

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.employee();
});
afterAll(() => t?.close());

describe("the audit trail (decision 019)", () => {
  it("records each read, change and shows a short history, newest first", async () => {
    const p = await insertPatient(t.db, { patient_status_id: REVIEW_STATUS_ID.rejected });
    await admin.get(`/api/admin/patients/${p.patient_id}`);
    await admin.patch(`/api/admin/patients/${p.patient_id}/status`, { status: "pending", adminNotes: "Fine" });
    const history = await (
      await admin.api.admin.patients[":id"].audit.$get({ param: { id: String(p.patient_id) } })
    ).json();
    expect(history.map((h) => h.action)).toEqual(["patient.status", "patient.view"]);
    expect(history[0]).toMatchObject({
      actorEmail: "admin@test.local",
      changedFields: ["patient_status_id", "admin_notes"],
    });
    expect(Date.parse(history[0]!.at)).not.toBeNaN();
  });

  it("keeps the changes in the short history however often the record is opened afterwards", async () => {
    const p = await insertPatient(t.db);
    await admin.patch(`/api/admin/patients/${p.patient_id}/status`, { status: "pending", adminNotes: "BMI under 30" });
    for (let i = 0; i < 30; i++) await admin.get(`/api/admin/patients/${p.patient_id}`);
    const history = await (
      await admin.api.admin.patients[":id"].audit.$get({ param: { id: String(p.patient_id) } })
    ).json();
    expect(history.filter((h) => h.action === "patient.status")).toHaveLength(1);
    // Still a short list, newest first, with the latest views.
    expect(history.length).toBeLessThanOrEqual(25);
    expect(history[0]!.action).toBe("patient.view");
    const times = history.map((h) => Date.parse(h.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
