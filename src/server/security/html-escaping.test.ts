/**
 * Stored text is data, never markup: names, addresses and messages carrying HTML are queued
 * in e-mails as escaped text, and the admin API hands them to the page as JSON (which React
 * renders as text; tests/e2e/security.spec.ts checks the page itself).
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "@/server/db/schema";
import { EXCLUSIONS, MEDICAL_QUESTIONS } from "@/shared/domain/clinical/exclusions";
import type { BasicInfoInput } from "@/shared/schemas/patient/patient-form";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const SCRIPT = `<script>alert("x")</script>`;
const IMG = `"><img src=x onerror=alert(1)>`;
const escaped = (s: string) =>
  s
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");

/** No element, event handler or script URL the payloads could have brought in (as text they are fine). */
function expectNoInjectedMarkup(html: string) {
  expect(html).not.toMatch(/<(script|img|iframe|svg|a\s+href="javascript)\b/i);
  expect(html).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/<[^>]*=\s*["']?\s*javascript:/i);
}

const mailsTo = (to: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.to_address, to));

describe("HTML in stored text", () => {
  it("is escaped in both contact form e-mails", async () => {
    const email = `contact-${Date.now()}@example.com`;
    const res = await t.client().post("/api/contact", {
      name: `${SCRIPT} Smith`,
      email,
      phone: "",
      message: `Hello ${IMG}\n<a href="javascript:alert(2)">click</a>`,
    });
    expect(res.status).toBe(201);
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(
        sql`${emailOutbox.to_address} = ${email} OR (${emailOutbox.type} = 'admin_notification' AND ${emailOutbox.html} LIKE ${`%${email}%`})`,
      );
    expect(mails.map((m) => m.type).sort()).toEqual(["admin_notification", "contact_form"]);
    for (const mail of mails) expectNoInjectedMarkup(mail.html);
    // The acknowledgement repeats nothing the visitor typed; the staff notice shows it as text.
    const ack = mails.find((m) => m.type === "contact_form")!;
    expect(ack.html).not.toContain("Smith");
    const staff = mails.find((m) => m.type === "admin_notification")!;
    expect(staff.html).toContain(escaped(`${SCRIPT} Smith`));
    expect(staff.html).toContain(escaped(IMG));
    expect(staff.html).toContain(escaped(`<a href="javascript:alert(2)">click</a>`));
  });

  it("never reaches the welcome or the password reset e-mail: the account name, chosen by whoever opened the account, is not repeated", async () => {
    const email = `reset-${Date.now()}@example.com`;
    expect(
      (await t.client().post("/api/auth/sign-up/email", { email, password: "secret-password", name: SCRIPT })).status,
    ).toBe(200);
    expect(
      (await t.client().post("/api/auth/request-password-reset", { email, redirectTo: "http://localhost:3000/auth" }))
        .status,
    ).toBe(200);
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.type).sort()).toEqual(["password_reset", "welcome"]);
    for (const mail of mails) {
      expectNoInjectedMarkup(mail.html);
      expect(mail.html).not.toContain(escaped(SCRIPT));
      expect(mail.text).not.toContain(SCRIPT);
    }
    expect(mails.find((m) => m.type === "password_reset")!.text).toMatch(/^Hello,$/m);
  });

  it("is escaped in the order e-mails to the patient and to staff, and comes back from the admin API as JSON text", async () => {
    const p = await t.patient();
    const basic: BasicInfoInput = {
      forSelf: "yes",
      userType: "new",
      salutation: "",
      firstName: SCRIPT,
      lastName: IMG,
      email: p.email,
      phone: "07700 900123",
      dob: "1985-06-15",
      sex: "female",
      address1: `<iframe src="javascript:alert(3)"></iframe>`,
      address2: "",
      city: "Oxford",
      postcode: "OX1 1AA",
    };
    const saved = await p.api.patient.basic.$put({ json: basic });
    expect(saved.status).toBe(200);
    const { patientId } = await saved.json();
    const answers = Object.fromEntries(
      [...MEDICAL_QUESTIONS, ...EXCLUSIONS].map((q) => [q.field, { answer: "no", details: "" }]),
    );
    answers.medicalConditions = { answer: "yes", details: `<svg onload=alert(4)>` };
    expect(
      (
        await p.put("/api/patient/safety", {
          height: 170,
          weight: 100,
          answers,
          diabetes: { isDiabetic: "no", type: "", details: "" },
          gp: { practiceName: "Jericho Health Centre", practiceAddress: "Walton Street, Oxford", consent: "yes" },
        })
      ).status,
    ).toBe(200);
    expect((await p.post("/api/patient/dose", {})).status).toBe(200);
    expect(
      (
        await p.put("/api/patient/shipping", {
          deliveryMethod: "delivery",
          address1: basic.address1,
          address2: IMG,
          city: "Oxford",
          postcode: "OX1 1AA",
        })
      ).status,
    ).toBe(200);
    const completed = await p.api.patient.complete.$post({ json: {} });
    expect(completed.status).toBe(200);
    const { orderId } = await completed.json();

    const orderMails = await t.db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.subject} LIKE ${`%#${orderId}`}`);
    expect(orderMails.length).toBeGreaterThanOrEqual(2);
    for (const mail of orderMails) {
      expectNoInjectedMarkup(mail.html);
      expect(mail.html).toContain(escaped(SCRIPT));
    }

    const detail = await (await t.employee()).api.admin.patients[":id"].$get({ param: { id: String(patientId) } });
    expect(detail.headers.get("content-type")).toMatch(/^application\/json/);
    expect(detail.headers.get("x-content-type-options")).toBe("nosniff");
    const body = await detail.json();
    expect(body.patient).toMatchObject({
      firstName: SCRIPT,
      lastName: IMG,
      address1: basic.address1,
      medicalConditions: `<svg onload=alert(4)>`,
    });
  });
});
