/**
 * decision 005: with no SMTP server in development, queued mail is readable at /dev/mailbox. It holds
 * password reset links, so it exists only in development, only without SMTP, only for an
 * APP_URL on this machine, and answers only requests from this machine.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailboxList } from "../../../../tests/support/dev-answers";
import { startTestSmtp } from "../../../../tests/support/smtp";
import { PRODUCTION_ENV, APP_URL, createTestApp, type TestApp } from "../../../../tests/support/test-app";

/** What @hono/node-server passes as the request's env: the socket it came in on. */
const fromSocket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

let dev: TestApp;
beforeAll(async () => {
  dev = await createTestApp({ env: { NODE_ENV: "development" } });
});
afterAll(() => dev?.close());

const get = (t: TestApp, path: string, socket = "127.0.0.1", headers: Record<string, string> = {}) =>
  t.app.request(path, { headers: { origin: APP_URL, ...headers } }, fromSocket(socket));

describe("the development mailbox", () => {
  it("shows queued mail, as a list and one message at a time, to this machine", async () => {
    const email = `mailbox-${Date.now()}@example.com`;
    expect((await dev.client().post("/api/contact", { name: "Visitor", email, message: "Hello" })).status).toBe(201);

    const list = await mailboxList(await get(dev, "/dev/mailbox.json"));
    const ack = list.find((m) => m.to === email);
    expect(ack).toMatchObject({ type: "contact_form", subject: "Thank you for contacting The Village Pharmacy" });

    const page = await get(dev, "/dev/mailbox", "::1");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(email);

    const message = await get(dev, `/dev/mailbox/${ack!.id}`, "::ffff:127.0.0.1");
    expect(message.status).toBe(200);
    expect(await message.text()).toContain("Thank you for your message.");
    // The e-mail's HTML runs no script and loads nothing.
    expect(message.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
  });

  it("answers 404 to any other machine, whatever X-Forwarded-For says", async () => {
    for (const path of ["/dev/mailbox.json", "/dev/mailbox", "/dev/mailbox/1"]) {
      expect((await get(dev, path, "192.0.2.10")).status, path).toBe(404);
      expect((await get(dev, path, "10.0.0.5", { "x-forwarded-for": "127.0.0.1" })).status, path).toBe(404);
      expect((await dev.app.request(path)).status, `${path} with no socket`).toBe(404);
    }
  });
});

describe("the development mailbox elsewhere", () => {
  // Three databases are built in the hook, whose time allows for a loaded machine (vitest.config.ts).
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let others: TestApp[] = [];
  beforeAll(async () => {
    smtp = await startTestSmtp();
    others = await Promise.all([
      createTestApp({ env: PRODUCTION_ENV }),
      createTestApp({ env: { NODE_ENV: "development" }, mailer: smtp.mailer }),
      createTestApp({ env: { NODE_ENV: "development", APP_URL: "https://pharmacy.example" } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all(others.map((t) => t.close()));
    await smtp?.close();
  });

  it("does not exist in production, with an SMTP server, or for a public APP_URL", async () => {
    for (const t of others) {
      for (const path of ["/dev/mailbox.json", "/dev/mailbox"]) expect((await get(t, path)).status, path).toBe(404);
    }
  });
});
