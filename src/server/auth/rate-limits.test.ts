import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSmtp } from "../../../tests/support/smtp";
import { APP_URL, createTestApp, type TestApp } from "../../../tests/support/test-app";
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
    const reset = () =>
      c.post("/api/auth/request-password-reset", { email: newEmail(), redirectTo: `${APP_URL}/auth` });
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
    expect(
      (await limited.client().post("/api/auth/sign-in/email", { email: email.toUpperCase(), password: "guess-2" }))
        .status,
    ).toBe(401);

    const blocked = await limited.client().post("/api/auth/sign-in/email", { email, password });
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({
      message: "Too many failed sign-in attempts for this account. Please try again later.",
    });
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
      const reset = () =>
        limited.client().post("/api/auth/request-password-reset", { email: target, redirectTo: `${APP_URL}/auth` });
      expect((await reset()).status).toBe(200);
      expect((await reset()).status).toBe(200);
      const refused = await reset();
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        message: "Too many password reset requests for this e-mail address. Please try again later.",
      });
      expect(Number(refused.headers.get("x-retry-after"))).toBeGreaterThan(0);
    }
    const queued = await limited.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to_address, email), eq(emailOutbox.type, "password_reset")));
    expect(queued).toHaveLength(2);
    // Another account can still ask for its reset e-mail.
    const other = await limited.client().signUp();
    expect(
      (
        await limited
          .client()
          .post("/api/auth/request-password-reset", { email: other.email, redirectTo: `${APP_URL}/auth` })
      ).status,
    ).toBe(200);
  });

  it("forgets earlier failures after a successful sign-in", async () => {
    const { email, password } = await limited.client().signUp(newEmail("typo"), "right-password");
    expect((await limited.client().post("/api/auth/sign-in/email", { email, password: "typo" })).status).toBe(401);
    expect((await limited.client().post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
    expect((await limited.client().post("/api/auth/sign-in/email", { email, password: "typo" })).status).toBe(401);
    expect((await limited.client().post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
  });
});
