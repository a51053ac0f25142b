import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSmtp } from "../../../tests/support/smtp";
import { authRefusal } from "../../../tests/support/auth-answers";
import { createTestApp, type TestApp, type TestClient } from "../../../tests/support/test-app";
import { emailOutbox } from "../db/schema";

const newEmail = (prefix = "user") => `${prefix}-${randomBytes(4).toString("hex")}@example.com`;

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ mailer: smtp.mailer });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const me = async (c: TestClient, cookie?: string) => {
  // A cookie given is sent instead of the client's own (one copied from another answer).
  const res = await c.api.me.$get(undefined, cookie === undefined ? undefined : { headers: { cookie } });
  return res.json();
};

/** What the confirmation page asks for when the visitor presses its button (decision 027: it signs in). */
const confirm = (c: TestClient, token: string) => c.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);

const outboxFor = (to: string, type: string) =>
  t.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to_address, to), eq(emailOutbox.type, type)));

describe("sign up", () => {
  it("creates the account; the e-mailed link signs in with an HttpOnly, SameSite=Lax session cookie", async () => {
    const c = t.client();
    const email = newEmail();
    const signUp = await c.post("/api/auth/sign-up/email", { email, password: "secret1", name: email.split("@")[0] });
    expect(signUp.status).toBe(200);
    expect(signUp.headers.getSetCookie().find((h) => h.includes("session_token="))).toBeUndefined();
    const res = await confirm(c, await t.confirmationTokenFor(email));
    const sessionCookie = res.headers.getSetCookie().find((h) => h.includes("session_token="));
    expect(sessionCookie).toBeDefined();
    expect(sessionCookie).toMatch(/;\s*HttpOnly/i);
    expect(sessionCookie).toMatch(/;\s*SameSite=Lax/i);
    expect(sessionCookie).toMatch(/;\s*Path=\//i);
    expect(await me(c)).toMatchObject({ user: { email } });
  });

  it("never puts the session token in a response body, where a script could read it", async () => {
    const c = t.client();
    const email = newEmail();
    await c.post("/api/auth/sign-up/email", { email, password: "secret1", name: "x" });
    const confirmed = await confirm(c, await t.confirmationTokenFor(email));
    const signIn = await t.client().post("/api/auth/sign-in/email", { email, password: "secret1" });
    for (const res of [confirmed, signIn]) {
      expect(res.status).toBe(200);
      const token = decodeURIComponent(/session_token=([^;.]+)/.exec(res.headers.getSetCookie().join(";"))![1]!);
      const body = await res.text();
      expect(body).not.toContain(token);
      expect(JSON.parse(body)).not.toHaveProperty("token");
      if (res === signIn) expect(JSON.parse(body)).toMatchObject({ user: { email } });
    }
  });

  it("refuses a password shorter than 6 characters with 400 and creates no account", async () => {
    const c = t.client();
    const email = newEmail();
    const res = await c.post("/api/auth/sign-up/email", { email, password: "12345", name: "x" });
    expect(res.status).toBe(400);
    expect((await authRefusal(res)).message).toMatch(/too short/i);
    const signIn = await t.client().post("/api/auth/sign-in/email", { email, password: "12345" });
    expect(signIn.status).toBe(401);
  });

  it("accepts a password of exactly 6 characters", async () => {
    const res = await t.client().post("/api/auth/sign-up/email", { email: newEmail(), password: "123456", name: "x" });
    expect(res.status).toBe(200);
  });

  it("refuses an address that is not an e-mail", async () => {
    const res = await t
      .client()
      .post("/api/auth/sign-up/email", { email: "not-an-email", password: "secret1", name: "x" });
    expect(res.status).toBe(400);
  });

  it("makes no second account with the same e-mail, whatever its case, and says so only to the address (decision 027)", async () => {
    const email = newEmail();
    await t.client().signUp(email, "secret1");
    const res = await t
      .client()
      .post("/api/auth/sign-up/email", { email: email.toUpperCase(), password: "secret2", name: "x" });
    expect(res.status).toBe(200);
    expect((await t.client().post("/api/auth/sign-in/email", { email, password: "secret2" })).status).toBe(401);
    expect(await outboxFor(email, "sign_up_attempt")).toHaveLength(1);
  });
});
