import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSmtp } from "../../../../tests/support/smtp";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { emailOutbox } from "../../db/schema";

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

const outboxFor = (to: string, type?: string) =>
  t.db
    .select({ id: emailOutbox.id, type: emailOutbox.type })
    .from(emailOutbox)
    .where(type ? and(eq(emailOutbox.to_address, to), eq(emailOutbox.type, type)) : eq(emailOutbox.to_address, to));

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
    expect(await res.json()).toEqual({ error: "No authenticated user found", code: "unauthenticated" });
  });
});
