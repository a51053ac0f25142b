/**
 * Rate limits live in the database, so they hold when the app scales out (two instances on
 * one database, as behind a load balancer) and when it restarts. Each limit is used up half
 * on one instance and half on the other; then, after a restart, the counts are still there.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_RATE_LIMIT, CONTACT_RATE_LIMITED_MESSAGE } from "@/shared/schemas/people/contact";
import { APP_URL, createTestApp, type TestApp, type TestClient } from "../../../tests/support/test-app";

const LIMITS = {
  signIn: { window: 60, max: 2 },
  signUp: { window: 60, max: 2 },
  reset: { window: 60, max: 2 },
  signInPerAccount: { window: 60, max: 2 },
  resetPerAccount: { window: 60, max: 2 },
};
const TOO_MANY = { message: "Too many requests. Please try again later." };
const ACCOUNT_LOCKED = { message: "Too many failed sign-in attempts for this account. Please try again later." };

let t: TestApp;
let other: Awaited<ReturnType<TestApp["instance"]>>;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: LIMITS, persistent: true });
  other = await t.instance();
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const newEmail = (prefix = "limit") => `${prefix}-${randomBytes(4).toString("hex")}@example.com`;
let ipCounter = 0;
/** One visitor address, seen by both instances. */
const newIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

type Action = (c: TestClient) => Promise<Response>;
const signInWrong: Action = (c) => c.post("/api/auth/sign-in/email", { email: newEmail(), password: "wrong-password" });
const signUp: Action = (c) =>
  c.post("/api/auth/sign-up/email", { email: newEmail(), password: "secret-password", name: "Limit" });
const requestReset: Action = (c) =>
  c.post("/api/auth/request-password-reset", { email: newEmail(), redirectTo: `${APP_URL}/auth` });
const contact: Action = (c) =>
  c.post("/api/contact", { name: "Visitor", email: newEmail("contact"), message: "Hello" });

const authLimits: Array<[string, Action, number]> = [
  ["sign-in", signInWrong, 401],
  ["sign-up", signUp, 200],
  ["password reset", requestReset, 200],
];

describe("two app instances on one database", () => {
  it.each(authLimits)("share the per-address %s limit", async (_name, action, okStatus) => {
    const ip = newIp();
    expect((await action(t.client(ip))).status).toBe(okStatus);
    expect((await action(other.client(ip))).status).toBe(okStatus);
    for (const c of [t.client(ip), other.client(ip)]) {
      const res = await action(c);
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual(TOO_MANY);
    }
    expect((await action(other.client(newIp()))).status).toBe(okStatus);
  });

  it("share the per-account failed sign-in limit", async () => {
    const { email, password } = await t.client().signUp(newEmail("account"), "right-password");
    expect((await t.client().post("/api/auth/sign-in/email", { email, password: "guess-1" })).status).toBe(401);
    expect((await other.client().post("/api/auth/sign-in/email", { email, password: "guess-2" })).status).toBe(401);
    for (const c of [t.client(), other.client()]) {
      const res = await c.post("/api/auth/sign-in/email", { email, password });
      expect(res.status).toBe(429);
      expect(await res.json()).toMatchObject(ACCOUNT_LOCKED);
    }
  });

  it("share the contact form limit", async () => {
    const ip = newIp();
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
      expect((await contact((i % 2 ? other : t).client(ip))).status).toBe(201);
    }
    for (const c of [t.client(ip), other.client(ip)]) {
      const res = await contact(c);
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual({ error: CONTACT_RATE_LIMITED_MESSAGE, code: "rate_limited" });
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });

  it("share the contact form limit per sender e-mail, whatever address the messages come from", async () => {
    const email = newEmail("sender");
    const send = (app: TestApp | typeof other) =>
      app.client(newIp()).post("/api/contact", { name: "Visitor", email, message: "Hello" });
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) expect((await send(i % 2 ? other : t)).status).toBe(201);
    for (const app of [t, other]) {
      const res = await send(app);
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual({ error: CONTACT_RATE_LIMITED_MESSAGE, code: "rate_limited" });
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // The same address in another case is the same sender; another sender is not limited.
    expect(
      (await t.client(newIp()).post("/api/contact", { name: "Visitor", email: email.toUpperCase(), message: "Hello" }))
        .status,
    ).toBe(429);
    expect(
      (await t.client(newIp()).post("/api/contact", { name: "Visitor", email: newEmail("sender"), message: "Hello" }))
        .status,
    ).toBe(201);
  });

  it("share the per-account reset limit", async () => {
    const { email } = await t.client().signUp(newEmail("reset"), "right-password");
    const reset = (app: TestApp | typeof other) =>
      app.client(newIp()).post("/api/auth/request-password-reset", { email, redirectTo: `${APP_URL}/auth` });
    expect((await reset(t)).status).toBe(200);
    expect((await reset(other)).status).toBe(200);
    for (const app of [t, other]) expect((await reset(app)).status).toBe(429);
  });

  it("share sessions: a sign-in on one instance is signed in on the other, and a sign-out on either ends it", async () => {
    const a = t.client();
    const { email } = await a.signUp();
    const onOther = await other.client().get("/api/me", { cookie: a.cookie });
    expect(await onOther.json()).toMatchObject({ user: { email } });
    const cookie = a.cookie;
    expect((await other.client().post("/api/auth/sign-out", {}, { cookie })).status).toBe(200);
    expect(await (await a.get("/api/me")).json()).toMatchObject({ user: null });
  });
});

describe("a restart", () => {
  it("keeps every limit's count", async () => {
    const ips = { signIn: newIp(), signUp: newIp(), reset: newIp(), contact: newIp() };
    for (let i = 0; i < LIMITS.signIn.max; i++) expect((await signInWrong(t.client(ips.signIn))).status).toBe(401);
    for (let i = 0; i < LIMITS.signUp.max; i++) expect((await signUp(t.client(ips.signUp))).status).toBe(200);
    for (let i = 0; i < LIMITS.reset.max; i++) expect((await requestReset(t.client(ips.reset))).status).toBe(200);
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) expect((await contact(t.client(ips.contact))).status).toBe(201);
    const sender = newEmail("restart-sender");
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
      expect(
        (await t.client(newIp()).post("/api/contact", { name: "Visitor", email: sender, message: "Hello" })).status,
      ).toBe(201);
    }
    const { email, password } = await t.client().signUp(newEmail("restart"), "right-password");
    for (let i = 0; i < LIMITS.resetPerAccount.max; i++) {
      expect(
        (await t.client(newIp()).post("/api/auth/request-password-reset", { email, redirectTo: `${APP_URL}/auth` }))
          .status,
      ).toBe(200);
    }
    for (let i = 0; i < LIMITS.signInPerAccount.max; i++) {
      expect((await t.client().post("/api/auth/sign-in/email", { email, password: `guess-${i}` })).status).toBe(401);
    }

    await other.close();
    await t.restart();
    other = await t.instance();

    expect((await signInWrong(t.client(ips.signIn))).status).toBe(429);
    expect((await signUp(t.client(ips.signUp))).status).toBe(429);
    expect((await requestReset(t.client(ips.reset))).status).toBe(429);
    expect((await contact(t.client(ips.contact))).status).toBe(429);
    expect(
      (await t.client(newIp()).post("/api/contact", { name: "Visitor", email: sender, message: "Hello" })).status,
    ).toBe(429);
    expect(
      (await t.client(newIp()).post("/api/auth/request-password-reset", { email, redirectTo: `${APP_URL}/auth` }))
        .status,
    ).toBe(429);
    const locked = await t.client().post("/api/auth/sign-in/email", { email, password });
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject(ACCOUNT_LOCKED);

    // The restarted server works: a new visitor is not limited.
    expect((await contact(t.client(newIp()))).status).toBe(201);
    expect((await signUp(other.client(newIp()))).status).toBe(200);
  });
});
