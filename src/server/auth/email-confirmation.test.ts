import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { decodeQuotedPrintable, startTestSmtp } from "../../../tests/support/smtp";
import { createTestApp, type TestApp, type TestClient } from "../../../tests/support/test-app";
import { createEmailVerificationToken } from "better-auth/api";
import {
  EMAIL_CONFIRMATION_MESSAGES,
  EMAIL_CONFIRMATION_RESENDS_PER_HOUR,
} from "@/shared/domain/people/email-confirmation";
import { emailOutbox, user } from "../db/schema";
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

/** The confirmation link of an e-mail (/auth?token=…&type=signup) and its token. */
const CONFIRMATION_LINK = /http:\/\/localhost:3000\/auth\?token=([A-Za-z0-9_.-]+)&type=signup/;
const confirmationToken = (mail: string) => {
  const match = CONFIRMATION_LINK.exec(mail);
  expect(match, "confirmation link in the e-mail").not.toBeNull();
  return match![1]!;
};
/** What the confirmation page asks for when the visitor presses its button. */
const confirm = (c: TestClient, token: string) => c.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);

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

describe("e-mail confirmation", () => {
  it("the welcome e-mail sent at sign-up carries a link that confirms the address", async () => {
    const c = t.client();
    const email = newEmail("confirm");
    // The server queues it with the sign-up itself, whether or not the page asks for it after.
    expect((await c.post("/api/auth/sign-up/email", { email, password: "secret1", name: "confirm" })).status).toBe(200);
    expect(await me(c)).toMatchObject({ user: null });

    const mail = await receivedMailTo(email, "Subject: Welcome to");
    expect(mail).toContain(`Hello ${email.split("@")[0]},`);
    const token = confirmationToken(mail);

    // Opened in another browser: the link alone confirms the address it was sent to, and signs in (decision 027).
    const opener = t.client();
    const res = await confirm(opener, token);
    expect(res.status).toBe(200);
    expect(await me(opener)).toMatchObject({ user: { email, emailVerified: true } });
    // Asking for the welcome e-mail again sends nothing more.
    expect((await opener.post("/api/me/welcome-email")).status).toBe(202);
    expect(await outboxFor(email, "welcome")).toHaveLength(1);
  });

  it("refuses a used, an invalid, an altered and an expired link with a message, and confirms nothing", async () => {
    const used = t.client();
    const { email: usedEmail } = await used.signUpUnconfirmed(newEmail("used"));
    const token = await t.confirmationTokenFor(usedEmail);
    expect((await confirm(used, token)).status).toBe(200);
    const again = await confirm(used, token);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ message: EMAIL_CONFIRMATION_MESSAGES.used });

    const other = await t.client().signUpUnconfirmed(newEmail("other"));
    const ctx = await t.deps.auth.$context;
    const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, other.email));
    const me2 = { user: { id: row!.id } };
    const expired = await createEmailVerificationToken(ctx.secret, other.email, undefined, -60, {
      userId: me2.user.id,
    });
    const altered = await createEmailVerificationToken(
      "another-secret-another-secret-another-secret",
      other.email,
      undefined,
      3600,
      { userId: me2.user.id },
    );
    const cases: Array<[string, string]> = [
      ["not-a-token", EMAIL_CONFIRMATION_MESSAGES.invalid],
      ["", EMAIL_CONFIRMATION_MESSAGES.invalid],
      [altered, EMAIL_CONFIRMATION_MESSAGES.invalid],
      [`${token.slice(0, -2)}xx`, EMAIL_CONFIRMATION_MESSAGES.invalid],
      ["abc\u0000def", EMAIL_CONFIRMATION_MESSAGES.invalid],
      [expired, EMAIL_CONFIRMATION_MESSAGES.expired],
    ];
    for (const [bad, message] of cases) {
      const res = await confirm(t.client(), bad);
      expect(res.status, bad).toBe(400);
      expect(await res.json(), bad).toMatchObject({ message });
    }
    // Without a token at all the page cannot have sent it.
    expect((await t.client().get("/api/auth/verify-email")).status).toBe(400);
    const verified = async (email: string) =>
      (await t.db.select({ v: user.emailVerified }).from(user).where(eq(user.email, email)))[0]!.v;
    expect(await verified(other.email)).toBe(false);
  });

  it("a link confirms only the account it was sent for", async () => {
    const a = await t.client().signUpUnconfirmed(newEmail("a"));
    const b = await t.client().signUpUnconfirmed(newEmail("b"));
    // Opened by someone else: it is A's address that is confirmed, never B's.
    expect((await confirm(t.client(), await t.confirmationTokenFor(a.email))).status).toBe(200);
    const verified = async (email: string) =>
      (await t.db.select({ v: user.emailVerified }).from(user).where(eq(user.email, email)))[0]!.v;
    expect(await verified(a.email)).toBe(true);
    expect(await verified(b.email)).toBe(false);
  });

  it("sends a new link on request to the account's own address, a few times an hour, and none once confirmed", async () => {
    // A session of an account not confirmed (opened before confirmation was required).
    const c = await t.patient();
    await t.db.update(user).set({ emailVerified: false }).where(eq(user.email, c.email));
    const res = await c.post("/api/me/confirmation-email", { email: "someone-else@example.com" });
    expect(res.status).toBe(202);
    const mail = await receivedMailTo(c.email, "Subject: Confirm your e-mail address");
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to_address, "someone-else@example.com"))).toEqual(
      [],
    );

    for (let i = 1; i < EMAIL_CONFIRMATION_RESENDS_PER_HOUR; i++)
      expect((await c.post("/api/me/confirmation-email")).status).toBe(202);
    const refused = await c.post("/api/me/confirmation-email");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: EMAIL_CONFIRMATION_MESSAGES.tooMany, code: "rate_limited" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await outboxFor(c.email, "email_confirmation")).toHaveLength(EMAIL_CONFIRMATION_RESENDS_PER_HOUR);

    expect((await confirm(c, confirmationToken(mail))).status).toBe(200);
    const confirmed = await t.patient();
    const none = await confirmed.post("/api/me/confirmation-email");
    expect(none.status).toBe(409);
    expect(await none.json()).toEqual({ error: EMAIL_CONFIRMATION_MESSAGES.alreadyConfirmed, code: "conflict" });
    expect(await outboxFor(confirmed.email, "email_confirmation")).toEqual([]);

    expect((await t.client().post("/api/me/confirmation-email")).status).toBe(401);
  });
});
