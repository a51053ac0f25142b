/**
 * The account's own fields (name, image) are set only at sign-up, through the auth endpoints:
 * an overlong, blank or multi-line name, or an image, is refused and stores no account, and
 * nothing changes them later.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/server/db/client";
import { TEXT_LIMITS } from "@/shared/domain/constants";
import { authRefusal } from "../../../tests/support/auth-answers";
import { createTestApp, type TestApp, type TestClient } from "../../../tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("account fields set through the auth endpoints", () => {
  const userRow = async (email: string) =>
    (
      await queryRows<{ name: string; image: string | null }>(
        t.db,
        sql`SELECT name, image FROM "user" WHERE email = ${email}`,
      )
    )[0];
  const signUp = (c: TestClient, body: Record<string, unknown>) =>
    c.post("/api/auth/sign-up/email", { password: "secret-password", ...body });

  it("refuses an overlong, blank or multi-line name, or an image, at sign-up and stores no account", async () => {
    const cases: Array<Record<string, unknown>> = [
      { name: "n".repeat(TEXT_LIMITS.name + 1) },
      { name: "   " },
      { name: "Ada\r\nBcc: someone@example.com" },
      { name: "Ada", image: "x".repeat(50_000) },
    ];
    for (const [i, body] of cases.entries()) {
      const email = `account-field-${i}-${Date.now()}@example.com`;
      const res = await signUp(t.client(), { email, ...body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await authRefusal(res)).message).toMatch(/name|image/i);
      expect(await userRow(email)).toBeUndefined();
    }
    const email = `account-field-ok-${Date.now()}@example.com`;
    expect((await signUp(t.client(), { email, name: "Ada Lovelace" })).status).toBe(200);
    expect(await userRow(email)).toMatchObject({ name: "Ada Lovelace", image: null });
  });

  it("cannot be changed later: the profile update endpoint is not reachable, and the stored name stays", async () => {
    const c = await t.patient();
    const before = await userRow(c.email);
    for (const body of [
      { name: "Ada Lovelace" },
      { name: "n".repeat(TEXT_LIMITS.name + 1) },
      { name: "a\nb" },
      { image: "javascript:alert(1)" },
    ]) {
      const res = await c.post("/api/auth/update-user", body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(404);
    }
    expect(await userRow(c.email)).toEqual(before);
  });
});
