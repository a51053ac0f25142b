import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectConsoleError } from "../../tests/support/setup";
import { createTestApp, type TestApp } from "../../tests/support/test-app";
import { errorBody } from "../../tests/support/typed-api";
import { CONTACT_RATE_LIMIT } from "@/shared/schemas/people/contact";
import { ERROR_CODES, ERROR_STATUS, type ErrorCode } from "@/shared/errors";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/**
 * docs/architecture.md, convention 12: every error answer of the API is `{ error, code, fields? }`
 * with a code of the closed list (src/shared/errors.ts), whichever part of the app gives it: the
 * validation hook, the session middleware, the CSRF check, the body limit, a rate limit, an
 * operation's refusal, the 404 of an unknown path, the one onError.
 */
async function expectCode(res: Response, code: ErrorCode) {
  expect(res.status, code).toBe(ERROR_STATUS[code]);
  const body = await errorBody(res);
  expect(ERROR_CODES).toContain(body.code);
  expect(body.code).toBe(code);
  expect(typeof body.error).toBe("string");
  expect(body.error).not.toBe("");
  return body;
}

const contact = (c: ReturnType<TestApp["client"]>) =>
  c.post("/api/contact", { name: "Jane Doe", email: "jane@example.com", message: "Hello" });

describe("every error answer carries a code of the closed list", () => {
  it("400: a body the schema refuses, with its field messages, and a body that is not JSON", async () => {
    const body = await expectCode(await t.client().post("/api/contact", {}), "invalid_input");
    expect(body.fields).toMatchObject({ name: expect.any(String), message: expect.any(String) });
    await expectCode(await t.client().post("/api/contact", "{not json"), "invalid_input");
  });

  it("401: nobody signed in", async () => {
    await expectCode(await t.client().get("/api/admin/patients"), "unauthenticated");
    await expectCode(await t.client().post("/api/auth/two-factor/enable", { password: "x" }), "unauthenticated");
  });

  it("403: a patient in the back office, and a request from a foreign origin", async () => {
    const patient = await t.patient();
    await expectCode(await patient.get("/api/admin/patients"), "forbidden");
    await expectCode(await patient.post("/api/auth/two-factor/enable", { password: patient.password }), "forbidden");
    await expectCode(await t.client().post("/api/contact", {}, { origin: "https://evil.example" }), "forbidden");
  });

  it("404: an unknown API path and a record that is not the caller's", async () => {
    await expectCode(await t.client().get("/api/no-such-thing"), "not_found");
    const patient = await t.patient();
    await expectCode(await patient.get("/api/account/orders/999999"), "not_found");
  });

  it("409: a request the record's state refuses", async () => {
    const patient = await t.patient();
    await expectCode(await patient.post("/api/me/confirmation-email"), "conflict");
  });

  it("413: a body over the limit", async () => {
    await expectCode(await t.client().post("/api/contact", { message: "a".repeat(200_000) }), "too_large");
  });

  it("429: too many requests", async () => {
    const visitor = t.client();
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) expect((await contact(visitor)).status).toBe(201);
    await expectCode(await contact(visitor), "rate_limited");
  });

  it("500: anything else, with a message that says nothing of it", async () => {
    expectConsoleError(/GET \/api\/products failed/);
    await t.db.execute(sql`ALTER TABLE products RENAME TO products_away`);
    try {
      const body = await expectCode(await t.client().get("/api/products"), "internal");
      expect(body).toEqual({ error: "Something went wrong. Please try again.", code: "internal" });
    } finally {
      await t.db.execute(sql`ALTER TABLE products_away RENAME TO products`);
    }
  });
});
