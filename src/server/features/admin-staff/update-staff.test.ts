import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, employees } from "@/server/db/schema";
import { STAFF_MESSAGES } from "@/shared/domain/people/roles";
import { ADMIN, createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { errorBody } from "../../../../tests/support/typed-api";
import { signedInStaff } from "../../../../tests/support/staff-fixtures";

let t: TestApp;
let superintendent: TestClient;
let superintendentId: number;

beforeAll(async () => {
  t = await createTestApp();
  superintendent = await t.employee();
  superintendentId = (await t.db.select().from(employees).where(eq(employees.email, ADMIN.email)))[0]!.employee_id;
});
afterAll(() => t?.close());

const change = (c: TestClient, id: number, body: Record<string, unknown>) => c.patch(`/api/admin/staff/${id}`, body);
const me = async (c: TestClient) => (await c.api.me.$get()).json();

describe("PATCH /api/admin/staff/:id", () => {
  it("makes a staff member a prescriber with their registration, GPhC number and type; their next request carries the role; audited by field name", async () => {
    const member = await signedInStaff(t, "staff");
    const res = await change(superintendent, member.employeeId, {
      role: "prescriber",
      registration: "pharmacist",
      gphcNumber: "2045678",
      prescriberType: "Pharmacist Independent Prescriber",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: member.employeeId,
      role: "prescriber",
      registration: "pharmacist",
      gphcNumber: "2045678",
      prescriberType: "Pharmacist Independent Prescriber",
    });
    expect(await me(member)).toMatchObject({ role: "prescriber" });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "staff.update"), eq(auditLog.target_id, String(member.employeeId))));
    expect(entry).toMatchObject({
      actor_email: ADMIN.email,
      target_type: "employee",
      changed_fields: ["role", "gphc_number", "prescriber_type", "registration", "prescriber_regulator"],
    });
  });

  it("refuses a GPhC prescriber who is not a pharmacist, checked against what is stored", async () => {
    const member = await signedInStaff(t, "staff");
    const res = await change(superintendent, member.employeeId, { role: "prescriber" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: STAFF_MESSAGES.prescriberTypeRequired,
      code: "invalid_input",
      fields: {
        registration: STAFF_MESSAGES.gphcPrescriberPharmacist,
        prescriberType: STAFF_MESSAGES.prescriberTypeRequired,
      },
    });
    const prescriber = await signedInStaff(t, "prescriber");
    expect((await change(superintendent, prescriber.employeeId, { gphcNumber: "" })).status).toBe(400);
    expect((await change(superintendent, prescriber.employeeId, { gphcNumber: "12345" })).status).toBe(400);
    // Their number stays with them when they become staff.
    expect(await (await change(superintendent, prescriber.employeeId, { role: "staff" })).json()).toMatchObject({
      role: "staff",
      gphcNumber: expect.stringMatching(/^\d{7}$/),
      prescriberRegulator: "",
    });
  });

  it("records a technician's registration and accredited checking, refusing what does not go together (decision 117)", async () => {
    const member = await signedInStaff(t, "staff");
    const id = member.employeeId;
    const refused = async (body: Record<string, unknown>, field: string, message: string) => {
      const res = await change(superintendent, id, body);
      expect(res.status).toBe(400);
      expect((await errorBody(res)).fields?.[field]).toBe(message);
    };
    await refused({ registration: "technician" }, "gphcNumber", STAFF_MESSAGES.gphcRequired);
    await refused({ gphcNumber: "5023456" }, "registration", STAFF_MESSAGES.registrationRequired);
    await refused({ accreditedChecker: true }, "accreditedChecker", STAFF_MESSAGES.checkerTechnicianOnly);
    const res = await change(superintendent, id, { registration: "technician", gphcNumber: "5023456" });
    expect(await res.json()).toMatchObject({ registration: "technician", accreditedChecker: false });
    const accredited = await change(superintendent, id, { accreditedChecker: true });
    expect(await accredited.json()).toMatchObject({ registration: "technician", accreditedChecker: true });
    // A pharmacist is no accredited checking technician: the stored tick must go with the change.
    await refused({ registration: "pharmacist" }, "accreditedChecker", STAFF_MESSAGES.checkerTechnicianOnly);
    // The superintendent stays a pharmacist.
    const self = await change(superintendent, superintendentId, { registration: "technician" });
    expect((await errorBody(self)).fields?.registration).toBe(STAFF_MESSAGES.superintendentPharmacist);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "staff.update"), eq(auditLog.target_id, String(id))));
    expect(entries.map((e) => e.changed_fields)).toEqual([["gphc_number", "registration"], ["accredited_checker"]]);
  });

  it("refuses an empty change", async () => {
    const member = await signedInStaff(t, "staff");
    expect((await change(superintendent, member.employeeId, {})).status).toBe(400);
    expect((await change(superintendent, member.employeeId, { role: "owner" })).status).toBe(400);
  });

  it("never lets the superintendent change their own role", async () => {
    for (const role of ["prescriber", "staff"]) {
      const res = await change(superintendent, superintendentId, { role });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ error: STAFF_MESSAGES.selfDemote });
    }
    // Their own GPhC number they may correct.
    expect((await change(superintendent, superintendentId, { gphcNumber: "2011111" })).status).toBe(200);
    expect(await me(superintendent)).toMatchObject({ role: "superintendent" });
  });

  it("hands over: a second superintendent may change the first's role, and no one can leave the pharmacy without one", async () => {
    const successor = await signedInStaff(t, "prescriber");
    expect((await change(superintendent, successor.employeeId, { role: "superintendent" })).status).toBe(200);
    // The successor now manages staff, and changes the predecessor's role.
    expect((await successor.get("/api/admin/staff")).status).toBe(200);
    expect((await change(successor, superintendentId, { role: "prescriber" })).status).toBe(200);
    expect((await superintendent.get("/api/admin/staff")).status).toBe(403);
    // The successor is now the only one, and cannot be demoted by themself.
    expect((await change(successor, successor.employeeId, { role: "prescriber" })).status).toBe(409);
    // Hand back, for the other tests of this file.
    expect((await change(successor, superintendentId, { role: "superintendent" })).status).toBe(200);
    expect((await change(superintendent, successor.employeeId, { role: "prescriber" })).status).toBe(200);
    expect((await successor.get("/api/admin/staff")).status).toBe(403);
  });

  it("keeps at least one superintendent when two change each other at the same moment", async () => {
    const other = await signedInStaff(t, "prescriber");
    expect((await change(superintendent, other.employeeId, { role: "superintendent" })).status).toBe(200);
    const [a, b] = await Promise.all([
      change(superintendent, other.employeeId, { role: "prescriber" }),
      change(other, superintendentId, { role: "prescriber" }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 403]);
    const live = await t.db.select().from(employees).where(eq(employees.role, "superintendent"));
    expect(live.filter((e) => e.removed_at === null)).toHaveLength(1);
    // Back to the seeded superintendent, whoever won.
    if (a.status === 403) expect((await change(other, superintendentId, { role: "superintendent" })).status).toBe(200);
  });

  it("refuses to change a member whose access was removed", async () => {
    const member = await signedInStaff(t, "staff");
    expect((await superintendent.delete(`/api/admin/staff/${member.employeeId}`)).status).toBe(200);
    const res = await change(superintendent, member.employeeId, {
      role: "prescriber",
      gphcNumber: "2099999",
      prescriberType: "PIP",
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: STAFF_MESSAGES.alreadyRemoved });
  });
});
