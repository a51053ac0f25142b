import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, employees, user } from "@/server/db/schema";
import { EMAIL_CONFIRMATION_MESSAGES } from "@/shared/domain/people/email-confirmation";
import { ADMIN, createTestApp, type TestApp, type TestClient } from "../../../tests/support/test-app";
import { insertPatient } from "../../../tests/support/admin-fixtures";

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
    call: (c) => c.patch(`/api/admin/patients/${patientId}/status`, { status: "pending", adminNotes: "ok" }),
    ok: 200,
  },
  {
    name: "PUT /patients/:id",
    call: async (c) => {
      const reader = await t.employee();
      const current = await (await reader.api.admin.patients[":id"].$get({ param: { id: String(patientId) } })).json();
      return c.put(`/api/admin/patients/${patientId}`, { ...validEdit(), version: current.patient.version });
    },
    ok: 200,
  },
  { name: "GET /settings", call: (c) => c.get("/api/admin/settings"), ok: 200 },
  {
    name: "PUT /settings/:key",
    call: (c) => c.put("/api/admin/settings/consultation_duration", { value: "20 minute" }),
    ok: 200,
  },
  {
    name: "POST /settings",
    call: (c) =>
      c.post("/api/admin/settings", { setting_key: `access_${Date.now()}`, setting_value: "x", setting_type: "text" }),
    ok: 201,
  },
  { name: "DELETE /patients/:id", call: (c) => c.delete(`/api/admin/patients/${patientId}`), ok: 200 },
];

describe("every admin endpoint is for employees only", () => {
  it.each(endpoints)("$name: anonymous 401, patient 403", async ({ call }) => {
    const anonymous = await call(t.client());
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: "No authenticated user found", code: "unauthenticated" });

    const patient = await call(await t.patient());
    expect(patient.status).toBe(403);
    expect(await patient.json()).toEqual({
      error: "User account not found in employee records. Please contact an administrator.",
      code: "forbidden",
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

describe("employee linking by e-mail (docs/spec.md §6), only for a confirmed address", () => {
  /** A staff member the owner added by e-mail, with no account yet. */
  const newStaffRow = async () => {
    const email = `Staff.${Date.now()}.${Math.floor(Math.random() * 1e6)}@Pharmacy.example`;
    await t.db.insert(employees).values({ email, name: "New Staff" });
    return email;
  };
  const rowOf = async (email: string) => (await t.db.select().from(employees).where(eq(employees.email, email)))[0]!;
  const meOf = async (c: TestClient) => (await c.api.me.$get()).json();
  /** The confirmation link's token, from the welcome e-mail queued at sign-up. */
  const welcomeToken = async (email: string) => {
    const [mail] = await t.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to_address, email), eq(emailOutbox.type, "welcome")));
    const token = /\/auth\?token=([A-Za-z0-9_.-]+)&type=signup/.exec(mail?.text ?? "")?.[1];
    expect(token, "confirmation link in the welcome e-mail").toBeTruthy();
    return token!;
  };

  it("refuses an unconfirmed account with a staff member's e-mail at every admin endpoint, and writes no link", async () => {
    const email = await newStaffRow();
    // Anyone can open an account with the address; the staff member has not confirmed it. Such an
    // account has no session (decision 027): here, one opened before confirmation was required.
    const impostor = t.client();
    await impostor.signUp(email.toLowerCase(), "impostor-password-1");
    await t.db.update(user).set({ emailVerified: false }).where(eq(user.email, email.toLowerCase()));

    for (const endpoint of endpoints) {
      // (The edit's own call reads the patient first, archived by now by the run above.)
      const res =
        endpoint.name === "PUT /patients/:id"
          ? await impostor.put(`/api/admin/patients/${patientId}`, validEdit())
          : await endpoint.call(impostor);
      expect(res.status, endpoint.name).toBe(403);
      expect(await res.json(), endpoint.name).toEqual({
        error: EMAIL_CONFIRMATION_MESSAGES.staffUnconfirmed,
        code: "forbidden",
      });
    }
    expect(await meOf(impostor)).toMatchObject({
      user: { emailVerified: false },
      isEmployee: false,
      employeeEmailUnconfirmed: true,
    });
    expect((await rowOf(email)).user_id).toBeNull();
    // A patient whose e-mail is no employee's is told what it always was.
    expect(await meOf(await t.patient())).toMatchObject({ isEmployee: false, employeeEmailUnconfirmed: false });
  });

  it("links the row and grants the back office once the address is confirmed with the e-mailed link", async () => {
    const email = await newStaffRow();
    const staff = t.client();
    await staff.signUpUnconfirmed(email.toLowerCase(), "staff-password-1");
    expect((await staff.get("/api/admin/stats")).status).toBe(401);

    expect(
      (await staff.get(`/api/auth/verify-email?token=${encodeURIComponent(await welcomeToken(email.toLowerCase()))}`))
        .status,
    ).toBe(200);

    // Linked now; the back office opens once the second factor is set up (decision 065).
    expect((await staff.get("/api/admin/stats")).status).toBe(403);
    await t.seedTwoFactor(email.toLowerCase());
    expect((await staff.get("/api/admin/stats")).status).toBe(200);
    const linked = await rowOf(email);
    expect(linked.user_id).toEqual(expect.any(String));
    expect(await meOf(staff)).toMatchObject({
      user: { emailVerified: true },
      isEmployee: true,
      employeeEmailUnconfirmed: false,
    });
    // Linked by user id from now on.
    expect((await staff.get("/api/admin/settings")).status).toBe(200);
  });

  it("keeps the seeded first employee working: linked by user id, its address marked confirmed", async () => {
    const admin = await t.employee();
    expect(await meOf(admin)).toMatchObject({ user: { emailVerified: true }, isEmployee: true });
    const [row] = await t.db.select({ verified: user.emailVerified }).from(user).where(eq(user.email, ADMIN.email));
    expect(row!.verified).toBe(true);
    // Nothing was e-mailed to it: it signs in with the password it was given.
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to_address, ADMIN.email))).toEqual([]);
  });
});
