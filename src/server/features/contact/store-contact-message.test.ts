import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { errorBody } from "../../../../tests/support/typed-api";
import { contactMessages, emailOutbox } from "../../db/schema";
import { SETTING_DEFAULTS } from "@/shared/domain/site/settings";
import { CONTACT_RATE_LIMIT } from "@/shared/schemas/people/contact";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let seq = 0;
const uniqueEmail = () => `visitor-${Date.now()}-${++seq}@example.com`;
const validMessage = (overrides: Record<string, unknown> = {}) => ({
  name: "Jane Doe",
  email: uniqueEmail(),
  phone: "01632 960000",
  message: "Could I collect my treatment on Saturday?",
  ...overrides,
});

const storedFor = (email: string) => t.db.select().from(contactMessages).where(eq(contactMessages.email, email));
const mailTo = (email: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.to_address, email));

describe("POST /api/contact", () => {
  it("stores the message and queues the acknowledgement and the staff notice", async () => {
    const body = validMessage();
    const res = await t.client().post("/api/contact", body);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ received: true });

    const [stored] = await storedFor(body.email);
    expect(stored).toMatchObject({ name: "Jane Doe", email: body.email, phone: "01632 960000", message: body.message });

    const [ack] = await mailTo(body.email);
    expect(ack).toMatchObject({
      type: "contact_form",
      subject: `Thank you for contacting ${SETTING_DEFAULTS.display_name}`,
    });
    expect(ack!.text).not.toContain(body.message); // nothing the visitor typed goes to the address they gave

    const staff = (await mailTo(SETTING_DEFAULTS.company_email)).filter((m) => m.text.includes(body.email));
    expect(staff).toHaveLength(1);
    expect(staff[0]).toMatchObject({
      type: "admin_notification",
      subject: "New Contact Form Submission from Jane Doe",
    });
  });

  it("accepts a message without a phone number, trimming the fields", async () => {
    const email = uniqueEmail();
    const res = await t
      .client()
      .post("/api/contact", { name: "  Sam Lee ", email: `  ${email} `, phone: "", message: " Hello " });
    expect(res.status).toBe(201);
    const [stored] = await storedFor(email);
    expect(stored).toMatchObject({ name: "Sam Lee", email, phone: null, message: "Hello" });
  });

  it("refuses missing required fields with a message per field and stores nothing", async () => {
    const email = uniqueEmail();
    const res = await t.client().post("/api/contact", { email, name: "", message: "   " });
    expect(res.status).toBe(400);
    const body = await errorBody(res);
    expect(body.fields).toEqual({ name: "Name is required", message: "Message is required" });
    expect(await storedFor(email)).toHaveLength(0);
    expect(await mailTo(email)).toHaveLength(0);
  });

  it("refuses an invalid e-mail address and an invalid phone number", async () => {
    const res = await t.client().post("/api/contact", validMessage({ email: "not-an-email", phone: "call me maybe" }));
    expect(res.status).toBe(400);
    const body = await errorBody(res);
    expect(body.fields).toEqual({
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
    });
  });

  it("refuses over-long fields", async () => {
    const email = uniqueEmail();
    const res = await t
      .client()
      .post(
        "/api/contact",
        validMessage({ email, name: "n".repeat(101), phone: "1".repeat(31), message: "m".repeat(5001) }),
      );
    expect(res.status).toBe(400);
    const body = await errorBody(res);
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(["message", "name", "phone"]);
    expect(await storedFor(email)).toHaveLength(0);
  });

  it("refuses a line break in the name, which would end up in an e-mail subject", async () => {
    const res = await t.client().post("/api/contact", validMessage({ name: "Jane\r\nBcc: victim@example.com" }));
    expect(res.status).toBe(400);
    expect((await errorBody(res)).fields).toHaveProperty("name");
  });

  it("refuses unknown fields", async () => {
    const res = await t.client().post("/api/contact", validMessage({ to: "someone@example.com" }));
    expect(res.status).toBe(400);
  });

  it("answers malformed JSON with 400, not 500", async () => {
    const res = await t.client().post("/api/contact", "{ not json");
    expect(res.status).toBe(400);
    expect(await errorBody(res)).toHaveProperty("error");
  });

  it("escapes HTML of the message in the e-mails", async () => {
    const body = validMessage({
      name: "Eve <b>Bold</b>",
      message: `<script>alert("x")</script><img src=x onerror=alert(1)>`,
    });
    expect((await t.client().post("/api/contact", body)).status).toBe(201);
    const [ack] = await mailTo(body.email);
    expect(ack!.html).not.toContain("<script>");
    expect(ack!.html).not.toContain("<img src=x");
    expect(ack!.html).not.toContain("script");
    const staff = (await mailTo(SETTING_DEFAULTS.company_email)).find((m) => m.text.includes(body.email));
    expect(staff!.html).not.toContain("<b>Bold</b>");
    expect(staff!.html).toContain("Eve &lt;b&gt;Bold&lt;/b&gt;");
  });

  it("limits messages per client address, not for everyone", async () => {
    const visitor = t.client();
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
      expect((await visitor.post("/api/contact", validMessage())).status).toBe(201);
    }
    const refusedEmail = uniqueEmail();
    const refused = await visitor.post("/api/contact", validMessage({ email: refusedEmail }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await errorBody(refused)).error).toMatch(/try again/i);
    expect(await storedFor(refusedEmail)).toHaveLength(0);

    expect((await t.client().post("/api/contact", validMessage())).status).toBe(201);
  });
});
