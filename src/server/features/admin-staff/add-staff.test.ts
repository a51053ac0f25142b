import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, employees } from "@/server/db/schema";
import { STAFF_MESSAGES } from "@/shared/domain/people/roles";
import { ADMIN, createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { signedInStaff } from "../../../../tests/support/staff-fixtures";

let t: TestApp;
let superintendent: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  superintendent = await t.employee();
});
afterAll(() => t?.close());

const add = (body: Record<string, unknown>) => superintendent.post("/api/admin/staff", body);
const prescriberBody = (email: string) => ({
  name: "Sam Patel",
  email,
  role: "prescriber",
  gphcNumber: "2034567",
  prescriberType: "Pharmacist Independent Prescriber",
});

describe("POST /api/admin/staff", () => {
  it("adds a prescriber with their GPhC number and type, and audits it by field name", async () => {
    const res = await add(prescriberBody("Sam.Patel@Pharmacy.example"));
    expect(res.status).toBe(201);
    const member = (await res.json()) as { id: number };
    expect(member).toMatchObject({
      name: "Sam Patel",
      email: "sam.patel@pharmacy.example",
      role: "prescriber",
      gphcNumber: "2034567",
      prescriberType: "Pharmacist Independent Prescriber",
      hasAccount: false,
      removedAt: null,
    });
    const [row] = await t.db.select().from(employees).where(eq(employees.employee_id, member.id));
    expect(row).toMatchObject({ role: "prescriber", gphc_number: "2034567", user_id: null });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "staff.create"), eq(auditLog.target_id, String(member.id))));
    expect(entry).toMatchObject({
      actor_email: ADMIN.email,
      target_type: "employee",
      changed_fields: ["name", "email", "role", "gphc_number", "prescriber_type"],
    });
  });

  it("adds a staff member without a GPhC number", async () => {
    const res = await add({ name: "Alex Jones", email: "alex@pharmacy.example", role: "staff" });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ role: "staff", gphcNumber: "", prescriberType: "" });
  });

  it.each([
    [
      { role: "prescriber", gphcNumber: "", prescriberType: "Pharmacist Independent Prescriber" },
      "gphcNumber",
      STAFF_MESSAGES.gphcRequired,
    ],
    [
      { role: "superintendent", gphcNumber: "", prescriberType: "Pharmacist Independent Prescriber" },
      "gphcNumber",
      STAFF_MESSAGES.gphcRequired,
    ],
    [
      { role: "prescriber", gphcNumber: "203456", prescriberType: "Pharmacist Independent Prescriber" },
      "gphcNumber",
      STAFF_MESSAGES.gphcFormat,
    ],
    [
      { role: "prescriber", gphcNumber: "20345678", prescriberType: "Pharmacist Independent Prescriber" },
      "gphcNumber",
      STAFF_MESSAGES.gphcFormat,
    ],
    [{ role: "staff", gphcNumber: "abcdefg" }, "gphcNumber", STAFF_MESSAGES.gphcFormat],
    [
      { role: "prescriber", gphcNumber: "2034567", prescriberType: "" },
      "prescriberType",
      STAFF_MESSAGES.prescriberTypeRequired,
    ],
    [{ role: "owner" }, "role", "Choose a role"],
  ])("refuses %j with a field message", async (fields, field, message) => {
    const res = await add({ name: "Refused", email: `refused-${Date.now()}@pharmacy.example`, ...fields });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(body.fields[field]).toBe(message);
  });

  it.each([
    [{ name: "" }, "name", "Name is required"],
    [{ email: "not-an-email" }, "email", "Invalid email address"],
    [{ name: "Two\nlines" }, "name", "Must be one line of plain text"],
  ])("refuses %j", async (fields, field, message) => {
    const res = await add({ ...prescriberBody("valid@pharmacy.example"), ...fields });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields[field]).toBe(message);
  });

  it("refuses an e-mail already on a live employee, whatever its case, with 409 and a field message", async () => {
    for (const email of [ADMIN.email, ADMIN.email.toUpperCase()]) {
      const res = await add(prescriberBody(email));
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({
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
