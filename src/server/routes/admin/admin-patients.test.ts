import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, patientHistory, patients } from "@/server/db/schema";
import { expectConsoleError } from "../../../../tests/support/setup";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { insertCompletedOrder, insertPatient, patientRow } from "./test-fixtures";

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.employee();
});
afterAll(() => t?.close());

interface ListBody {
  data: Array<{ patient_id: number; firstname: string | null; lastname: string | null; email: string | null; status: string; patient_type_id: number }>;
  meta: { total: number; page: number; limit: number; totalPages: number };
}
interface DetailBody {
  patient: Record<string, unknown> & {
    version: number;
    exclusions: Array<{ field: string; answer: string; details: string }>;
    needsReview: boolean;
    createdAt: string;
    updatedAt: string;
  };
  orders: Array<{ order_id: number; product: string; date: string; status: string; total_due: string }>;
}

const list = async (query: string) => (await (await admin.get(`/api/admin/patients?${query}`)).json()) as ListBody;
const detail = async (id: number) => (await (await admin.get(`/api/admin/patients/${id}`)).json()) as DetailBody;

describe("the patient list (decision 013): search, filters, paging on many rows", () => {
  const tag = "zq";
  beforeAll(async () => {
    // 300 patients in one insert: 3 statuses x 2 types, names and e-mails that a search can tell apart.
    const rows = Array.from({ length: 300 }, (_, i) => ({
      firstname: i % 50 === 0 ? `Marg${tag}aret` : `Bulk${i}`,
      lastname: i % 50 === 0 ? `O'Brien-${tag}` : `Person${tag}${i}`,
      email: i % 75 === 0 ? `${tag}.Special${i}@Example.COM` : `bulk${i}@${tag}mail.example`,
      patient_status_id: (i % 3) + 1,
      patient_type_id: (i % 2) + 1,
    }));
    await t.db.insert(patients).values(rows);
  });

  it("pages 10 at a time, newest first, with meta", async () => {
    const first = await list(`search=${tag}`);
    expect(first.meta).toEqual({ total: 300, page: 1, limit: 10, totalPages: 30 });
    expect(first.data).toHaveLength(10);
    const ids = first.data.map((p) => p.patient_id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const last = await list(`search=${tag}&page=30`);
    expect(last.data).toHaveLength(10);
    expect(Math.max(...last.data.map((p) => p.patient_id))).toBeLessThan(Math.min(...ids));
    expect((await list(`search=${tag}&page=31`)).data).toEqual([]);
  });

  it("searches first name, last name, full name and e-mail, case-insensitively and partially", async () => {
    expect((await list(`search=MARG${tag.toUpperCase()}`)).meta.total).toBe(6);
    expect((await list(`search=o'brien`)).meta.total).toBe(6);
    expect((await list(`search=${encodeURIComponent(`aret o'brien-${tag}`)}`)).meta.total).toBe(6);
    expect((await list(`search=${encodeURIComponent(`Bulk7 Person${tag}7`)}`)).meta.total).toBe(1);
    expect((await list(`search=${tag}.special`)).meta.total).toBe(4);
    expect((await list(`search=BULK12@`)).data.map((p) => p.email)).toEqual([`bulk12@${tag}mail.example`]);
  });

  it("treats % and _ in a search as the characters themselves", async () => {
    expect((await list("search=%25")).meta.total).toBe(0);
    expect((await list("search=_")).meta.total).toBe(0);
  });

  it("filters by review status and by patient type, together with the search", async () => {
    const pending = await list(`search=${tag}&status=1`);
    expect(pending.meta.total).toBe(100);
    expect(pending.data.every((p) => p.status === "pending")).toBe(true);
    const approvedExisting = await list(`search=${tag}&status=2&type=2`);
    expect(approvedExisting.meta.total).toBe(50);
    expect(approvedExisting.data.every((p) => p.status === "approved" && p.patient_type_id === 2)).toBe(true);
    expect((await list(`search=marg${tag}&status=3`)).meta.total).toBe(2);
  });

  it("refuses a malformed filter or page with a message", async () => {
    for (const q of ["status=4", "type=3", "page=0", "page=abc"]) {
      const res = await admin.get(`/api/admin/patients?${q}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBeTruthy();
    }
  });
});

describe("stats (decision 008)", () => {
  it("counts real patients by status and those whose LATEST questionnaire has an exclusion", async () => {
    const before = (await (await admin.get("/api/admin/stats")).json()) as Record<string, number>;

    await insertPatient(t.db, { patient_status_id: 1 }, { history_of_pancreatitis_details: "Acute episode in 2019" });
    // A yes without details still counts as yes (docs/spec.md §3).
    await insertPatient(t.db, { patient_status_id: 2 }, { has_eating_disorder_details: "" });
    // An old questionnaire had an exclusion; the latest does not: not counted.
    const changed = await insertPatient(t.db, { patient_status_id: 3 }, { history_of_gallstones_details: "2023", order_id: null });
    await t.db.update(patientHistory).set({ order_id: (await insertCompletedOrder(t.db, changed.patient_id)).order_id }).where(eq(patientHistory.patient_id, changed.patient_id));
    await t.db.insert(patientHistory).values({ patient_id: changed.patient_id, height: 170, weight: 95, bmi: 32.9 });
    // Medical answers (not exclusions) do not count.
    await insertPatient(t.db, { patient_status_id: 1 }, { have_other_medical_conditions_details: "Asthma" });
    // No questionnaire at all.
    await insertPatient(t.db, { patient_status_id: 1 }, null);
    // Archived: counted nowhere.
    await insertPatient(t.db, { patient_status_id: 1, archived_at: new Date() }, { history_of_pancreatitis_details: "yes" });

    const after = (await (await admin.get("/api/admin/stats")).json()) as Record<string, number>;
    expect(after.totalPatients! - before.totalPatients!).toBe(5);
    expect(after.pendingReview! - before.pendingReview!).toBe(3);
    expect(after.approved! - before.approved!).toBe(1);
    expect(after.rejected! - before.rejected!).toBe(1);
    expect(after.withExclusions! - before.withExclusions!).toBe(2);
  });
});

describe("the dashboard (decision 014)", () => {
  it("shows the stat cards, the newest pending applications and today's completed orders", async () => {
    const waiting = await insertPatient(t.db, { firstname: "Dashboard", lastname: "Waiting", patient_status_id: 1 });
    const buyer = await insertPatient(t.db, { firstname: "Dashboard", lastname: "Buyer", patient_status_id: 2 });
    const today = await insertCompletedOrder(t.db, buyer.patient_id, { productId: 3 });
    const old = await insertCompletedOrder(t.db, waiting.patient_id, { completedAt: new Date(Date.now() - 3 * 86_400_000) });

    const body = (await (await admin.get("/api/admin/dashboard")).json()) as {
      stats: { totalPatients: number };
      pendingReview: Array<{ patient_id: number }>;
      todaysOrders: Array<{ order_id: number; patient_id: number; product: string; total_due: string }>;
    };
    expect(body.stats.totalPatients).toBeGreaterThan(0);
    expect(body.pendingReview[0]!.patient_id).toBe(waiting.patient_id);
    expect(body.pendingReview.length).toBeLessThanOrEqual(5);
    const ids = body.todaysOrders.map((o) => o.order_id);
    expect(ids).toContain(today.order_id);
    expect(ids).not.toContain(old.order_id);
    expect(body.todaysOrders.find((o) => o.order_id === today.order_id)).toMatchObject({
      patient_id: buyer.patient_id,
      product: expect.stringMatching(/5mg/),
      total_due: "199.00",
    });
  });
});

describe("the patient detail (docs/spec.md §3 mapped view, decision 008)", () => {
  it("maps the record, derives the flags, shows stored dates and the real orders", async () => {
    const created = new Date("2025-03-04T10:11:12Z");
    const p = await insertPatient(
      t.db,
      { salutation: "Dr", firstname: "Grace", lastname: "Hopper", sex: 2, for_self: false, delivery_method: "pickup", created_at: created, updated_at: created },
      {
        height: 168,
        weight: 101.5,
        bmi: 36,
        is_pregnant_or_breastfeeding_details: "no",
        history_of_heart_condition_details: "Angina, stable",
        history_of_ibs_or_bowel_disease_details: "",
        tried_other_weight_loss_product_details: "Diet clubs",
        is_diabetic: true,
        diabetes_type: "type2",
        diabetes_details: "Metformin",
      },
    );
    await insertCompletedOrder(t.db, p.patient_id, { date: "2025-04-01" });

    const body = await detail(p.patient_id);
    expect(body.patient).toMatchObject({
      patient_id: String(p.patient_id),
      salutation: "Dr",
      firstName: "Grace",
      lastName: "Hopper",
      sex: "female",
      forSelf: "no",
      deliveryMethod: "pickup",
      city: "Oxford",
      status: "pending",
      statusLabel: "Pending Review",
      height: 168,
      weight: 101.5,
      bmi: 36,
      previousWeightLoss: "Diet clubs",
      medicalConditions: "",
      isDiabetic: "yes",
      diabetesType: "type2",
      needsReview: true,
      createdAt: created.toISOString(),
      updatedAt: created.toISOString(),
    });
    const yes = body.patient.exclusions.filter((e) => e.answer === "yes");
    expect(yes).toEqual([
      expect.objectContaining({ field: "historyOfHeartCondition", details: "Angina, stable" }),
      expect.objectContaining({ field: "historyOfIBSOrBowelDisease", details: "" }),
    ]);
    expect(body.orders).toEqual([
      expect.objectContaining({ date: "2025-04-01", status: "Awaiting review", total_due: "199.00", product: expect.stringMatching(/2\.5mg/) }),
    ]);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect((await admin.get("/api/admin/patients/999999")).status).toBe(404);
    expect((await admin.get("/api/admin/patients/abc")).status).toBe(404);
    expect((await admin.get("/api/admin/patients/99999999999")).status).toBe(404);
  });
});

describe("Update Status (decision 007)", () => {
  it("persists status and notes with who and when, and audits field names only", async () => {
    const p = await insertPatient(t.db);
    const res = await admin.patch(`/api/admin/patients/${p.patient_id}/status`, { status: "approved", adminNotes: "Checked GP letter" });
    expect(res.status).toBe(200);
    const row = await patientRow(t.db, p.patient_id);
    expect(row).toMatchObject({ patient_status_id: 2, admin_notes: "Checked GP letter", status_updated_by: "admin@test.local", version: 2 });
    expect(row.status_updated_at).toBeInstanceOf(Date);
    expect((await detail(p.patient_id)).patient).toMatchObject({ status: "approved", statusLabel: "Approved", adminNotes: "Checked GP letter" });

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target_id, String(p.patient_id)), eq(auditLog.action, "patient.status")));
    expect(entry).toMatchObject({ actor_email: "admin@test.local", target_type: "patient", changed_fields: ["patient_status_id", "admin_notes"] });
    expect(JSON.stringify(entry)).not.toContain("GP letter");
  });

  it("refuses an unknown status", async () => {
    const p = await insertPatient(t.db);
    const res = await admin.patch(`/api/admin/patients/${p.patient_id}/status`, { status: "maybe", adminNotes: "" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "Status must be one of pending, approved, rejected" });
  });
});

function editBody(view: DetailBody["patient"], changes: Record<string, unknown> = {}) {
  const flags = Object.fromEntries(
    view.exclusions.flatMap((e) => [
      [e.field, e.answer === "yes"],
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
    const p = await insertPatient(t.db, {}, { history_of_gallstones_details: "Removed 2020" });
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
        status: "rejected",
        adminNotes: "BMI too low after correction",
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ version: view.version + 1 });

    const row = await patientRow(t.db, p.patient_id);
    expect(row).toMatchObject({ firstname: "Katherine", sex: null, patient_status_id: 3, admin_notes: "BMI too low after correction", version: view.version + 1 });
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
      expect.arrayContaining(["firstname", "sex", "patient_status_id", "patient_history.bmi", "patient_history.history_of_pancreatitis_details"]),
    );
    expect(JSON.stringify(entry)).not.toMatch(/2018 admission|Ramipril|Katherine/);
  });

  it("refuses a stale version with 409 and a clear message, changing nothing", async () => {
    const p = await insertPatient(t.db);
    const view = (await detail(p.patient_id)).patient;
    await admin.patch(`/api/admin/patients/${p.patient_id}/status`, { status: "approved", adminNotes: "" });
    const res = await admin.put(`/api/admin/patients/${p.patient_id}`, editBody(view, { firstName: "Overwrite" }));
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toMatch(/changed by someone else/);
    expect((await patientRow(t.db, p.patient_id)).firstname).toBe(p.firstname);
  });

  it("rolls back the patient change when the questionnaire write fails (one transaction)", async () => {
    const p = await insertPatient(t.db);
    const view = (await detail(p.patient_id)).patient;
    // A database fault on this patient's questionnaire only, after the patient row was updated.
    await t.db.execute(
      sql.raw(`CREATE FUNCTION fail_history_${p.patient_id}() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'history write failed'; END $$ LANGUAGE plpgsql`),
    );
    await t.db.execute(
      sql.raw(`CREATE TRIGGER fail_history_${p.patient_id} BEFORE UPDATE ON patient_history FOR EACH ROW
        WHEN (NEW.patient_id = ${p.patient_id}) EXECUTE FUNCTION fail_history_${p.patient_id}()`),
    );
    expectConsoleError(/PUT \/api\/admin\/patients\/\d+ failed/);
    const res = await admin.put(`/api/admin/patients/${p.patient_id}`, editBody(view, { firstName: "Half", height: 150 }));
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
    expect(((await res.json()) as { fields: Record<string, string> }).fields).toMatchObject({
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
    const p = await insertPatient(t.db, { updated_at: new Date("2025-01-02T03:04:05Z") }, { history_of_gallstones_details: "Removed 2020" });
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
    const colleague = await admin.put(`/api/admin/patients/${p.patient_id}`, editBody(view, { adminNotes: "Called the GP" }));
    expect(colleague.status).toBe(200);
  });

  it("leaves a questionnaire locked by a completed order as it was, and keeps the correction in a new open questionnaire", async () => {
    const p = await insertPatient(t.db, {}, { height: 170, weight: 100, bmi: 34.6 });
    const order = await insertCompletedOrder(t.db, p.patient_id);
    await t.db.update(patientHistory).set({ order_id: order.order_id, date_completed: "2025-05-01" }).where(eq(patientHistory.patient_id, p.patient_id));
    const view = (await detail(p.patient_id)).patient;
    expect(view).toMatchObject({ questionnaireLocked: true, weight: 100 });

    const res = await admin.put(`/api/admin/patients/${p.patient_id}`, editBody(view, { weight: 90 }));
    expect(res.status).toBe(200);

    const rows = await t.db.select().from(patientHistory).where(eq(patientHistory.patient_id, p.patient_id)).orderBy(patientHistory.patient_history_id);
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

describe("archive (decision 018)", () => {
  it("hides the patient from the list, the counts, the detail and the patient's own account", async () => {
    const owner = await t.patient();
    const me = (await (await owner.get("/api/me")).json()) as { user: { id: string } };
    const p = await insertPatient(t.db, { user_id: me.user.id, firstname: "Archie", lastname: "Vable" }, { history_of_pancreatitis_details: "x" });
    const statsBefore = (await (await admin.get("/api/admin/stats")).json()) as Record<string, number>;
    expect((await list("search=archie vable")).meta.total).toBe(1);

    const res = await admin.delete(`/api/admin/patients/${p.patient_id}`);
    expect(res.status).toBe(200);

    const row = await patientRow(t.db, p.patient_id);
    expect(row.archived_at).toBeInstanceOf(Date);
    expect(row.archived_by).toBe("admin@test.local");
    expect((await list("search=archie vable")).meta.total).toBe(0);
    const statsAfter = (await (await admin.get("/api/admin/stats")).json()) as Record<string, number>;
    expect(statsAfter.totalPatients).toBe(statsBefore.totalPatients! - 1);
    expect(statsAfter.withExclusions).toBe(statsBefore.withExclusions! - 1);
    expect((await admin.get(`/api/admin/patients/${p.patient_id}`)).status).toBe(404);
    expect((await admin.get(`/api/admin/patients/${p.patient_id}/audit`)).status).toBe(404);
    expect((await admin.patch(`/api/admin/patients/${p.patient_id}/status`, { status: "approved", adminNotes: "" })).status).toBe(404);
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

describe("the audit trail (decision 019)", () => {
  it("records each read, change and shows a short history, newest first", async () => {
    const p = await insertPatient(t.db);
    await admin.get(`/api/admin/patients/${p.patient_id}`);
    await admin.patch(`/api/admin/patients/${p.patient_id}/status`, { status: "approved", adminNotes: "Fine" });
    const history = (await (await admin.get(`/api/admin/patients/${p.patient_id}/audit`)).json()) as Array<{
      action: string;
      actorEmail: string;
      changedFields: string[];
      at: string;
    }>;
    expect(history.map((h) => h.action)).toEqual(["patient.status", "patient.view"]);
    expect(history[0]).toMatchObject({ actorEmail: "admin@test.local", changedFields: ["patient_status_id", "admin_notes"] });
    expect(Date.parse(history[0]!.at)).not.toBeNaN();
  });

  it("keeps the changes in the short history however often the record is opened afterwards", async () => {
    const p = await insertPatient(t.db);
    await admin.patch(`/api/admin/patients/${p.patient_id}/status`, { status: "rejected", adminNotes: "BMI under 30" });
    for (let i = 0; i < 30; i++) await admin.get(`/api/admin/patients/${p.patient_id}`);
    const history = (await (await admin.get(`/api/admin/patients/${p.patient_id}/audit`)).json()) as Array<{ action: string; at: string }>;
    expect(history.filter((h) => h.action === "patient.status")).toHaveLength(1);
    // Still a short list, newest first, with the latest views.
    expect(history.length).toBeLessThanOrEqual(25);
    expect(history[0]!.action).toBe("patient.view");
    const times = history.map((h) => Date.parse(h.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
