/**
 * Behind n reverse proxies (TRUST_PROXY=n) the client address used by the rate limits is the
 * one our outermost proxy saw: the X-Forwarded-For entry n from the right (each proxy appends
 * one). Entries before it come from the client and can be anything, so they must not open a new
 * limit; with TRUST_PROXY=0 the header is ignored altogether.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_RATE_LIMIT } from "@/shared/schemas/people/contact";
import { loadEnv } from "../env";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("the client address behind a proxy", () => {
  it("is the entry the proxy appended, so a forged X-Forwarded-For does not escape the limits", async () => {
    const c = t.client();
    const send = (forged: string) =>
      c.post(
        "/api/contact",
        { name: "Visitor", email: "visitor@example.com", message: "Hello" },
        { "x-forwarded-for": `${forged}, 10.200.0.7` },
      );
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) expect((await send(`192.0.2.${i + 1}`)).status).toBe(201);
    expect((await send("198.51.100.99")).status).toBe(429);
    // Another real client behind the same proxy is not affected.
    expect(
      (
        await t
          .client()
          .post(
            "/api/contact",
            { name: "Other", email: "other@example.com", message: "Hi" },
            { "x-forwarded-for": "10.200.0.8" },
          )
      ).status,
    ).toBe(201);
  });

  it("limits sign-ups by the same address", async () => {
    const c = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await c.post(
        "/api/auth/sign-up/email",
        { email: `xff-${i}-${Date.now()}@example.com`, password: "secret-password", name: "Xff" },
        { "x-forwarded-for": `203.0.113.${i + 1}, 10.200.0.9` },
      );
      statuses.push(res.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("TRUST_PROXY", () => {
  it("takes a number of proxies; true stays one and false none", () => {
    expect(loadEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(0);
    expect(loadEnv({}).TRUST_PROXY).toBe(0);
    expect(() => loadEnv({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY/);
  });

  it("behind two proxies, limits by the entry two hops from the right, whatever the client forges before it", async () => {
    const two = await createTestApp({ env: { TRUST_PROXY: "2" } });
    try {
      const send = (forged: string) =>
        two.app.request("/api/contact", {
          method: "POST",
          headers: {
            origin: "http://localhost:3000",
            "content-type": "application/json",
            "x-forwarded-for": `${forged}, 203.0.113.50, 10.9.9.9`,
          },
          body: JSON.stringify({ name: "Visitor", email: "visitor@example.com", message: "Hello" }),
        });
      for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) expect((await send(`192.0.2.${i + 1}`)).status).toBe(201);
      expect((await send("198.51.100.99")).status).toBe(429);
    } finally {
      await two.close();
    }
  });

  it("with 0, ignores X-Forwarded-For: every forged address shares the one socket's limit", async () => {
    const none = await createTestApp({ env: { TRUST_PROXY: "0" } });
    try {
      const send = (forged: string) =>
        none.app.request("/api/contact", {
          method: "POST",
          headers: { origin: "http://localhost:3000", "content-type": "application/json", "x-forwarded-for": forged },
          body: JSON.stringify({ name: "Visitor", email: `v-${forged}@example.com`, message: "Hello" }),
        });
      for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) expect((await send(`192.0.2.${i + 1}`)).status).toBe(201);
      expect((await send("198.51.100.99")).status).toBe(429);
    } finally {
      await none.close();
    }
  });
});
