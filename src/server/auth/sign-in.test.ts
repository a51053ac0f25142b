import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSmtp } from "../../../tests/support/smtp";
import { authRefusal } from "../../../tests/support/auth-answers";
import { createTestApp, type TestApp, type TestClient } from "../../../tests/support/test-app";

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
    expect((await authRefusal(res)).message).toBe("Invalid email or password");
    expect(c.cookie).toBe("");
    expect(await me(c)).toEqual({ user: null, isEmployee: false });
  });

  it("answers an unknown e-mail exactly like a wrong password", async () => {
    const res = await t.client().post("/api/auth/sign-in/email", { email: newEmail("nobody"), password: "whatever1" });
    expect(res.status).toBe(401);
    expect((await authRefusal(res)).message).toBe("Invalid email or password");
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
