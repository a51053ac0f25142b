import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { employees } from "@/server/db/schema";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { insertPatient } from "./test-fixtures";

let t: TestApp;
let patientId: number;

beforeAll(async () => {
  t = await createTestApp();
  patientId = (await insertPatient(t.db)).patient_id;
});
afterAll(() => t?.close());

const validEdit = () => ({
  version: 1,
  salutation: "Ms",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "07700 900456",
  dob: "1985-12-10",
  sex: "female",
  forSelf: "yes",
  deliveryMethod: "delivery",
  height: 165,
  weight: 90,
  address1: "2 Low Road",
  address2: "",
  city: "Leeds",
  postcode: "LS1 1AA",
  previousWeightLoss: "",
  medicalConditions: "",
  currentMedications: "",
  isPregnantOrBreastfeeding: false,
  isPregnantOrBreastfeedingDetails: "",
  takingOtherWeightLossMedication: false,
  takingOtherWeightLossMedicationDetails: "",
  historyOfPancreatitis: false,
  historyOfPancreatitisDetails: "",
  historyOfHeartCondition: false,
  historyOfHeartConditionDetails: "",
  historyOfGallstones: false,
  historyOfGallstonesDetails: "",
  hasEatingDisorder: false,
  hasEatingDisorderDetails: "",
  hasLiverOrKidneyIssues: false,
  hasLiverOrKidneyIssuesDetails: "",
  historyOfIBSOrBowelDisease: false,
  historyOfIBSOrBowelDiseaseDetails: "",
  isDiabetic: "no",
  diabetesType: "",
  diabetesDetails: "",
  status: "pending",
  adminNotes: "",
});

/** Every admin endpoint, as a request a client can make. Destructive ones go last in the employee run. */
const endpoints: Array<{ name: string; call: (c: TestClient) => Promise<Response>; ok: number }> = [
  { name: "GET /stats", call: (c) => c.get("/api/admin/stats"), ok: 200 },
  { name: "GET /dashboard", call: (c) => c.get("/api/admin/dashboard"), ok: 200 },
  { name: "GET /patients", call: (c) => c.get("/api/admin/patients?search=a&status=1&type=1&page=1"), ok: 200 },
  { name: "GET /patients/:id", call: (c) => c.get(`/api/admin/patients/${patientId}`), ok: 200 },
  { name: "GET /patients/:id/audit", call: (c) => c.get(`/api/admin/patients/${patientId}/audit`), ok: 200 },
  {
    name: "PATCH /patients/:id/status",
    call: (c) => c.patch(`/api/admin/patients/${patientId}/status`, { status: "approved", adminNotes: "ok" }),
    ok: 200,
  },
  {
    name: "PUT /patients/:id",
    call: async (c) => {
      const current = (await (await t.employee()).get(`/api/admin/patients/${patientId}`).then((r) => r.json())) as {
        patient: { version: number };
      };
      return c.put(`/api/admin/patients/${patientId}`, { ...validEdit(), version: current.patient.version });
    },
    ok: 200,
  },
  { name: "GET /settings", call: (c) => c.get("/api/admin/settings"), ok: 200 },
  { name: "PUT /settings/:key", call: (c) => c.put("/api/admin/settings/consultation_duration", { value: "20 minute" }), ok: 200 },
  {
    name: "POST /settings",
    call: (c) => c.post("/api/admin/settings", { setting_key: `access_${Date.now()}`, setting_value: "x", setting_type: "text" }),
    ok: 201,
  },
  { name: "DELETE /patients/:id", call: (c) => c.delete(`/api/admin/patients/${patientId}`), ok: 200 },
];

describe("every admin endpoint is for employees only", () => {
  it.each(endpoints)("$name: anonymous 401, patient 403", async ({ call }) => {
    const anonymous = await call(t.client());
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: "No authenticated user found" });

    const patient = await call(await t.patient());
    expect(patient.status).toBe(403);
    expect(await patient.json()).toEqual({
      error: "User account not found in employee records. Please contact an administrator.",
    });
  });

  it("an employee reaches every endpoint", async () => {
    const employee = await t.employee();
    for (const endpoint of endpoints) {
      const res = await endpoint.call(employee);
      expect(res.status, `${endpoint.name}: ${await res.clone().text()}`).toBe(endpoint.ok);
    }
  });

  it("answers privately: no admin response may be cached", async () => {
    const res = await (await t.employee()).get("/api/admin/stats");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

describe("employee linking by e-mail (SPEC §6)", () => {
  it("links an employee row that has only an e-mail on the user's first admin call", async () => {
    const email = `Staff.${Date.now()}@Pharmacy.example`;
    await t.db.insert(employees).values({ email, name: "New Staff" });
    const staff = t.client();
    await staff.signUp(email.toLowerCase(), "staff-password-1");

    const [before] = await t.db.select().from(employees).where(eq(employees.email, email));
    expect(before!.user_id).toBeNull();

    expect((await staff.get("/api/admin/stats")).status).toBe(200);

    const [after] = await t.db.select().from(employees).where(eq(employees.email, email));
    expect(after!.user_id).toEqual(expect.any(String));
    expect(((await (await staff.get("/api/me")).json()) as { isEmployee: boolean }).isEmployee).toBe(true);
    // Linked by user id from now on.
    expect((await staff.get("/api/admin/settings")).status).toBe(200);
  });
});
