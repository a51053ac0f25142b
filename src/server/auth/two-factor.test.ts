/**
 * Decision 065: every employee signs in to the back office with a password and a time-based
 * code, set up at first sign-in with backup codes; staff sessions end after 12 hours, or 30
 * minutes without a request. Patients keep their sessions as before.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { employees } from "../db/schema";
import { twoFactorSetup } from "../../../tests/support/auth-answers";
import { ADMIN, createTestApp, type TestApp, type TestClient } from "../../../tests/support/test-app";
import { keyFromUri, totp } from "../../../tests/support/totp";
import { TWO_FACTOR_REQUIRED_MESSAGE } from "./middleware";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const me = async (c: TestClient) => (await c.api.me.$get()).json();

async function newStaffMember(role: "staff" | "prescriber" = "staff") {
  const email = `staff-${Date.now()}-${Math.floor(Math.random() * 1e6)}@pharmacy.example`;
  await t.db.insert(employees).values({
    email,
    name: "New Staff",
    role,
    ...(role === "staff"
      ? {}
      : { gphc_number: "2012345", registration: "pharmacist" as const, prescriber_regulator: "GPhC" as const }),
  });
  const c = t.client();
  await c.signUp(email, "staff-password-1");
  return Object.assign(c, { email, password: "staff-password-1" });
}

describe("the second factor for staff", () => {
  for (const role of ["staff", "prescriber"] as const) {
    it(`is required of a ${role} before any admin endpoint answers`, async () => {
      const s = await newStaffMember(role);
      expect(await me(s)).toMatchObject({ isEmployee: true, twoFactorRequired: true });
      const res = await s.get("/api/admin/stats");
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: TWO_FACTOR_REQUIRED_MESSAGE, code: "forbidden" });
    });
  }

  it("is set up with the password, a code from the shown secret, and gives backup codes once; other sessions end", async () => {
    const s = await newStaffMember();
    const otherDevice = t.client();
    await otherDevice.signIn(s.email, s.password);

    expect((await s.post("/api/auth/two-factor/enable", { password: "wrong-password" })).status).toBe(400);
    const setup = await twoFactorSetup(await s.post("/api/auth/two-factor/enable", { password: s.password }));
    expect(setup.totpURI).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.backupCodes).toHaveLength(10);
    // Not yet: the code has not been confirmed.
    expect((await s.get("/api/admin/stats")).status).toBe(403);
    const key = keyFromUri(setup.totpURI);
    expect(
      (await s.post("/api/auth/two-factor/verify-totp", { code: "000000" === totp(key) ? "111111" : "000000" })).status,
    ).toBe(401);
    expect((await s.post("/api/auth/two-factor/verify-totp", { code: totp(key) })).status).toBe(200);

    expect((await s.get("/api/admin/stats")).status).toBe(200);
    expect(await me(otherDevice)).toMatchObject({ user: null });

    // From now on the password alone opens no session.
    const next = t.client();
    const first = await next.post("/api/auth/sign-in/email", { email: s.email, password: s.password });
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
    expect(await me(next)).toMatchObject({ user: null });
    expect((await next.post("/api/auth/two-factor/verify-totp", { code: totp(key) })).status).toBe(200);
    expect((await next.get("/api/admin/stats")).status).toBe(200);

    // A backup code works once.
    const lost = t.client();
    await lost.post("/api/auth/sign-in/email", { email: s.email, password: s.password });
    expect((await lost.post("/api/auth/two-factor/verify-backup-code", { code: setup.backupCodes[0] })).status).toBe(
      200,
    );
    expect((await lost.get("/api/admin/stats")).status).toBe(200);
    const again = t.client();
    await again.post("/api/auth/sign-in/email", { email: s.email, password: s.password });
    expect((await again.post("/api/auth/two-factor/verify-backup-code", { code: setup.backupCodes[0] })).status).toBe(
      401,
    );
  });

  it("is not offered to patients", async () => {
    const p = await t.patient();
    expect((await p.post("/api/auth/two-factor/enable", { password: p.password })).status).toBe(403);
  });
});

describe("staff sessions", () => {
  it("end after 30 minutes without a request, and after 12 hours however active; a patient's do not", async () => {
    // Sessions are stamped and measured on the system clock.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const staff = await t.employee();
      const patient = await t.patient();
      const start = Date.now();
      const at = (minutes: number) => vi.setSystemTime(start + minutes * 60_000);

      at(29);
      expect((await staff.get("/api/admin/stats")).status).toBe(200);
      at(58);
      expect((await staff.get("/api/admin/stats")).status).toBe(200);
      at(89);
      expect((await staff.get("/api/admin/stats")).status).toBe(401);
      expect(await me(staff)).toMatchObject({ user: null });
      expect(await me(patient)).toMatchObject({ user: { email: patient.email } });

      at(0);
      const busy = await t.employee();
      for (let minutes = 25; minutes < 12 * 60; minutes += 25) {
        at(minutes);
        expect((await busy.get("/api/admin/stats")).status).toBe(200);
      }
      at(12 * 60 + 1);
      expect((await busy.get("/api/admin/stats")).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it("keep the seeded employee's sign-in working with its code", async () => {
    const c = t.client();
    await c.signInWithCode(ADMIN.email, ADMIN.password, () => t.adminTwoFactor.code());
    expect(await me(c)).toMatchObject({ isEmployee: true, twoFactorRequired: false });
  });
});
