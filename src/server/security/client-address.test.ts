/**
 * Behind a reverse proxy (TRUST_PROXY=true) the client address used by the rate limits is the
 * one the proxy saw: the last X-Forwarded-For entry, which the proxy appends. Entries before it
 * come from the client and can be anything, so they must not open a new limit.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_RATE_LIMIT } from "@/shared/schemas/contact";
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
      c.post("/api/contact", { name: "Visitor", email: "visitor@example.com", message: "Hello" }, { "x-forwarded-for": `${forged}, 10.200.0.7` });
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) expect((await send(`192.0.2.${i + 1}`)).status).toBe(201);
    expect((await send("198.51.100.99")).status).toBe(429);
    // Another real client behind the same proxy is not affected.
    expect((await t.client().post("/api/contact", { name: "Other", email: "other@example.com", message: "Hi" }, { "x-forwarded-for": "10.200.0.8" })).status).toBe(201);
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
