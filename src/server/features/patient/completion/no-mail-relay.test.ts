/**
 * The pharmacy's mail cannot be aimed at anyone: the e-mail typed in the patient form receives
 * nothing, the order confirmation goes to the account's confirmed address, and an account can
 * complete only a few orders a day.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../../db/schema";
import { basicBody, safetyBody, shippingBody } from "../../../../../tests/support/patient-bodies";
import { createTestApp, type TestApp, type TestClient } from "../../../../../tests/support/test-app";
import { COMPLETIONS_PER_DAY, TOO_MANY_COMPLETIONS_MESSAGE } from "./completion-limit";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function completeAnOrder(p: TestClient, typedEmail: string) {
  expect((await p.put("/api/patient/basic", basicBody({ email: typedEmail }))).status).toBe(200);
  expect((await p.put("/api/patient/safety", safetyBody())).status).toBe(200);
  expect((await p.post("/api/patient/dose", {})).status).toBe(200);
  expect((await p.put("/api/patient/shipping", shippingBody())).status).toBe(200);
  return p.api.patient.complete.$post({ json: {} });
}

const mailTo = (to: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(eq(sql`lower(${emailOutbox.to_address})`, to.toLowerCase()));

describe("e-mail about a patient", () => {
  it("goes to the account's confirmed address, never to the address typed in the form", async () => {
    const p = await t.patient();
    const victim = `victim-${Date.now()}@example.org`;
    const res = await completeAnOrder(p, victim);
    expect(res.status).toBe(200);
    expect(await mailTo(victim)).toEqual([]);
    const own = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to_address, p.email), eq(emailOutbox.type, "order_confirmation")));
    expect(own).toHaveLength(1);
  });
});

describe("order completions", () => {
  it(`are limited to ${COMPLETIONS_PER_DAY} in 24 hours per account, with a clear 429`, async () => {
    const p = await t.patient();
    for (let i = 0; i < COMPLETIONS_PER_DAY; i++) {
      const done = await completeAnOrder(p, p.email);
      expect(done.status).toBe(200);
      // One open order at a time (decision 070): the patient cancels it before the next.
      const { orderId } = await done.json();
      expect((await p.post(`/api/account/orders/${orderId}/cancel`, {})).status).toBe(200);
    }
    const before = (await mailTo(p.email)).length;
    const refused = await completeAnOrder(p, p.email);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: TOO_MANY_COMPLETIONS_MESSAGE, code: "rate_limited" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await mailTo(p.email)).toHaveLength(before);
    // Another account is not held back.
    expect((await completeAnOrder(await t.patient(), "other@example.com")).status).toBe(200);
  });
});
