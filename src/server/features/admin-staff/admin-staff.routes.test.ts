/**
 * What holds for every route of /api/admin/staff: the superintendent's alone (decision 022), and
 * a member added there reaches the back office once they have opened and confirmed their
 * account and set up their second factor (decisions 063, 065).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUPERINTENDENT_ONLY_MESSAGE } from "@/shared/domain/people/roles";
import { twoFactorSetup } from "../../../../tests/support/auth-answers";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { signedInStaff } from "../../../../tests/support/staff-fixtures";
import { keyFromUri, totp } from "../../../../tests/support/totp";

let t: TestApp;
let targetId: number;

beforeAll(async () => {
  t = await createTestApp();
  targetId = (await signedInStaff(t, "staff")).employeeId;
});
afterAll(() => t?.close());

const routes: Array<{ name: string; call: (c: TestClient) => Promise<Response> }> = [
  { name: "GET /api/admin/staff", call: (c) => c.get("/api/admin/staff") },
  {
    name: "POST /api/admin/staff",
    call: (c) =>
      c.post("/api/admin/staff", {
        name: "Someone",
        email: `someone-${Date.now()}@pharmacy.example`,
        role: "staff",
        registration: "none",
      }),
  },
  { name: "PATCH /api/admin/staff/:id", call: (c) => c.patch(`/api/admin/staff/${targetId}`, { role: "staff" }) },
  { name: "DELETE /api/admin/staff/:id", call: (c) => c.delete(`/api/admin/staff/${targetId}`) },
];

describe("/api/admin/staff is the superintendent's alone", () => {
  it.each(routes)("$name: signed out 401, patient 403, staff 403, prescriber 403", async ({ call }) => {
    expect((await call(t.client())).status).toBe(401);
    expect((await call(await t.patient())).status).toBe(403);
    for (const role of ["staff", "prescriber"] as const) {
      const res = await call(await signedInStaff(t, role));
      expect(res.status, role).toBe(403);
      expect(await res.json()).toEqual({ error: SUPERINTENDENT_ONLY_MESSAGE, code: "forbidden" });
    }
  });

  it("answers the superintendent at every route, privately", async () => {
    const superintendent = await t.employee();
    const expected = [200, 201, 200, 200];
    for (const [i, route] of routes.entries()) {
      const res = await route.call(superintendent);
      expect(res.status, `${route.name}: ${await res.clone().text()}`).toBe(expected[i]);
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("answers 404 for an id that names no employee", async () => {
    const superintendent = await t.employee();
    for (const id of ["999999", "abc", "0", "-1", "1.5", "99999999999"]) {
      expect((await superintendent.patch(`/api/admin/staff/${id}`, { role: "staff" })).status, id).toBe(404);
      expect((await superintendent.delete(`/api/admin/staff/${id}`)).status, id).toBe(404);
    }
  });
});

describe("a member added on the Staff page", () => {
  it("reaches the back office after signing up, confirming the address and setting up the second factor", async () => {
    const superintendent = await t.employee();
    const email = `new.prescriber-${Date.now()}@pharmacy.example`;
    const added = await superintendent.post("/api/admin/staff", {
      name: "Priya Shah",
      email: email.toUpperCase(),
      role: "prescriber",
      registration: "pharmacist",
      gphcNumber: "2076543",
      prescriberType: "Pharmacist Independent Prescriber",
    });
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ email, hasAccount: false, twoFactorEnabled: false });

    const member = t.client();
    await member.signUpUnconfirmed(email, "prescriber-password-1");
    // No session before the address is confirmed (decision 027).
    expect((await member.get("/api/admin/stats")).status).toBe(401);
    const token = await t.confirmationTokenFor(email);
    expect((await member.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`)).status).toBe(200);
    // Linked now, but the back office waits for the second factor (decision 065).
    expect((await member.get("/api/admin/stats")).status).toBe(403);
    expect(await (await member.get("/api/me")).json()).toMatchObject({
      isEmployee: true,
      role: "prescriber",
      twoFactorRequired: true,
    });

    const setup = await twoFactorSetup(
      await member.post("/api/auth/two-factor/enable", { password: "prescriber-password-1" }),
    );
    expect(
      (await member.post("/api/auth/two-factor/verify-totp", { code: totp(keyFromUri(setup.totpURI)) })).status,
    ).toBe(200);
    expect((await member.get("/api/admin/stats")).status).toBe(200);

    // The Staff page now shows the account opened and the second factor set up.
    const list = await (await superintendent.api.admin.staff.$get()).json();
    expect(list.active.find((m) => m.email === email)).toMatchObject({ hasAccount: true, twoFactorEnabled: true });
  });
});
