import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { decodeQuotedPrintable, startTestSmtp } from "../../../tests/support/smtp";
import { APP_URL, createTestApp, type TestApp, type TestClient } from "../../../tests/support/test-app";
import { createEmailVerificationToken } from "better-auth/api";
import { EMAIL_CONFIRMATION_MESSAGES, EMAIL_CONFIRMATION_RESENDS_PER_HOUR } from "@/shared/domain/email-confirmation";
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
  const res = await c.get("/api/me", cookie === undefined ? undefined : { cookie });
  return (await res.json()) as { user: { email: string; emailVerified?: boolean } | null };
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

async function requestReset(c: TestClient, email: string) {
  return c.post("/api/auth/request-password-reset", { email, redirectTo: `${APP_URL}/auth` });
}

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
    expect(((await res.json()) as { message: string }).message).toMatch(/too short/i);
    const signIn = await t.client().post("/api/auth/sign-in/email", { email, password: "12345" });
    expect(signIn.status).toBe(401);
  });

  it("accepts a password of exactly 6 characters", async () => {
    const res = await t.client().post("/api/auth/sign-up/email", { email: newEmail(), password: "123456", name: "x" });
    expect(res.status).toBe(200);
  });

  it("refuses an address that is not an e-mail", async () => {
    const res = await t.client().post("/api/auth/sign-up/email", { email: "not-an-email", password: "secret1", name: "x" });
    expect(res.status).toBe(400);
  });

  it("makes no second account with the same e-mail, whatever its case, and says so only to the address (decision 027)", async () => {
    const email = newEmail();
    await t.client().signUp(email, "secret1");
    const res = await t.client().post("/api/auth/sign-up/email", { email: email.toUpperCase(), password: "secret2", name: "x" });
    expect(res.status).toBe(200);
    expect((await t.client().post("/api/auth/sign-in/email", { email, password: "secret2" })).status).toBe(401);
    expect(await outboxFor(email, "sign_up_attempt")).toHaveLength(1);
  });
});

describe("sign in", () => {
  it("signs in with the right password", async () => {
    const { email, password } = await t.client().signUp();
    const c = t.client();
    const res = await c.post("/api/auth/sign-in/email", { email, password });
    expect(res.status).toBe(200);
    expect(await me(c)).toMatchObject({ user: { email } });
  });

  it("answers 401 with a message for a wrong password, and sets no session", async () => {
    const { email } = await t.client().signUp();
    const c = t.client();
    const res = await c.post("/api/auth/sign-in/email", { email, password: "wrong-password" });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toBe("Invalid email or password");
    expect(c.cookie).toBe("");
    expect(await me(c)).toEqual({ user: null, isEmployee: false });
  });

  it("answers an unknown e-mail exactly like a wrong password", async () => {
    const res = await t.client().post("/api/auth/sign-in/email", { email: newEmail("nobody"), password: "whatever1" });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toBe("Invalid email or password");
  });
});

describe("sign out", () => {
  it("ends the session on the server, so the old cookie no longer works", async () => {
    const c = await t.patient();
    const oldCookie = c.cookie;
    expect(await me(c, oldCookie)).toMatchObject({ user: { email: c.email } });

    const res = await c.post("/api/auth/sign-out", {});
    expect(res.status).toBe(200);
    expect(await me(c)).toMatchObject({ user: null });
    // A copy of the cookie kept by anyone is now useless.
    expect(await me(t.client(), oldCookie)).toMatchObject({ user: null });
  });
});

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
    const res = await t.client().post("/api/auth/reset-password", { token: "not-a-real-token", newPassword: "new-password" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/invalid token/i);
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

describe("welcome e-mail", () => {
  it("is queued once per account, however often it is asked for", async () => {
    const c = await t.patient();
    expect((await c.post("/api/me/welcome-email")).status).toBe(202);
    expect((await c.post("/api/me/welcome-email")).status).toBe(202);
    expect(await outboxFor(c.email, "welcome")).toHaveLength(1);
  });

  it("answers 401 when signed out", async () => {
    const res = await t.client().post("/api/me/welcome-email");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: "No authenticated user found" });
  });
});

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
    const expired = await createEmailVerificationToken(ctx.secret, other.email, undefined, -60, { userId: me2.user.id });
    const altered = await createEmailVerificationToken("another-secret-another-secret-another-secret", other.email, undefined, 3600, { userId: me2.user.id });
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
    const verified = async (email: string) => (await t.db.select({ v: user.emailVerified }).from(user).where(eq(user.email, email)))[0]!.v;
    expect(await verified(other.email)).toBe(false);
  });

  it("a link confirms only the account it was sent for", async () => {
    const a = await t.client().signUpUnconfirmed(newEmail("a"));
    const b = await t.client().signUpUnconfirmed(newEmail("b"));
    // Opened by someone else: it is A's address that is confirmed, never B's.
    expect((await confirm(t.client(), await t.confirmationTokenFor(a.email))).status).toBe(200);
    const verified = async (email: string) => (await t.db.select({ v: user.emailVerified }).from(user).where(eq(user.email, email)))[0]!.v;
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
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to_address, "someone-else@example.com"))).toEqual([]);

    for (let i = 1; i < EMAIL_CONFIRMATION_RESENDS_PER_HOUR; i++) expect((await c.post("/api/me/confirmation-email")).status).toBe(202);
    const refused = await c.post("/api/me/confirmation-email");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: EMAIL_CONFIRMATION_MESSAGES.tooMany });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await outboxFor(c.email, "email_confirmation")).toHaveLength(EMAIL_CONFIRMATION_RESENDS_PER_HOUR);

    expect((await confirm(c, confirmationToken(mail))).status).toBe(200);
    const confirmed = await t.patient();
    const none = await confirmed.post("/api/me/confirmation-email");
    expect(none.status).toBe(409);
    expect(await none.json()).toEqual({ error: EMAIL_CONFIRMATION_MESSAGES.alreadyConfirmed });
    expect(await outboxFor(confirmed.email, "email_confirmation")).toEqual([]);

    expect((await t.client().post("/api/me/confirmation-email")).status).toBe(401);
  });
});

describe("rate limits per client address", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      rateLimits: {
        signIn: { window: 60, max: 2 },
        signUp: { window: 60, max: 2 },
        reset: { window: 60, max: 2 },
        signInPerAccount: { window: 60, max: 2 },
        resetPerAccount: { window: 60, max: 2 },
        verifyEmail: { window: 60, max: 2 },
      },
    });
  });
  afterAll(() => limited?.close());

  const expectTooMany = async (res: Response) => {
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ message: "Too many requests. Please try again later." });
    expect(Number(res.headers.get("x-retry-after"))).toBeGreaterThan(0);
  };

  it("limits sign-in attempts from one address, not from another", async () => {
    const c = limited.client("10.1.1.1");
    // A new e-mail each time, so only the per-address limit is at work.
    const attempt = () => ({ email: newEmail(), password: "wrong-password" });
    expect((await c.post("/api/auth/sign-in/email", attempt())).status).toBe(401);
    expect((await c.post("/api/auth/sign-in/email", attempt())).status).toBe(401);
    await expectTooMany(await c.post("/api/auth/sign-in/email", attempt()));
    expect((await limited.client("10.1.1.2").post("/api/auth/sign-in/email", attempt())).status).toBe(401);
  });

  it("limits sign-ups from one address", async () => {
    const c = limited.client("10.2.2.2");
    const signUp = () => c.post("/api/auth/sign-up/email", { email: newEmail(), password: "secret1", name: "x" });
    expect((await signUp()).status).toBe(200);
    expect((await signUp()).status).toBe(200);
    await expectTooMany(await signUp());
  });

  it("limits reset e-mail requests from one address", async () => {
    const c = limited.client("10.3.3.3");
    const reset = () => c.post("/api/auth/request-password-reset", { email: newEmail(), redirectTo: `${APP_URL}/auth` });
    expect((await reset()).status).toBe(200);
    expect((await reset()).status).toBe(200);
    await expectTooMany(await reset());
  });

  it("limits confirmation links opened from one address, not from another", async () => {
    const c = limited.client("10.4.4.4");
    const open = (client = c) => client.get("/api/auth/verify-email?token=not-a-token");
    expect((await open()).status).toBe(400);
    expect((await open()).status).toBe(400);
    await expectTooMany(await open());
    expect((await open(limited.client("10.4.4.5"))).status).toBe(400);
  });

  it("refuses an account after repeated failed sign-ins from any address, even with the right password", async () => {
    const { email, password } = await limited.client().signUp(newEmail("target"), "right-password");
    expect((await limited.client().post("/api/auth/sign-in/email", { email, password: "guess-1" })).status).toBe(401);
    expect((await limited.client().post("/api/auth/sign-in/email", { email: email.toUpperCase(), password: "guess-2" })).status).toBe(401);

    const blocked = await limited.client().post("/api/auth/sign-in/email", { email, password });
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({ message: "Too many failed sign-in attempts for this account. Please try again later." });
    expect(Number(blocked.headers.get("x-retry-after"))).toBeGreaterThan(0);

    // Other accounts are not affected.
    const other = await limited.client().signUp();
    expect((await limited.client().post("/api/auth/sign-in/email", other)).status).toBe(200);
  });

  it("answers an unknown e-mail the same way, so the limit does not reveal which accounts exist", async () => {
    const email = newEmail("ghost");
    expect((await limited.client().post("/api/auth/sign-in/email", { email, password: "guess-1" })).status).toBe(401);
    expect((await limited.client().post("/api/auth/sign-in/email", { email, password: "guess-2" })).status).toBe(401);
    expect((await limited.client().post("/api/auth/sign-in/email", { email, password: "guess-3" })).status).toBe(429);
  });

  it("limits reset e-mails to one address from any client address, the same for an unknown address", async () => {
    const { email } = await limited.client().signUp(newEmail("flooded"), "right-password");
    const unknownEmail = newEmail("nobody");
    for (const target of [email, unknownEmail]) {
      const reset = () => limited.client().post("/api/auth/request-password-reset", { email: target, redirectTo: `${APP_URL}/auth` });
      expect((await reset()).status).toBe(200);
      expect((await reset()).status).toBe(200);
      const refused = await reset();
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ message: "Too many password reset requests for this e-mail address. Please try again later." });
      expect(Number(refused.headers.get("x-retry-after"))).toBeGreaterThan(0);
    }
    const queued = await limited.db.select().from(emailOutbox).where(and(eq(emailOutbox.to_address, email), eq(emailOutbox.type, "password_reset")));
    expect(queued).toHaveLength(2);
    // Another account can still ask for its reset e-mail.
    const other = await limited.client().signUp();
    expect((await limited.client().post("/api/auth/request-password-reset", { email: other.email, redirectTo: `${APP_URL}/auth` })).status).toBe(200);
  });

  it("forgets earlier failures after a successful sign-in", async () => {
    const { email, password } = await limited.client().signUp(newEmail("typo"), "right-password");
    expect((await limited.client().post("/api/auth/sign-in/email", { email, password: "typo" })).status).toBe(401);
    expect((await limited.client().post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
    expect((await limited.client().post("/api/auth/sign-in/email", { email, password: "typo" })).status).toBe(401);
    expect((await limited.client().post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
  });
});
