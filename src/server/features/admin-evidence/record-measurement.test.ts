import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, measurements } from "@/server/db/schema";
import { MEASUREMENT_METHODS } from "@/shared/domain/prescribing/consultation-vocabulary";
import { createClock } from "@/server/lib/time/clock";
import { measurementBody } from "../../../../tests/support/consultation-fixtures";
import { insertPatientWithAccount, signedInEmployee, signedInPatient } from "../../../../tests/support/order-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { errorBody } from "../../../../tests/support/typed-api";

const NOW = new Date("2026-11-25T10:00:00Z");
let t: TestApp;
let superintendent: TestClient;
let prescriber: TestClient;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  superintendent = await t.employee();
  prescriber = await signedInEmployee(t, "prescriber");
  staff = await signedInEmployee(t, "staff");
});
afterAll(() => t?.close());

const record = (client: TestClient, patientId: number, over: Record<string, unknown> = {}) =>
  client.post(`/api/admin/patients/${patientId}/measurements`, measurementBody(t, over));
const rowsOf = (patientId: number) => t.db.select().from(measurements).where(eq(measurements.patient_id, patientId));

describe("POST /api/admin/patients/:id/measurements (decision 077)", () => {
  it("records a prescriber's measurement with the BMI computed on the server, and audits it", async () => {
    const p = await insertPatientWithAccount(t.db);
    const res = await record(prescriber, p.patient_id, { weightKg: 92.4, heightCm: 165.5, bmi: 12 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      measurement: {
        method: "live_video",
        methodLabel: "Live video",
        independent: true,
        weightKg: 92.4,
        heightCm: 165.5,
        bmi: 33.7,
        measuredOn: "2026-11-25",
        recordedBy: "Pat Prescriber",
      },
    });
    expect(await rowsOf(p.patient_id)).toEqual([
      expect.objectContaining({ bmi: 33.7, source: "Video call with the patient", created_at: NOW }),
    ]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "measurement.create"), eq(auditLog.target_id, String(p.patient_id))));
    expect(audit).toMatchObject({ target_type: "patient", changed_fields: ["measurements"] });
  });

  it("marks only live video, in person, GP record and third-party record as independent", async () => {
    const p = await insertPatientWithAccount(t.db);
    const independent: Record<string, boolean> = {};
    for (const method of MEASUREMENT_METHODS) {
      const res = await superintendent.api.admin.patients[":id"].measurements.$post({
        param: { id: String(p.patient_id) },
        json: measurementBody(t, { method }),
      });
      independent[method] = (await res.json()).measurement.independent;
    }
    expect(independent).toEqual({
      live_video: true,
      in_person: true,
      gp_record: true,
      third_party_record: true,
      photo: false,
      recorded_video: false,
    });
  });

  it("is for prescribers only: staff 403 with a clear message, a patient 403, a visitor 401", async () => {
    const p = await insertPatientWithAccount(t.db);
    const byStaff = await record(staff, p.patient_id);
    expect(byStaff.status).toBe(403);
    expect(await byStaff.json()).toEqual({ error: "Only a prescriber can record a measurement.", code: "forbidden" });
    expect((await record(await signedInPatient(t), p.patient_id)).status).toBe(403);
    expect((await record(t.client(), p.patient_id)).status).toBe(401);
    expect(await rowsOf(p.patient_id)).toEqual([]);
  });

  it("refuses a day to come, and a weight or height out of range, with field messages", async () => {
    const p = await insertPatientWithAccount(t.db);
    const future = await record(prescriber, p.patient_id, { measuredOn: "2026-11-26" });
    expect(future.status).toBe(400);
    expect(await future.json()).toEqual({
      error: "The measurement date can't be in the future.",
      code: "invalid_input",
      fields: { measuredOn: "The measurement date can't be in the future." },
    });
    const out = await record(prescriber, p.patient_id, { weightKg: 19, heightCm: 300, method: "scales" });
    expect(out.status).toBe(400);
    expect((await errorBody(out)).fields).toEqual({
      method: "Choose the method",
      weightKg: "Weight must be between 20 and 400 kg",
      heightCm: "Height must be between 50 and 272 cm",
    });
    const noHeight = await prescriber.post(`/api/admin/patients/${p.patient_id}/measurements`, {
      ...measurementBody(t),
      heightCm: undefined,
    });
    expect(noHeight.status).toBe(400);
    expect(await rowsOf(p.patient_id)).toEqual([]);
  });
});
