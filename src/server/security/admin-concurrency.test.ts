/**
 * Parallel admin edits never lose a change silently: of several saves of the edit form made
 * from the same loaded version, one wins and the others get 409 with a message saying what
 * happened; a status change made in parallel with an edit is never overwritten by it, and
 * neither is anything the patient saves while a pharmacist has the edit form open.
 */
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { patientHistory, patients } from "@/server/db/schema";
import { loadAdminEditBody } from "../../../tests/support/admin-edit";
import { basicBody, safetyBody } from "../../../tests/support/patient-bodies";
import { createTestApp, type TestApp, type TestClient } from "../../../tests/support/test-app";
import { errorBody } from "../../../tests/support/typed-api";
import { insertPatient, patientRow } from "../../../tests/support/admin-fixtures";
import { REVIEW_STATUS_ID } from "@/shared/domain/prescribing/review-status";

let t: TestApp;
let alice: TestClient;
let bob: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = await Promise.all([t.employee(), t.employee()]);
});
afterAll(() => t?.close());

const latestHistoryOf = async (patientId: number) =>
  (
    await t.db
      .select()
      .from(patientHistory)
      .where(eq(patientHistory.patient_id, patientId))
      .orderBy(desc(patientHistory.patient_history_id))
      .limit(1)
  )[0];

const errorOf = async (res: Response) => (await errorBody(res)).error;

describe("parallel admin edits", () => {
  it("two saves from the same version: one succeeds, the other gets 409 and a clear message, and nothing of it is stored", async () => {
    const p = await insertPatient(t.db, { firstname: "Original", admin_notes: null });
    const fromAlice = await loadAdminEditBody(alice, p.patient_id, { firstName: "Alice's edit" });
    const fromBob = await loadAdminEditBody(bob, p.patient_id, { adminNotes: "Bob's note" });
    expect(fromAlice.version).toBe(fromBob.version);

    const [a, b] = await Promise.all([
      alice.put(`/api/admin/patients/${p.patient_id}`, fromAlice),
      bob.put(`/api/admin/patients/${p.patient_id}`, fromBob),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [winner, loser] = a.status === 200 ? [a, b] : [b, a];
    expect(await winner.json()).toEqual({ version: fromAlice.version + 1 });
    expect(await errorOf(loser)).toMatch(/changed by someone else/i);

    const row = await patientRow(t.db, p.patient_id);
    expect(row.version).toBe(fromAlice.version + 1);
    if (a.status === 200) expect(row).toMatchObject({ firstname: "Alice's edit", admin_notes: null });
    else expect(row).toMatchObject({ firstname: "Original", admin_notes: "Bob's note" });
  });

  it("ten saves from the same version: exactly one is stored", async () => {
    const p = await insertPatient(t.db);
    const base = await loadAdminEditBody(alice, p.patient_id);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? alice : bob).put(`/api/admin/patients/${p.patient_id}`, { ...base, lastName: `Edit ${i}` }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    const row = await patientRow(t.db, p.patient_id);
    expect(row.version).toBe(base.version + 1);
    expect(row.lastname).toBe(`Edit ${statuses.indexOf(200)}`);
  });

  it("a status change in parallel with an edit form save is never overwritten by it", async () => {
    for (let round = 0; round < 5; round++) {
      // Rejected by a prescriber; staff set it back to Pending with a note (decision 077).
      const p = await insertPatient(t.db, { firstname: "Before", patient_status_id: REVIEW_STATUS_ID.rejected });
      const edit = await loadAdminEditBody(alice, p.patient_id, { firstName: "Edited", adminNotes: "" });
      const [saved, status] = await Promise.all([
        alice.put(`/api/admin/patients/${p.patient_id}`, edit),
        bob.patch(`/api/admin/patients/${p.patient_id}/status`, {
          status: "pending",
          adminNotes: `Reopened in round ${round}`,
        }),
      ]);
      expect(status.status).toBe(200);
      expect([200, 409]).toContain(saved.status);
      const row = await patientRow(t.db, p.patient_id);
      // The status dialog's change is there either way; the edit is there only if it was accepted.
      expect(row).toMatchObject({
        patient_status_id: REVIEW_STATUS_ID.pending,
        admin_notes: `Reopened in round ${round}`,
        firstname: saved.status === 200 ? "Edited" : "Before",
      });
      if (saved.status === 409) expect(await errorOf(saved)).toMatch(/changed by someone else/i);
    }
  });

  it("an answer, a measurement or a delivery choice the patient saves while the edit form is open is never overwritten by it", async () => {
    const safety = (weight: number) => safetyBody({ weight });
    const saves: Array<[string, string, unknown]> = [
      [
        "PATCH",
        "/api/patient/questionnaire",
        { field: "historyOfGallstones", answer: "yes", details: "Removed in 2019" },
      ],
      ["PATCH", "/api/patient/measurements", { field: "weight", value: 123 }],
      ["PUT", "/api/patient/safety", safety(99)],
      ["PUT", "/api/patient/shipping", { deliveryMethod: "pickup" }],
    ];
    for (const [method, url, body] of saves) {
      const patient = await t.patient();
      expect((await patient.put("/api/patient/basic", basicBody({ email: patient.email }))).status).toBe(200);
      expect((await patient.put("/api/patient/safety", safety(100))).status).toBe(200);
      expect((await patient.post("/api/patient/dose", {})).status).toBe(200);
      const { patient_id } = (
        await t.db.select({ patient_id: patients.patient_id }).from(patients).where(eq(patients.email, patient.email))
      )[0]!;

      const edit = await loadAdminEditBody(alice, patient_id, { adminNotes: "Reviewed" });
      expect((await patient.request(method, url, body)).status, url).toBe(200);
      const before = {
        history: await latestHistoryOf(patient_id),
        deliveryMethod: (await patientRow(t.db, patient_id)).delivery_method,
      };

      const saved = await alice.put(`/api/admin/patients/${patient_id}`, edit);
      expect(saved.status, url).toBe(409);
      expect(await errorOf(saved)).toMatch(/changed by someone else/i);
      const after = await patientRow(t.db, patient_id);
      expect({ history: await latestHistoryOf(patient_id), deliveryMethod: after.delivery_method }, url).toEqual(
        before,
      );
      expect(after.admin_notes).toBeNull();
    }
  });
});
