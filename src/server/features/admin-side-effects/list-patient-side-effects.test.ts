import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { signedInPatient } from "../../../../tests/support/order-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";

const NOW = new Date("2026-11-24T09:00:00Z");
let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  staff = await t.employee();
});
afterAll(() => t?.close());

describe("GET /api/admin/patients/:id/side-effects", () => {
  it("lists the patient's reports newest first, with the hold, and audits the read", async () => {
    const patient = await signedInPatient(t);
    await patient.post("/api/account/side-effects", { symptoms: { nausea: "mild", tiredness: "moderate" } });
    await patient.post("/api/account/side-effects", {
      symptoms: { stomach_pain: "severe" },
      redFlags: ["severe_stomach_pain"],
      details: "Since Sunday.",
    });
    const res = await staff.api.admin.patients[":id"]["side-effects"].$get({
      param: { id: String(patient.patient.patient_id) },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.json();
    expect(body.onHold).toBe(true);
    expect(body.reports).toEqual([
      {
        id: expect.any(Number),
        patientId: patient.patient.patient_id,
        reportedAt: NOW.toISOString(),
        isRedFlag: true,
        symptoms: [{ key: "stomach_pain", label: "Stomach pain", level: "severe" }],
        redFlags: [
          { key: "severe_stomach_pain", label: "Severe or persistent stomach pain, which may spread to your back" },
        ],
        details: "Since Sunday.",
        handled: null,
      },
      expect.objectContaining({
        isRedFlag: false,
        symptoms: [
          { key: "nausea", label: "Feeling sick (nausea)", level: "mild" },
          { key: "tiredness", label: "Tiredness", level: "moderate" },
        ],
        redFlags: [],
      }),
    ]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, "side_effect.view"), eq(auditLog.target_id, `patient ${patient.patient.patient_id}`)),
      );
    expect(audit).toHaveLength(1);
  });

  it("answers 404 to an unknown patient, and is for staff only", async () => {
    expect((await staff.get("/api/admin/patients/99999999/side-effects")).status).toBe(404);
    const patient = await signedInPatient(t);
    expect((await patient.get(`/api/admin/patients/${patient.patient.patient_id}/side-effects`)).status).toBe(403);
  });
});
