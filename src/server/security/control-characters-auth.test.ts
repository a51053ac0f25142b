/**
 * Control characters at the auth endpoints: each answers 4xx (never 500) to a C0 control
 * character or DEL in any field, and stores none (see control-characters.test.ts for the
 * product's own endpoints).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const show = (s: string) => JSON.stringify(s);
/** The text with `ch` inside it (not at an end, where trimming could hide it). */
const spoiled = (text: string, ch: string) =>
  text.length > 1 ? `${text.slice(0, 1)}${ch}${text.slice(1)}` : `a${ch}b`;

describe("control characters at the auth endpoints", () => {
  const validBodies: Array<[string, () => Record<string, unknown>]> = [
    [
      "/api/auth/sign-up/email",
      () => ({
        email: `ctl-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
        password: "secret-password",
        name: "Ada",
      }),
    ],
    ["/api/auth/sign-in/email", () => ({ email: "nobody@example.com", password: "secret-password" })],
    ["/api/auth/request-password-reset", () => ({ email: "nobody@example.com" })],
    ["/api/auth/reset-password", () => ({ token: "abcdefghijklmnop", newPassword: "secret-password" })],
  ];

  it("answers 4xx (never 500) to a control character in any field, and stores none", { timeout: 120_000 }, async () => {
    const wrong: string[] = [];
    for (const [path, body] of validBodies) {
      for (const key of Object.keys(body())) {
        for (const ch of ["\u0000", "\u0001", "\u001b", "\u007f"]) {
          // The auth endpoints limit each client address to a few tries a minute: a new visitor each time.
          const sent = body();
          sent[key] = spoiled(String(sent[key]), ch);
          const res = await t.client().post(path, sent);
          // A password is never stored as typed (only its hash), so one may hold any character.
          const allowed =
            key === "password" && path.endsWith("/sign-up/email")
              ? res.status < 500
              : res.status >= 400 && res.status < 500;
          if (!allowed) wrong.push(`${path} ${key} ${show(ch)} → ${res.status} ${(await res.text()).slice(0, 160)}`);
        }
      }
    }
    // A reset token read from the query string.
    const res = await t.client().post("/api/auth/reset-password?token=abc%00def", { newPassword: "secret-password" });
    if (res.status !== 400) wrong.push(`reset-password ?token with NUL → ${res.status}`);
    expect(wrong).toEqual([]);
  });

  it("a reset token with a NUL is simply not a valid token", async () => {
    const res = await t
      .client()
      .post("/api/auth/reset-password", { token: "abc\u0000def", newPassword: "secret-password" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "INVALID_TOKEN" });
  });
});
