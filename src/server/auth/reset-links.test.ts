/**
 * A password reset link stops working once a newer one is issued, and a password change ends
 * every other session and every other link of the account.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_URL, createTestApp, type TestApp } from "../../../tests/support/test-app";
import { emailOutbox, verification } from "../db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function resetLinks(email: string): Promise<string[]> {
  const rows = await t.db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to_address, email), eq(emailOutbox.type, "password_reset")))
    .orderBy(emailOutbox.id);
  return rows.map((r) => /\/auth\?token=([A-Za-z0-9_-]+)&type=recovery/.exec(r.text)![1]!);
}

const requestReset = (email: string) =>
  t.client().post("/api/auth/request-password-reset", { email, redirectTo: `${APP_URL}/auth` });

describe("password reset links", () => {
  it("stop working once a newer one is issued; the newest works", async () => {
    const p = await t.patient();
    await requestReset(p.email);
    await requestReset(p.email);
    const [older, newer] = await resetLinks(p.email);
    expect(older).toBeDefined();
    expect(newer).toBeDefined();

    const refused = await t
      .client()
      .post("/api/auth/reset-password", { token: older, newPassword: "older-link-password" });
    expect(refused.status).toBe(400);
    expect(
      (await t.client().post("/api/auth/sign-in/email", { email: p.email, password: "older-link-password" })).status,
    ).toBe(401);

    expect(
      (await t.client().post("/api/auth/reset-password", { token: newer, newPassword: "newer-link-password" })).status,
    ).toBe(200);
    expect(
      (await t.client().post("/api/auth/sign-in/email", { email: p.email, password: "newer-link-password" })).status,
    ).toBe(200);
  });

  it("a password change ends every other session and leaves no link of the account working", async () => {
    const p = await t.patient();
    const otherDevice = t.client();
    await otherDevice.signIn(p.email, p.password);
    await requestReset(p.email);
    const [link] = await resetLinks(p.email);
    // A link issued in the same moment by another server instance (one that did not see the first).
    const [user] = await t.db
      .select({ id: verification.value })
      .from(verification)
      .where(eq(verification.identifier, `reset-password:${link}`))
      .limit(1);
    await t.db.insert(verification).values({
      id: `stray-${Date.now()}`,
      identifier: "reset-password:stray-link-token",
      value: user!.id,
      expiresAt: new Date(Date.now() + 3600_000),
    });

    expect(
      (await t.client().post("/api/auth/reset-password", { token: link, newPassword: "changed-password" })).status,
    ).toBe(200);
    for (const c of [p, otherDevice]) {
      expect((await (await c.api.me.$get()).json()).user).toBeNull();
    }
    expect(
      (await t.client().post("/api/auth/reset-password", { token: "stray-link-token", newPassword: "stray-password" }))
        .status,
    ).toBe(400);
  });
});
