import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { decodeQuotedPrintable, startTestSmtp } from "../../../tests/support/smtp";
import { authRefusal } from "../../../tests/support/auth-answers";
import { APP_URL, createTestApp, type TestApp, type TestClient } from "../../../tests/support/test-app";
import { emailOutbox } from "../db/schema";
import { deliverDueEmails } from "../email/outbox";

const FROM = "Pharmacy <no-reply@localhost>";
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

const outboxFor = (to: string, type?: string) =>
  t.db
    .select({ id: emailOutbox.id, type: emailOutbox.type })
    .from(emailOutbox)
    .where(type ? and(eq(emailOutbox.to_address, to), eq(emailOutbox.type, type)) : eq(emailOutbox.to_address, to));

/**
 * Delivers what is due through the real SMTP server and returns the decoded message sent to
 * `to` (the newest one holding `containing`: the welcome of the sign-up goes to the same address).
 */
async function receivedMailTo(to: string, containing = ""): Promise<string> {
  await deliverDueEmails(t.db, smtp.mailer, FROM);
  let mail: string | undefined;
  await vi.waitFor(
    () => {
      mail = smtp.received
        .filter((m) => m.to.includes(to))
        .map((m) => decodeQuotedPrintable(m.raw))
        .findLast((m) => m.includes(containing));
      if (!mail) throw new Error(`no mail to ${to} yet`);
    },
    { timeout: 10_000, interval: 100 },
  );
  return mail!;
}

async function requestReset(c: TestClient, email: string) {
  return c.post("/api/auth/request-password-reset", { email, redirectTo: `${APP_URL}/auth` });
}

describe("password reset", () => {
  it("e-mails a link to /auth?token=…&type=recovery; the token sets the new password and ends other sessions", async () => {
    const { email, password } = await t.client().signUp(newEmail("reset"), "old-password");
    const otherDevice = t.client();
    await otherDevice.signIn(email, password);
    expect(await me(otherDevice)).toMatchObject({ user: { email } });

    const visitor = t.client();
    const res = await requestReset(visitor, email);
    expect(res.status).toBe(200);

    const mail = await receivedMailTo(email, "type=recovery");
    const match = mail.match(/http:\/\/localhost:3000\/auth\?token=([A-Za-z0-9_-]+)&type=recovery/);
    expect(match, "reset link in the e-mail").not.toBeNull();
    const token = match![1]!;

    const reset = await visitor.post("/api/auth/reset-password", { token, newPassword: "new-password" });
    expect(reset.status).toBe(200);

    expect((await t.client().post("/api/auth/sign-in/email", { email, password: "old-password" })).status).toBe(401);
    expect((await t.client().post("/api/auth/sign-in/email", { email, password: "new-password" })).status).toBe(200);
    expect(await me(otherDevice)).toMatchObject({ user: null });

    // A token works once.
    const again = await visitor.post("/api/auth/reset-password", { token, newPassword: "third-password" });
    expect(again.status).toBe(400);
  });

  it("refuses a new password shorter than 6 characters and keeps the old one", async () => {
    const { email } = await t.client().signUp(newEmail("short"), "old-password");
    const c = t.client();
    await requestReset(c, email);
    const mail = await receivedMailTo(email, "type=recovery");
    const token = mail.match(/\/auth\?token=([A-Za-z0-9_-]+)&type=recovery/)![1]!;
    const res = await c.post("/api/auth/reset-password", { token, newPassword: "12345" });
    expect(res.status).toBe(400);
    expect((await t.client().post("/api/auth/sign-in/email", { email, password: "old-password" })).status).toBe(200);
  });

  it("refuses an invalid token", async () => {
    const res = await t
      .client()
      .post("/api/auth/reset-password", { token: "not-a-real-token", newPassword: "new-password" });
    expect(res.status).toBe(400);
    expect((await authRefusal(res)).message).toMatch(/invalid token/i);
  });

  it("answers an unknown e-mail with the same status and body as a known one, and queues nothing", async () => {
    const { email } = await t.client().signUp();
    const known = await requestReset(t.client(), email);
    const unknownEmail = newEmail("nobody");
    const unknown = await requestReset(t.client(), unknownEmail);

    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    expect(await outboxFor(unknownEmail)).toEqual([]);
    expect(await outboxFor(email, "password_reset")).toHaveLength(1);
  });
});
