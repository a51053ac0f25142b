import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "@/server/db/schema";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { insertPatient, patientRow } from "../../../../tests/support/admin-fixtures";

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.employee();
});
afterAll(() => t?.close());

const list = async (search: string) => (await admin.api.admin.patients.$get({ query: { search } })).json();
const stats = async () => (await admin.api.admin.stats.$get()).json();

describe("archive (decision 018)", () => {
  it("hides the patient from the list, the counts, the detail and the patient's own account", async () => {
    const owner = await t.patient();
    const { user } = await (await owner.api.me.$get()).json();
    const p = await insertPatient(
      t.db,
      { user_id: user!.id, firstname: "Archie", lastname: "Vable" },
      { history_of_pancreatitis_details: "x" },
    );
    const statsBefore = await stats();
    expect((await list("archie vable")).meta.total).toBe(1);

    const res = await admin.delete(`/api/admin/patients/${p.patient_id}`);
    expect(res.status).toBe(200);

    const row = await patientRow(t.db, p.patient_id);
    expect(row.archived_at).toBeInstanceOf(Date);
    expect(row.archived_by).toBe("admin@test.local");
    expect((await list("archie vable")).meta.total).toBe(0);
    const statsAfter = await stats();
    expect(statsAfter.totalPatients).toBe(statsBefore.totalPatients! - 1);
    expect(statsAfter.withExclusions).toBe(statsBefore.withExclusions! - 1);
    expect((await admin.get(`/api/admin/patients/${p.patient_id}`)).status).toBe(404);
    expect((await admin.get(`/api/admin/patients/${p.patient_id}/audit`)).status).toBe(404);
    expect(
      (await admin.patch(`/api/admin/patients/${p.patient_id}/status`, { status: "approved", adminNotes: "" })).status,
    ).toBe(404);
    expect((await admin.delete(`/api/admin/patients/${p.patient_id}`)).status).toBe(404);
    // The patient's own account no longer reaches the record.
    const own = await owner.put("/api/me/patient-type", { userType: "existing" });
    expect(await own.json()).toEqual({ updated: false });

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target_id, String(p.patient_id)), eq(auditLog.action, "patient.archive")));
    expect(entry).toMatchObject({ actor_email: "admin@test.local", target_type: "patient" });
  });
});
