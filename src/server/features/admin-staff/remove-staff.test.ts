import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, employees, session } from "@/server/db/schema";
import { STAFF_MESSAGES } from "@/shared/domain/people/roles";
import { ADMIN, createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
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

describe("DELETE /api/admin/staff/:id", () => {
  it("removes access: the row stays, every session of theirs ends, and they get 403 from then on; audited", async () => {
    const member = await signedInStaff(t, "prescriber");
    const otherDevice = t.client();
    await otherDevice.signInWithCode(member.email, member.password, member.code);
    expect((await otherDevice.get("/api/admin/stats")).status).toBe(200);
    const [{ userId }] = (await t.db
      .select({ userId: employees.user_id })
      .from(employees)
      .where(eq(employees.employee_id, member.employeeId))) as [{ userId: string }];

    const res = await superintendent.delete(`/api/admin/staff/${member.employeeId}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: member.employeeId,
      removedAt: expect.any(String),
      removedBy: ADMIN.email,
    });

    const [row] = await t.db.select().from(employees).where(eq(employees.employee_id, member.employeeId));
    expect(row).toMatchObject({ role: "prescriber", removed_by: ADMIN.email });
    expect(row!.removed_at).not.toBeNull();
    expect(await t.db.select().from(session).where(eq(session.userId, userId))).toEqual([]);
    for (const c of [member, otherDevice]) {
      expect((await c.get("/api/admin/stats")).status).toBe(401);
      expect((await (await c.api.me.$get()).json()).user).toBeNull();
    }

    // Signing in again opens no back office.
    const again = t.client();
    await again.signInWithCode(member.email, member.password, member.code);
    const refused = await again.get("/api/admin/stats");
    expect(refused.status).toBe(403);
    expect(await (await again.get("/api/me")).json()).toMatchObject({ isEmployee: false, role: null });

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "staff.remove"), eq(auditLog.target_id, String(member.employeeId))));
    expect(entry).toMatchObject({
      actor_email: ADMIN.email,
      target_type: "employee",
      changed_fields: ["removed_at", "removed_by"],
    });
  });

  it("removes a member who never opened their account", async () => {
    const [row] = await t.db
      .insert(employees)
      .values({ email: "never@pharmacy.example", name: "Never Signed Up" })
      .returning();
    expect((await superintendent.delete(`/api/admin/staff/${row!.employee_id}`)).status).toBe(200);
    // Opening an account with the address now gives no access.
    const late = t.client();
    await late.signUp("never@pharmacy.example", "late-password-1");
    expect(await (await late.get("/api/me")).json()).toMatchObject({ isEmployee: false });
  });

  it("never lets the superintendent remove their own access", async () => {
    const res = await superintendent.delete(`/api/admin/staff/${superintendentId}`);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: STAFF_MESSAGES.selfRemove, code: "conflict" });
    expect((await superintendent.get("/api/admin/staff")).status).toBe(200);
  });

  it("removes another superintendent while one remains, and answers 409 for access already removed", async () => {
    const second = await signedInStaff(t, "superintendent");
    expect((await superintendent.delete(`/api/admin/staff/${second.employeeId}`)).status).toBe(200);
    const again = await superintendent.delete(`/api/admin/staff/${second.employeeId}`);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: STAFF_MESSAGES.alreadyRemoved, code: "conflict" });
  });
});
