/**
 * Decision 093: an employee replaces their own backup codes after their password: the new ones
 * are shown once, the old ones stop working, and it is audited.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "@/server/db/schema";
import { ADMIN, createTestApp, type TestApp } from "../../../../tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("POST /api/admin/two-factor/backup-codes", () => {
  it("replaces the backup codes: a new one signs in, an old one no longer does; audited", async () => {
    const admin = await t.employee();
    const old = t.adminTwoFactor.backupCodes[0]!;
    const wrong = await admin.post("/api/admin/two-factor/backup-codes", { password: "not-the-password" });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      error: "Incorrect password",
      code: "invalid_input",
      fields: { password: "Incorrect password" },
    });
    expect((await admin.post("/api/admin/two-factor/backup-codes", {})).status).toBe(400);

    const res = await admin.api.admin["two-factor"]["backup-codes"].$post({ json: { password: ADMIN.password } });
    expect(res.status).toBe(200);
    const { backupCodes } = await res.json();
    expect(backupCodes).toHaveLength(10);
    expect(backupCodes).not.toContain(old);

    const signIn = async (code: string) => {
      const c = t.client();
      await c.request("POST", "/api/auth/sign-in/email", { email: ADMIN.email, password: ADMIN.password });
      return (await c.post("/api/auth/two-factor/verify-backup-code", { code })).status;
    };
    expect(await signIn(old)).not.toBe(200);
    expect(await signIn(backupCodes[0]!)).toBe(200);

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "two_factor.backup_codes"), eq(auditLog.actor_email, ADMIN.email)));
    expect(entries).toHaveLength(1);
  });

  it("is for employees only", async () => {
    const patient = await t.patient();
    expect((await patient.post("/api/admin/two-factor/backup-codes", { password: patient.password })).status).toBe(403);
  });
});
