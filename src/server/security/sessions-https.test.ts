/**
 * Transport security follows APP_URL: behind https the session cookie is Secure with the
 * __Secure- prefix and every response carries HSTS; on plain http (development) neither,
 * since a browser would drop a Secure cookie there and HSTS would lock the developer out.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestClient } from "../../../tests/support/test-app";

let https: TestApp;
let http: TestApp;

beforeAll(async () => {
  [https, http] = await Promise.all([createTestApp({ env: { APP_URL: "https://pharmacy.example" } }), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([https?.close(), http?.close()]);
});

const sessionCookieOf = (res: Response) => res.headers.getSetCookie().find((h) => /session_token=/.test(h));
const me = async (c: TestClient) => (await (await c.api.me.$get()).json()).user;

describe("with APP_URL on https", () => {
  it("sets the session cookie Secure, __Secure- prefixed, HttpOnly and SameSite=Lax on the e-mailed link and on sign-in", async () => {
    const c = https.client();
    const email = `https-${Date.now()}@example.com`;
    // Decision 027: the confirmation link signs the new patient in.
    await c.signUp(email, "secret-password");
    expect(c.cookie).toMatch(/^__Secure-|; __Secure-/);
    expect(await me(c)).toMatchObject({ email });
    const signIn = await https.client().post("/api/auth/sign-in/email", { email, password: "secret-password" });
    expect(signIn.status).toBe(200);
    const cookie = sessionCookieOf(signIn);
    expect(cookie).toMatch(/^__Secure-[\w.-]*session_token=/);
    expect(cookie).toMatch(/;\s*Secure(;|$)/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
  });

  it("sends HSTS on API answers, errors and pages", async () => {
    for (const res of [
      await https.client().get("/api/health"),
      await https.client().get("/api/nowhere"),
      await https.client().get("/"),
    ]) {
      expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    }
  });

  it("refuses a state-changing request from the http origin of the same host", async () => {
    const res = await https
      .client()
      .post(
        "/api/contact",
        { name: "A", email: "a@example.com", message: "hi" },
        { origin: "http://pharmacy.example" },
      );
    expect(res.status).toBe(403);
  });
});

describe("with APP_URL on plain http", () => {
  it("sets the session cookie without Secure and without the __Secure- prefix", async () => {
    const c = http.client();
    const { email, password } = await c.signUp();
    const signIn = await http.client().post("/api/auth/sign-in/email", { email, password });
    const cookie = sessionCookieOf(signIn);
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/^__Secure-|^__Host-/);
    expect(cookie).not.toMatch(/;\s*Secure(;|$)/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
  });

  it("sends no HSTS", async () => {
    for (const res of [await http.client().get("/api/health"), await http.client().get("/")]) {
      expect(res.headers.get("strict-transport-security")).toBeNull();
    }
  });
});
