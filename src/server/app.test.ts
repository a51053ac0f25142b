import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/support/test-app";
import { SETTING_DEFAULTS } from "@/shared/domain/site/settings";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("the API shell", () => {
  it("answers the health route", async () => {
    const res = await t.client().get("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const res = await t.client().get("/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Not found", code: "not_found" });
  });

  it("refuses a state-changing request from a foreign origin", async () => {
    const res = await t.client().post("/api/me/welcome-email", {}, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
  });

  it("refuses an oversized body with 413, not 500", async () => {
    const res = await t.client().post("/api/me/welcome-email", { x: "a".repeat(200_000) });
    expect(res.status).toBe(413);
  });

  it("sets security headers", async () => {
    const res = await t.client().get("/api/health");
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });
});

describe("GET /api/settings", () => {
  it("returns every known setting, seeded with the defaults", async () => {
    const res = await t.client().get("/api/settings");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(SETTING_DEFAULTS);
  });
});

describe("GET /api/products", () => {
  it("lists the seeded doses in product order, product 2 being the 2.5 mg starter dose", async () => {
    const res = await t.client().api.products.$get();
    const products = await res.json();
    expect(products.map((p) => p.product_id)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(products[0]!.name).toMatch(/2\.5mg/);
    expect(products.every((p) => p.vat_rate === "0.00")).toBe(true);
  });
});

describe("GET /api/me", () => {
  it("says nobody is signed in for a visitor", async () => {
    const res = await t.client().get("/api/me");
    expect(await res.json()).toEqual({ user: null, isEmployee: false });
  });

  it("tells an employee from a patient", async () => {
    const patient = await t.patient();
    expect(await (await patient.get("/api/me")).json()).toMatchObject({
      user: { email: patient.email },
      isEmployee: false,
    });
    const employee = await t.employee();
    expect(await (await employee.get("/api/me")).json()).toMatchObject({ isEmployee: true });
  });
});

describe("PUT /api/me/patient-type", () => {
  it("needs a signed-in user", async () => {
    expect((await t.client().put("/api/me/patient-type", { userType: "new" })).status).toBe(401);
  });
  it("rejects anything but new or existing with a field message", async () => {
    const patient = await t.patient();
    const res = await patient.put("/api/me/patient-type", { userType: "other" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ fields: { userType: expect.any(String) } });
  });
  it("writes the choice to the user's own patient record when there is one", async () => {
    const patient = await t.patient();
    expect(await (await patient.put("/api/me/patient-type", { userType: "existing" })).json()).toEqual({
      updated: false,
    });
    const me = await (await patient.api.me.$get()).json();
    const { patients } = await import("@/server/db/schema");
    const { eq } = await import("drizzle-orm");
    await t.db.insert(patients).values({ user_id: me.user!.id, firstname: "Ann" });
    expect(await (await patient.put("/api/me/patient-type", { userType: "existing" })).json()).toEqual({
      updated: true,
    });
    const [row] = await t.db.select().from(patients).where(eq(patients.user_id, me.user!.id));
    expect(row!.patient_type_id).toBe(2);
  });
});
