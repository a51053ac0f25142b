import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "@/server/db/schema";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { insertPatient, patientRow } from "../../../../tests/support/admin-fixtures";
import { REVIEW_STATUS_ID } from "@/shared/domain/prescribing/review-status";

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.employee();
});
afterAll(() => t?.close());

/** The patient's page in the back office, typed by its route. */
const detail = async (id: number) => (await admin.api.admin.patients[":id"].$get({ param: { id: String(id) } })).json();

describe("Update Status (decision 007)", () => {
  it("persists Pending and notes with who and when, and audits field names only", async () => {
    const p = await insertPatient(t.db, { patient_status_id: REVIEW_STATUS_ID.rejected });
    const res = await admin.patch(`/api/admin/patients/${p.patient_id}/status`, {
      status: "pending",
      adminNotes: "Checked GP letter",
    });
    expect(res.status).toBe(200);
    const row = await patientRow(t.db, p.patient_id);
    expect(row).toMatchObject({
      patient_status_id: REVIEW_STATUS_ID.pending,
      admin_notes: "Checked GP letter",
      status_updated_by: "admin@test.local",
      version: 2,
    });
    expect(row.status_updated_at).toBeInstanceOf(Date);
    expect((await detail(p.patient_id)).patient).toMatchObject({
      status: "pending",
      statusLabel: "Pending Review",
      adminNotes: "Checked GP letter",
    });

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target_id, String(p.patient_id)), eq(auditLog.action, "patient.status")));
    expect(entry).toMatchObject({
      actor_email: "admin@test.local",
      target_type: "patient",
      changed_fields: ["patient_status_id", "admin_notes"],
    });
    expect(JSON.stringify(entry)).not.toContain("GP letter");
  });

  it("leaves Approved and Rejected to the prescriber's decision: 409, and nothing changes (decision 077)", async () => {
    const p = await insertPatient(t.db, { admin_notes: "Before" });
    for (const status of ["approved", "rejected"]) {
      const res = await admin.patch(`/api/admin/patients/${p.patient_id}/status`, { status, adminNotes: "After" });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({
        error: "Approve or reject from the consultation, where the prescriber's decision is recorded.",
        code: "conflict",
        fields: { status: "Approve or reject from the consultation, where the prescriber's decision is recorded." },
      });
    }
    expect(await patientRow(t.db, p.patient_id)).toMatchObject({
      patient_status_id: REVIEW_STATUS_ID.pending,
      admin_notes: "Before",
      version: p.version,
      status_updated_at: null,
    });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target_id, String(p.patient_id)), eq(auditLog.action, "patient.status")));
    expect(audits).toEqual([]);
  });

  it("saves notes of a patient a prescriber approved, keeping the status the decision set", async () => {
    const p = await insertPatient(t.db, { patient_status_id: REVIEW_STATUS_ID.approved });
    const res = await admin.patch(`/api/admin/patients/${p.patient_id}/status`, {
      status: "approved",
      adminNotes: "Pen collected",
    });
    expect(res.status).toBe(200);
    expect(await patientRow(t.db, p.patient_id)).toMatchObject({
      patient_status_id: REVIEW_STATUS_ID.approved,
      admin_notes: "Pen collected",
    });
  });

  it("refuses an unknown status", async () => {
    const p = await insertPatient(t.db);
    const res = await admin.patch(`/api/admin/patients/${p.patient_id}/status`, { status: "maybe", adminNotes: "" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "Status must be one of pending, approved, rejected" });
  });
});
