import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, employees } from "@/server/db/schema";
import { STAFF_MESSAGES } from "@/shared/domain/people/roles";
import { REGULATOR_NUMBER } from "@/shared/domain/people/prescriber-regulators";
import { ADMIN, createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { signedInStaff } from "../../../../tests/support/staff-fixtures";
import { errorBody } from "../../../../tests/support/typed-api";
import type { StaffCreateInput } from "@/shared/schemas/people/staff";

let t: TestApp;
let superintendent: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  superintendent = await t.employee();
});
afterAll(() => t?.close());

/** What the form would never send (a refusal's test) goes as it is; a member the form could add, typed. */
const add = (body: Record<string, unknown>) => superintendent.post("/api/admin/staff", body);
const addMember = (json: StaffCreateInput) => superintendent.api.admin.staff.$post({ json });
const prescriberBody = (email: string): StaffCreateInput => ({
  name: "Sam Patel",
  email,
  role: "prescriber",
  registration: "pharmacist",
  gphcNumber: "2034567",
  prescriberType: "Pharmacist Independent Prescriber",
});

/** The audit entry that adding the member wrote. */
async function createdAudit(employeeId: number) {
  const [entry] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "staff.create"), eq(auditLog.target_id, String(employeeId))));
  return entry;
}

describe("POST /api/admin/staff", () => {
  it("adds a prescriber with their GPhC number and type, and audits it by field name", async () => {
    const res = await addMember(prescriberBody("Sam.Patel@Pharmacy.example"));
    expect(res.status).toBe(201);
    const member = await res.json();
    expect(member).toMatchObject({
      name: "Sam Patel",
      email: "sam.patel@pharmacy.example",
      role: "prescriber",
      registration: "pharmacist",
      accreditedChecker: false,
      gphcNumber: "2034567",
      prescriberType: "Pharmacist Independent Prescriber",
      hasAccount: false,
      removedAt: null,
    });
    const [row] = await t.db.select().from(employees).where(eq(employees.employee_id, member.id));
    expect(row).toMatchObject({
      role: "prescriber",
      registration: "pharmacist",
      gphc_number: "2034567",
      user_id: null,
    });
    const entry = await createdAudit(member.id);
    expect(entry).toMatchObject({
      actor_email: ADMIN.email,
      target_type: "employee",
      changed_fields: [
        "name",
        "email",
        "role",
        "registration",
        "gphc_number",
        "prescriber_type",
        "prescriber_regulator",
      ],
    });
  });

  it("adds a nurse prescriber by their NMC PIN, with no GPhC registration, audited (decision 119)", async () => {
    const res = await addMember({
      name: "Nora Nurse",
      email: "nora@pharmacy.example",
      role: "prescriber",
      registration: "none",
      prescriberType: "Nurse Independent Prescriber",
      prescriberRegulator: "NMC",
      prescriberNumber: "12a3456e",
    });
    expect(res.status).toBe(201);
    const member = await res.json();
    expect(member).toMatchObject({
      role: "prescriber",
      registration: "none",
      gphcNumber: "",
      prescriberRegulator: "NMC",
      prescriberNumber: "12A3456E",
    });
    const entry = await createdAudit(member.id);
    expect(entry!.changed_fields).toEqual([
      "name",
      "email",
      "role",
      "registration",
      "prescriber_type",
      "prescriber_regulator",
      "prescriber_number",
    ]);
  });

  it("adds a staff member with no registration and no GPhC number", async () => {
    const res = await add({ name: "Alex Jones", email: "alex@pharmacy.example", role: "staff", registration: "none" });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      role: "staff",
      registration: "none",
      accreditedChecker: false,
      gphcNumber: "",
      prescriberType: "",
    });
  });

  it("adds an accredited checking technician with their GPhC number, audited by field name (decision 117)", async () => {
    const res = await addMember({
      name: "Chris Lee",
      email: "chris@pharmacy.example",
      role: "staff",
      registration: "technician",
      gphcNumber: "5012345",
      accreditedChecker: true,
    });
    expect(res.status).toBe(201);
    const member = await res.json();
    expect(member).toMatchObject({ registration: "technician", accreditedChecker: true, gphcNumber: "5012345" });
    const entry = await createdAudit(member.id);
    expect(entry!.changed_fields).toEqual([
      "name",
      "email",
      "role",
      "registration",
      "accredited_checker",
      "gphc_number",
    ]);
  });

  const pip = "Pharmacist Independent Prescriber";
  it.each([
    [
      { role: "prescriber", registration: "pharmacist", gphcNumber: "", prescriberType: pip },
      "gphcNumber",
      STAFF_MESSAGES.gphcRequired,
    ],
    [
      { role: "superintendent", registration: "pharmacist", gphcNumber: "", prescriberType: pip },
      "gphcNumber",
      STAFF_MESSAGES.gphcRequired,
    ],
    [
      { role: "prescriber", registration: "pharmacist", gphcNumber: "203456", prescriberType: pip },
      "gphcNumber",
      STAFF_MESSAGES.gphcFormat,
    ],
    [
      { role: "prescriber", registration: "pharmacist", gphcNumber: "20345678", prescriberType: pip },
      "gphcNumber",
      STAFF_MESSAGES.gphcFormat,
    ],
    [{ role: "staff", registration: "pharmacist", gphcNumber: "abcdefg" }, "gphcNumber", STAFF_MESSAGES.gphcFormat],
    [
      { role: "prescriber", registration: "pharmacist", gphcNumber: "2034567", prescriberType: "" },
      "prescriberType",
      STAFF_MESSAGES.prescriberTypeRequired,
    ],
    [{ role: "owner", registration: "none" }, "role", "Choose a role"],
    // Decision 117: the registration, and what goes with it.
    [{ role: "staff" }, "registration", "Choose a registration"],
    [
      { role: "staff", registration: "none", gphcNumber: "2034567" },
      "registration",
      STAFF_MESSAGES.registrationRequired,
    ],
    [{ role: "staff", registration: "technician" }, "gphcNumber", STAFF_MESSAGES.gphcRequired],
    [{ role: "staff", registration: "pharmacist" }, "gphcNumber", STAFF_MESSAGES.gphcRequired],
    [
      { role: "prescriber", registration: "technician", gphcNumber: "2034567", prescriberType: pip },
      "registration",
      STAFF_MESSAGES.gphcPrescriberPharmacist,
    ],
    [
      { role: "superintendent", registration: "none", prescriberType: pip },
      "registration",
      STAFF_MESSAGES.superintendentPharmacist,
    ],
    // Decision 119: a prescriber on another register gives its number, in its form.
    [
      {
        role: "prescriber",
        registration: "none",
        prescriberType: "Nurse Independent Prescriber",
        prescriberRegulator: "NMC",
      },
      "prescriberNumber",
      STAFF_MESSAGES.prescriberNumberRequired,
    ],
    [
      {
        role: "prescriber",
        registration: "none",
        prescriberType: "Nurse Independent Prescriber",
        prescriberRegulator: "NMC",
        prescriberNumber: "1234567",
      },
      "prescriberNumber",
      REGULATOR_NUMBER.NMC.message,
    ],
    [
      {
        role: "prescriber",
        registration: "pharmacist",
        gphcNumber: "2034567",
        prescriberType: pip,
        prescriberRegulator: "RCVS",
      },
      "prescriberRegulator",
      "Choose the prescriber's regulator",
    ],
    [
      {
        role: "superintendent",
        registration: "pharmacist",
        gphcNumber: "2034567",
        prescriberType: pip,
        prescriberRegulator: "GMC",
        prescriberNumber: "7654321",
      },
      "prescriberRegulator",
      STAFF_MESSAGES.superintendentGphc,
    ],
    [
      { role: "staff", registration: "pharmacist", gphcNumber: "2034567", accreditedChecker: true },
      "accreditedChecker",
      STAFF_MESSAGES.checkerTechnicianOnly,
    ],
    [
      { role: "staff", registration: "none", accreditedChecker: true },
      "accreditedChecker",
      STAFF_MESSAGES.checkerTechnicianOnly,
    ],
  ])("refuses %j with a field message", async (fields, field, message) => {
    const res = await add({ name: "Refused", email: `refused-${Date.now()}@pharmacy.example`, ...fields });
    expect(res.status).toBe(400);
    expect((await errorBody(res)).fields?.[field]).toBe(message);
  });

  it.each([
    [{ name: "" }, "name", "Name is required"],
    [{ email: "not-an-email" }, "email", "Invalid email address"],
    [{ name: "Two\nlines" }, "name", "Must be one line of plain text"],
  ])("refuses %j", async (fields, field, message) => {
    const res = await add({ ...prescriberBody("valid@pharmacy.example"), ...fields });
    expect(res.status).toBe(400);
    expect((await errorBody(res)).fields?.[field]).toBe(message);
  });

  it("refuses an e-mail already on a live employee, whatever its case, with 409 and a field message", async () => {
    for (const email of [ADMIN.email, ADMIN.email.toUpperCase()]) {
      const res = await add(prescriberBody(email));
      expect(res.status).toBe(409);
      expect(await errorBody(res)).toEqual({
        error: STAFF_MESSAGES.duplicateEmail,
        code: "conflict",
        fields: { email: STAFF_MESSAGES.duplicateEmail },
      });
    }
  });

  it("gives a removed member their access back, on the same row, with the role given now", async () => {
    const former = await signedInStaff(t, "staff");
    expect((await superintendent.delete(`/api/admin/staff/${former.employeeId}`)).status).toBe(200);
    expect((await former.get("/api/admin/stats")).status).toBe(401);

    const res = await add({ ...prescriberBody(former.email), name: "Returning Member" });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      id: former.employeeId,
      role: "prescriber",
      name: "Returning Member",
      removedAt: null,
      hasAccount: true,
    });
    await former.signInWithCode(former.email, former.password, former.code);
    expect((await former.get("/api/admin/stats")).status).toBe(200);
  });
});
