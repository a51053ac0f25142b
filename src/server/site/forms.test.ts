/**
 * Decision 104: the public forms work without the app's script. The BMI calculator is a GET the
 * server answers with the result; the contact message, sign-in, sign-up and a reset request are
 * form posts answered with their page (or, on a sign-in, a redirect with the session's cookie),
 * under the same rules as the app's JSON calls. A post from another site is refused.
 */
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes, randomInt } from "node:crypto";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_URL, createTestApp, type TestApp } from "../../../tests/support/test-app";
import { contactMessages } from "../db/schema";
import { createSiteApp } from "../serve";

let t: TestApp;
let clientDir: string;
let site: ReturnType<typeof createSiteApp>;

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      signIn: { window: 60, max: 3 },
      signUp: { window: 60, max: 50 },
      reset: { window: 60, max: 50 },
      signInPerAccount: { window: 60, max: 50 },
      resetPerAccount: { window: 60, max: 50 },
      verifyEmail: { window: 60, max: 50 },
    },
  });
  clientDir = mkdtempSync(path.join(tmpdir(), "site-forms-"));
  copyFileSync(path.resolve(import.meta.dirname, "../../../index.html"), path.join(clientDir, "index.html"));
  site = createSiteApp(t.deps, clientDir);
});
afterAll(async () => {
  await t?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const newIp = () => `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;
const newEmail = () => `visitor-${randomBytes(4).toString("hex")}@example.com`;

/** A form post as a browser sends it from the site's page. */
const post = (url: string, fields: Record<string, string>, opts: { ip?: string; origin?: string | null } = {}) =>
  site.request(url, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": opts.ip ?? newIp(),
      ...(opts.origin === null ? {} : { origin: opts.origin ?? APP_URL }),
    },
    body: new URLSearchParams(fields).toString(),
  });

const text = (page: string) =>
  page
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
const inputValue = (page: string, name: string) =>
  new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(page)?.[1] ??
  new RegExp(`<input[^>]*value="([^"]*)"[^>]*name="${name}"`).exec(page)?.[1];
const messages = async () => (await t.db.select({ n: count() }).from(contactMessages))[0]!.n;

describe("the BMI calculator sent without the script", () => {
  it("shows the result in the page: BMI, category, eligibility and a Continue link carrying the values", async () => {
    const res = await site.request("/am-i-suitable?type=new&height=170&weight=95&sex=male");
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(text(page)).toContain("Your BMI 32.9");
    expect(text(page)).toContain("Category Obesity");
    expect(text(page)).toContain("You may be eligible for the treatment.");
    expect(page).toMatch(
      /href="\/auth\?tab=signup&amp;from=%2Fpatient-form%2Fbasic&amp;height=170&amp;weight=95&amp;sex=male&amp;bmi=32\.9[^"]*"/,
    );
  });

  it("shows each field's message when a field is missing", async () => {
    const page = await (await site.request("/am-i-suitable?height=170&weight=&sex=male")).text();
    expect(text(page)).toContain("Enter your weight in kilograms");
    expect(text(page)).not.toContain("Your BMI");
  });
});

describe("the contact form sent without the script", () => {
  it("stores the message and shows Message Sent", async () => {
    const before = await messages();
    const res = await post("/contact", { name: "Ann", email: "ann@example.com", phone: "", message: "Hello" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(text(await res.text())).toContain("Message Sent");
    expect(await messages()).toBe(before + 1);
  });

  it("answers 400 with each field's message and keeps what was typed", async () => {
    const res = await post("/contact", { name: "Ann", email: "not-an-address", message: "Kept text" });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(text(page)).toContain("Please enter a valid email address");
    expect(text(page)).toContain("Message not sent");
    expect(inputValue(page, "name")).toBe("Ann");
    expect(page).toContain("Kept text");
  });

  it("is held to the contact form's rate limit", async () => {
    const ip = newIp();
    const send = (i: number) => post("/contact", { name: "Ann", email: `ann${i}@example.com`, message: "Hi" }, { ip });
    for (let i = 0; i < 5; i++) expect((await send(i)).status).toBe(200);
    const res = await send(5);
    expect(res.status).toBe(429);
    expect(text(await res.text())).toContain("You have sent several messages in a short time");
  });

  it("is refused from another site, or naming no site at all, and nothing is stored", async () => {
    const before = await messages();
    const fields = { name: "Ann", email: "ann@example.com", message: "Hi" };
    expect((await post("/contact", fields, { origin: "https://evil.example" })).status).toBe(403);
    expect((await post("/contact", fields, { origin: null })).status).toBe(403);
    expect(await messages()).toBe(before);
  });
});

describe("the account forms sent without the script", () => {
  it("signs up, with the same answer for a taken address", async () => {
    const email = newEmail();
    const fields = { form: "sign-up", email, password: "secret-password", confirmPassword: "secret-password" };
    const first = await post("/auth?tab=signup", fields);
    const taken = await post("/auth?tab=signup", fields);
    expect(first.status).toBe(200);
    expect(taken.status).toBe(200);
    const [a, b] = [text(await first.text()), text(await taken.text())];
    expect(a).toContain("Check your e-mail");
    expect(b.replace(/(Bearer|nonce)\S*/g, "")).toBe(a.replace(/(Bearer|nonce)\S*/g, ""));
  });

  it("refuses a sign-up breaking a password rule, keeping the address but never the password", async () => {
    const email = newEmail();
    const res = await post("/auth?tab=signup", {
      form: "sign-up",
      email,
      password: "secret-password",
      confirmPassword: "other-password",
    });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(text(page)).toContain("Passwords do not match. Please try again.");
    expect(inputValue(page, "email")).toBe(email);
    expect(page).not.toContain("secret-password");
  });

  it("signs in: a redirect to the form with the session's cookie; a wrong password is Sign in failed", async () => {
    const { email, password } = await t.client().signUp(newEmail());
    const wrong = await post("/auth?tab=signin", { form: "sign-in", email, password: "wrong-password" });
    expect(wrong.status).toBe(400);
    expect(wrong.headers.get("set-cookie")).toBeNull();
    expect(text(await wrong.text())).toContain("Sign in failed");

    const res = await post("/auth?tab=signin", { form: "sign-in", email, password, from: "/account" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/account");
    expect(res.headers.get("set-cookie")).toMatch(/session_token=/);
    // Never away from this site.
    const away = await post("/auth", { form: "sign-in", email, password, from: "//evil.example/" });
    expect(away.headers.get("location")).toBe("/patient-form");
  });

  it("holds sign-in to its rate limit per client address", async () => {
    const ip = newIp();
    const fields = { form: "sign-in", email: newEmail(), password: "wrong-password" };
    for (let i = 0; i < 3; i++) expect((await post("/auth", fields, { ip })).status).toBe(400);
    const res = await post("/auth", fields, { ip });
    expect(res.status).toBe(429);
    expect(text(await res.text())).toContain("Too many requests. Please try again later.");
  });

  it("sends a reset link and shows Sign In with the notice", async () => {
    const res = await post("/auth?tab=forgot-password", { form: "forgot-password", email: newEmail() });
    expect(res.status).toBe(200);
    expect(text(await res.text())).toContain("Password reset email sent");
  });

  it("refuses a sign-in form from another site", async () => {
    const res = await post(
      "/auth",
      { form: "sign-in", email: newEmail(), password: "x" },
      { origin: "https://evil.example" },
    );
    expect(res.status).toBe(403);
    expect(res.headers.get("set-cookie")).toBeNull();
  });
});
