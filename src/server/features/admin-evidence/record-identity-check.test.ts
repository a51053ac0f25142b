import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, identityChecks, patients } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { identityCheckBody } from "../../../../tests/support/consultation-fixtures";
import { insertPatientWithAccount, signedInEmployee, signedInPatient } from "../../../../tests/support/order-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { errorBody } from "../../../../tests/support/typed-api";

const NOW = new Date("2026-11-25T10:00:00Z");
let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  staff = await signedInEmployee(t, "staff");
});
afterAll(() => t?.close());

const record = (patientId: number, body: Record<string, unknown>, client = staff) =>
  client.post(`/api/admin/patients/${patientId}/identity-checks`, body);
const checksOf = (patientId: number) =>
  t.db.select().from(identityChecks).where(eq(identityChecks.patient_id, patientId));

describe("POST /api/admin/patients/:id/identity-checks (decision 077)", () => {
  it("records a check by any employee, keeping only the last 4 characters of the document number, and audits it", async () => {
    const p = await insertPatientWithAccount(t.db);
    const res = await record(p.patient_id, identityCheckBody({ documentLast4: " 9x2b " }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      identityCheck: {
        method: "live_video_document",
        methodLabel: "Live video with document",
        documentType: "passport",
        documentLast4: "9X2B",
        documentExpiry: "2031-01-31",
        outcome: "verified",
        recordedBy: "Sam Staff",
      },
    });
    expect(await checksOf(p.patient_id)).toEqual([
      expect.objectContaining({ document_last4: "9X2B", name_matches: true, dob_matches: true, created_at: NOW }),
    ]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "identity_check.create"), eq(auditLog.target_id, String(p.patient_id))));
    expect(audit).toMatchObject({ target_type: "patient", changed_fields: ["identity_checks"] });
  });

  it("never takes a whole document number", async () => {
    const p = await insertPatientWithAccount(t.db);
    const res = await record(p.patient_id, identityCheckBody({ documentLast4: "123456789" }));
    expect(res.status).toBe(400);
    expect((await errorBody(res)).fields).toEqual({
      documentLast4: "Enter the last 4 letters or digits of the document number",
    });
    expect(await checksOf(p.patient_id)).toEqual([]);
  });

  it("refuses to verify with an expired document (400 on the expiry), but records a failed check with it", async () => {
    const p = await insertPatientWithAccount(t.db);
    const expired = await record(p.patient_id, identityCheckBody({ expiryDate: "2026-11-24" }));
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({
      error: "An expired document cannot verify identity.",
      code: "invalid_input",
      fields: { expiryDate: "An expired document cannot verify identity." },
    });
    expect((await record(p.patient_id, identityCheckBody({ expiryDate: "2026-11-25" }))).status).toBe(200);
    expect(
      (await record(p.patient_id, identityCheckBody({ expiryDate: "2026-11-24", outcome: "not_verified" }))).status,
    ).toBe(200);
    expect((await checksOf(p.patient_id)).map((c) => c.outcome)).toEqual(["verified", "not_verified"]);
  });

  it("refuses to verify when the name or the date of birth does not match", async () => {
    const p = await insertPatientWithAccount(t.db);
    const res = await record(p.patient_id, identityCheckBody({ dobMatches: false }));
    expect(res.status).toBe(400);
    expect((await errorBody(res)).fields).toEqual({
      outcome: "Identity cannot be verified when the name or date of birth does not match.",
    });
  });

  it("needs a document's type, last 4 characters and expiry, except for a third-party check", async () => {
    const p = await insertPatientWithAccount(t.db);
    const bare = { method: "in_person_document", nameMatches: true, dobMatches: true, outcome: "verified" };
    const res = await record(p.patient_id, bare);
    expect(res.status).toBe(400);
    expect((await errorBody(res)).fields).toEqual({
      documentType: "Choose the document type",
      documentLast4: "Enter the last 4 letters or digits of the document number",
      expiryDate: "Enter the expiry date",
    });
    expect((await record(p.patient_id, { ...bare, method: "third_party" })).status).toBe(200);
  });

  it("is for employees only, and not found for an archived or unknown patient", async () => {
    const p = await insertPatientWithAccount(t.db);
    expect((await record(p.patient_id, identityCheckBody(), await signedInPatient(t))).status).toBe(403);
    expect((await record(p.patient_id, identityCheckBody(), t.client())).status).toBe(401);
    await t.db.update(patients).set({ archived_at: NOW }).where(eq(patients.patient_id, p.patient_id));
    expect((await record(p.patient_id, identityCheckBody())).status).toBe(404);
    expect((await record(999_999, identityCheckBody())).status).toBe(404);
    expect(await checksOf(p.patient_id)).toEqual([]);
  });
});
