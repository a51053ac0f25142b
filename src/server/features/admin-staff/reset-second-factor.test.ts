/**
 * Decision 093: a colleague who lost their authenticator and their backup codes is reset by the
 * superintendent from the Staff page: their sessions end, and their next sign-in sets the second
 * factor up again, as the first did. Audited; never one's own; the superintendent's alone.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, employees, session, twoFactor, user } from "@/server/db/schema";
import { accountAnswer, twoFactorSetup } from "../../../../tests/support/auth-answers";
import { signedInStaff } from "../../../../tests/support/staff-fixtures";
import { ADMIN, createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";

let t: TestApp;
let superintendent: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  superintendent = await t.employee();
});
afterAll(() => t?.close());

const userIdOf = async (email: string) => (await t.db.select().from(user).where(eq(user.email, email)))[0]!.id;

describe("POST /api/admin/staff/:id/reset-second-factor", () => {
  it("removes the second factor and ends their sessions; they set it up again at the next sign-in", async () => {
    const member = await signedInStaff(t, "prescriber");
    await member.signInWithCode(member.email, member.password, member.code);
    expect((await member.get("/api/admin/stats")).status).toBe(200);
    const id = await userIdOf(member.email);

    const res = await superintendent.post(`/api/admin/staff/${member.employeeId}/reset-second-factor`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: member.employeeId, twoFactorEnabled: false });
    expect(await t.db.select().from(twoFactor).where(eq(twoFactor.userId, id))).toEqual([]);
    expect(await t.db.select().from(session).where(eq(session.userId, id))).toEqual([]);
    expect((await member.get("/api/admin/stats")).status).toBe(401);

    // The password alone signs them in, and the back office asks for the setup first.
    const again = t.client();
    const signIn = await again.request("POST", "/api/auth/sign-in/email", {
      email: member.email,
      password: member.password,
    });
    expect(signIn.status).toBe(200);
    expect(await accountAnswer(signIn)).not.toHaveProperty("twoFactorRedirect");
    const refused = await again.get("/api/admin/stats");
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toBe("Set up two-factor authentication to use the back office.");
    const enable = await again.post("/api/auth/two-factor/enable", { password: member.password });
    expect(enable.status).toBe(200);
    expect((await twoFactorSetup(enable)).totpURI).toMatch(/^otpauth:/);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "staff.reset_second_factor"), eq(auditLog.target_id, String(member.employeeId))));
    expect(entry).toMatchObject({ actor_email: ADMIN.email, target_type: "employee" });
  });

  it("is never one's own, needs an account, and is the superintendent's alone", async () => {
    const [self] = await t.db.select().from(employees).where(eq(employees.email, ADMIN.email));
    const own = await superintendent.post(`/api/admin/staff/${self!.employee_id}/reset-second-factor`);
    expect(own.status).toBe(409);
    expect((await own.json()).error).toMatch(/cannot reset your own second factor/);

    const [invited] = await t.db
      .insert(employees)
      .values({ email: "invited@pharmacy.example", name: "New" })
      .returning();
    expect((await superintendent.post(`/api/admin/staff/${invited!.employee_id}/reset-second-factor`)).status).toBe(
      409,
    );
    expect((await superintendent.post("/api/admin/staff/999999/reset-second-factor")).status).toBe(404);

    const prescriber = await signedInStaff(t, "prescriber");
    await prescriber.signInWithCode(prescriber.email, prescriber.password, prescriber.code);
    const other = await signedInStaff(t, "staff");
    const res = await prescriber.post(`/api/admin/staff/${other.employeeId}/reset-second-factor`);
    expect(res.status).toBe(403);
    expect(
      await t.db
        .select()
        .from(twoFactor)
        .where(eq(twoFactor.userId, await userIdOf(other.email))),
    ).toHaveLength(1);
  });
});
