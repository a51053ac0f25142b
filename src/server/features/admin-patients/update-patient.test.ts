import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, patientHistory } from "@/server/db/schema";
import { expectConsoleError } from "../../../../tests/support/setup";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { errorBody } from "../../../../tests/support/typed-api";
import { insertCompletedOrder, insertPatient, patientRow } from "../../../../tests/support/admin-fixtures";
import { REVIEW_STATUS_ID } from "@/shared/domain/prescribing/review-status";

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.employee();
});
afterAll(() => t?.close());

const detail = async (id: number) => (await admin.api.admin.patients[":id"].$get({ param: { id: String(id) } })).json();

function editBody(view: Awaited<ReturnType<typeof detail>>["patient"], changes: Record<string, unknown> = {}) {
  const flags = Object.fromEntries(
    view.exclusions.flatMap((e) => [
      [e.field, e.answer === null ? null : e.answer === "yes"],
      [`${e.field}Details`, e.details],
    ]),
  );
  return {
    version: view.version,
    salutation: view.salutation,
    firstName: view.firstName,
    lastName: view.lastName,
    email: view.email,
    phone: view.phone,
    dob: view.dob,
    sex: view.sex || "other",
    forSelf: view.forSelf,
    deliveryMethod: view.deliveryMethod,
    height: view.height,
    weight: view.weight,
    bmi: view.bmi,
    address1: view.address1,
    address2: view.address2,
    city: view.city,
    postcode: view.postcode,
    previousWeightLoss: view.previousWeightLoss,
    medicalConditions: view.medicalConditions,
    currentMedications: view.currentMedications,
    ...flags,
    isDiabetic: view.isDiabetic,
    diabetesType: view.diabetesType,
    diabetesDetails: view.diabetesDetails,
    status: view.status,
    adminNotes: view.adminNotes,
    ...changes,
  };
}

describe("the edit form (docs/spec.md §3, §5)", () => {
  it("updates the patient and the open questionnaire together, recomputing BMI and storing flags as text or 'no'", async () => {
    const p = await insertPatient(
      t.db,
      { patient_status_id: REVIEW_STATUS_ID.rejected },
      { history_of_gallstones_details: "Removed 2020" },
    );
    const view = (await detail(p.patient_id)).patient;
    const res = await admin.put(
      `/api/admin/patients/${p.patient_id}`,
      editBody(view, {
        firstName: "  Katherine ",
        sex: "other",
        height: 180,
        weight: 120,
        bmi: 10,
        historyOfGallstones: false,
        historyOfGallstonesDetails: "left behind",
        historyOfPancreatitis: true,
        historyOfPancreatitisDetails: "2018 admission",
        currentMedications: "Ramipril",
        status: "pending",
        adminNotes: "BMI too low after correction",
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ version: view.version + 1 });

    const row = await patientRow(t.db, p.patient_id);
    expect(row).toMatchObject({
      firstname: "Katherine",
      sex: null,
      patient_status_id: REVIEW_STATUS_ID.pending,
      admin_notes: "BMI too low after correction",
      version: view.version + 1,
    });
    const [history] = await t.db.select().from(patientHistory).where(eq(patientHistory.patient_id, p.patient_id));
    expect(history).toMatchObject({
      height: 180,
      weight: 120,
      bmi: 37,
      history_of_gallstones_details: "no",
      history_of_pancreatitis_details: "2018 admission",
      taking_other_medications_details: "Ramipril",
      tried_other_weight_loss_product_details: "no",
    });

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target_id, String(p.patient_id)), eq(auditLog.action, "patient.update")));
    expect(entry!.changed_fields).toEqual(
      expect.arrayContaining([
        "firstname",
        "sex",
        "patient_status_id",
        "patient_history.bmi",
        "patient_history.history_of_pancreatitis_details",
      ]),
    );
    expect(JSON.stringify(entry)).not.toMatch(/2018 admission|Ramipril|Katherine/);
  });

  it("leaves Approved and Rejected to the prescriber's decision (decision 077), changing nothing", async () => {
    const p = await insertPatient(t.db);
    const view = (await detail(p.patient_id)).patient;
    const res = await admin.put(
      `/api/admin/patients/${p.patient_id}`,
      editBody(view, { firstName: "Changed", status: "approved" }),
    );
    expect(res.status).toBe(409);
    expect((await errorBody(res)).error).toBe(
      "Approve or reject from the consultation, where the prescriber's decision is recorded.",
    );
    expect(await patientRow(t.db, p.patient_id)).toMatchObject({
      firstname: p.firstname,
      patient_status_id: REVIEW_STATUS_ID.pending,
      version: p.version,
    });
  });

  it("refuses a stale version with 409 and a clear message, changing nothing", async () => {
    const p = await insertPatient(t.db);
    const view = (await detail(p.patient_id)).patient;
    await admin.patch(`/api/admin/patients/${p.patient_id}/status`, {
      status: "pending",
      adminNotes: "Called the patient",
    });
    const res = await admin.put(`/api/admin/patients/${p.patient_id}`, editBody(view, { firstName: "Overwrite" }));
    expect(res.status).toBe(409);
    expect((await errorBody(res)).error).toMatch(/changed by someone else/);
    expect((await patientRow(t.db, p.patient_id)).firstname).toBe(p.firstname);
  });

  it("rolls back the patient change when the questionnaire write fails (one transaction)", async () => {
    const p = await insertPatient(t.db);
    const view = (await detail(p.patient_id)).patient;
    // A database fault on this patient's questionnaire only, after the patient row was updated.
    await t.db.execute(
      sql.raw(
        `CREATE FUNCTION fail_history_${p.patient_id}() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'history write failed'; END $$ LANGUAGE plpgsql`,
      ),
    );
    await t.db.execute(
      sql.raw(`CREATE TRIGGER fail_history_${p.patient_id} BEFORE UPDATE ON patient_history FOR EACH ROW
        WHEN (NEW.patient_id = ${p.patient_id}) EXECUTE FUNCTION fail_history_${p.patient_id}()`),
    );
    expectConsoleError(/PUT \/api\/admin\/patients\/\d+ failed/);
    const res = await admin.put(
      `/api/admin/patients/${p.patient_id}`,
      editBody(view, { firstName: "Half", height: 150 }),
    );
    expect(res.status).toBe(500);
    const row = await patientRow(t.db, p.patient_id);
    expect(row.firstname).toBe(p.firstname);
    expect(row.version).toBe(view.version);
    await t.db.execute(sql.raw(`DROP TRIGGER fail_history_${p.patient_id} ON patient_history`));
  });

  it("answers every field message of docs/spec.md §5", async () => {
    const p = await insertPatient(t.db);
    const view = (await detail(p.patient_id)).patient;
    const res = await admin.put(
      `/api/admin/patients/${p.patient_id}`,
      editBody(view, {
        firstName: " ",
        lastName: "",
        email: "nope",
        phone: "",
        dob: "",
        sex: undefined,
        forSelf: undefined,
        deliveryMethod: undefined,
        height: undefined,
        weight: undefined,
        address1: "",
        city: "",
        postcode: "",
        isDiabetic: undefined,
      }),
    );
    expect(res.status).toBe(400);
    expect((await errorBody(res)).fields).toMatchObject({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Invalid email address",
      phone: "Phone number is required",
      dob: "Date of birth is required",
      sex: "Sex is required",
      forSelf: "This field is required",
      deliveryMethod: "Delivery method is required",
      height: "Height is required",
      weight: "Weight is required",
      address1: "Address line 1 is required",
      city: "City is required",
      postcode: "Postcode is required",
      isDiabetic: "Please select an option",
    });
  });

  it("changes nothing when the form is saved as loaded: no new version, no audit entry, no conflict for a colleague", async () => {
    const p = await insertPatient(
      t.db,
      { updated_at: new Date("2025-01-02T03:04:05Z") },
      { history_of_gallstones_details: "Removed 2020" },
    );
    const view = (await detail(p.patient_id)).patient;
    const res = await admin.put(`/api/admin/patients/${p.patient_id}`, editBody(view));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ version: view.version });
    const row = await patientRow(t.db, p.patient_id);
    expect(row.version).toBe(view.version);
    expect(row.updated_at.toISOString()).toBe("2025-01-02T03:04:05.000Z");
    const updates = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target_id, String(p.patient_id)), eq(auditLog.action, "patient.update")));
    expect(updates).toEqual([]);
    // A colleague who opened the same form earlier can still save.
    const colleague = await admin.put(
      `/api/admin/patients/${p.patient_id}`,
      editBody(view, { adminNotes: "Called the GP" }),
    );
    expect(colleague.status).toBe(200);
  });

  it("leaves a questionnaire locked by a completed order as it was, and keeps the correction in a new open questionnaire", async () => {
    const p = await insertPatient(t.db, {}, { height: 170, weight: 100, bmi: 34.6 });
    const order = await insertCompletedOrder(t.db, p.patient_id);
    await t.db
      .update(patientHistory)
      .set({ order_id: order.order_id, date_completed: "2025-05-01" })
      .where(eq(patientHistory.patient_id, p.patient_id));
    const view = (await detail(p.patient_id)).patient;
    expect(view).toMatchObject({ questionnaireLocked: true, weight: 100 });

    const res = await admin.put(`/api/admin/patients/${p.patient_id}`, editBody(view, { weight: 90 }));
    expect(res.status).toBe(200);

    const rows = await t.db
      .select()
      .from(patientHistory)
      .where(eq(patientHistory.patient_id, p.patient_id))
      .orderBy(patientHistory.patient_history_id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ order_id: order.order_id, weight: 100, bmi: 34.6, date_completed: "2025-05-01" });
    expect(rows[1]).toMatchObject({ order_id: null, height: 170, weight: 90, bmi: 31.1 });
    expect((await detail(p.patient_id)).patient).toMatchObject({ weight: 90, bmi: 31.1, questionnaireLocked: false });
  });

  it("creates the questionnaire when the patient has none yet", async () => {
    const p = await insertPatient(t.db, {}, null);
    const view = (await detail(p.patient_id)).patient;
    expect(view.hasQuestionnaire).toBe(false);
    const res = await admin.put(`/api/admin/patients/${p.patient_id}`, editBody(view, { height: 160, weight: 64 }));
    expect(res.status).toBe(200);
    expect((await detail(p.patient_id)).patient).toMatchObject({ hasQuestionnaire: true, bmi: 25 });
  });
});
