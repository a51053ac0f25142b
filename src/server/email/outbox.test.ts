import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SETTING_DEFAULTS } from "@/shared/domain/site/settings";
import { freePort } from "../../../tests/support/postgres";
import { emailOutbox } from "@/server/db/schema";
import { decodeQuotedPrintable, startTestSmtp } from "../../../tests/support/smtp";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { deliverDueEmails, enqueueEmail, MAX_ATTEMPTS, retryDelayMs } from "./outbox";
import { sql } from "drizzle-orm";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
const FROM = "Pharmacy <no-reply@test.local>";

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(async () => {
  await t.db.delete(emailOutbox);
  smtp.received.length = 0;
  smtp.accept();
});

const message = (n: number) => ({
  type: "admin_notification" as const,
  to: `staff${n}@example.com`,
  subject: `Subject ${n}`,
  html: `<p>Hello ${n}</p>`,
  text: `Hello ${n}`,
});
/** Makes every waiting message due now, as if the back-off had passed. */
const fastForward = () => t.db.execute(sql`UPDATE email_outbox SET next_attempt_at = now() - interval '1 second'`);

describe("the e-mail outbox", () => {
  it("delivers queued messages over SMTP and marks them sent", async () => {
    await enqueueEmail(t.db, message(1));
    await enqueueEmail(t.db, message(2));
    const result = await deliverDueEmails(t.db, smtp.mailer, FROM);
    expect(result).toMatchObject({ sent: 2, failed: 0 });
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(["staff1@example.com", "staff2@example.com"]);
    expect(decodeQuotedPrintable(smtp.received[0]!.raw)).toContain("Subject: Subject");
    const rows = await t.db.select().from(emailOutbox);
    expect(rows.every((r) => r.status === "sent" && r.sent_at !== null)).toBe(true);
  });

  it("keeps a message through an SMTP outage and sends it once the server is back", async () => {
    await enqueueEmail(t.db, message(3));
    smtp.refuse();
    expect(await deliverDueEmails(t.db, smtp.mailer, FROM)).toMatchObject({ sent: 0, failed: 1 });
    let [row] = await t.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.last_error).toBeTruthy();
    expect(row!.next_attempt_at.getTime()).toBeGreaterThan(Date.now());

    // Not due yet: nothing is retried before the back-off has passed.
    smtp.accept();
    expect(await deliverDueEmails(t.db, smtp.mailer, FROM)).toMatchObject({ claimed: 0 });

    await fastForward();
    expect(await deliverDueEmails(t.db, smtp.mailer, FROM)).toMatchObject({ sent: 1 });
    [row] = await t.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: "sent", attempts: 2, last_error: null });
    expect(smtp.received).toHaveLength(1);
  });

  it("marks a message failed after the last attempt but never deletes it", async () => {
    await enqueueEmail(t.db, message(4));
    await t.db.update(emailOutbox).set({ attempts: MAX_ATTEMPTS - 1 });
    smtp.refuse();
    await deliverDueEmails(t.db, smtp.mailer, FROM);
    const rows = await t.db.select().from(emailOutbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
  });

  it("ignores a second message with the same dedupe key", async () => {
    await enqueueEmail(t.db, { ...message(5), dedupeKey: "once" });
    await enqueueEmail(t.db, { ...message(5), dedupeKey: "once" });
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.dedupe_key, "once"))).toHaveLength(1);
  });

  it("never sends one message twice when two workers run at once", async () => {
    for (let i = 0; i < 10; i++) await enqueueEmail(t.db, message(100 + i));
    const [a, b] = await Promise.all([
      deliverDueEmails(t.db, smtp.mailer, FROM),
      deliverDueEmails(t.db, smtp.mailer, FROM),
    ]);
    expect(a.sent + b.sent).toBe(10);
    expect(smtp.received).toHaveLength(10);
  });

  it(
    "loses nothing while the SMTP server is down: the running worker sends it once the server is back",
    { timeout: 60_000 },
    async () => {
      // A server configured with SMTP_URL at a port where nothing listens yet.
      const port = await freePort();
      const app = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
      let back: Awaited<ReturnType<typeof startTestSmtp>> | undefined;
      try {
        const email = `outage-${Date.now()}@example.com`;
        expect((await app.client().post("/api/contact", { name: "Visitor", email, message: "Hello" })).status).toBe(
          201,
        );
        const rows = () => app.db.select().from(emailOutbox);
        await vi.waitFor(
          async () => {
            const all = await rows();
            expect(all).toHaveLength(2);
            expect(
              all.every((r) => r.status === "pending" && r.attempts === 1 && /ECONNREFUSED/.test(r.last_error ?? "")),
            ).toBe(true);
          },
          { timeout: 20_000, interval: 200 },
        );

        back = await startTestSmtp(port);
        // The back-off has passed.
        await app.db.execute(sql`UPDATE email_outbox SET next_attempt_at = now() - interval '1 second'`);
        app.deps.wakeMailer();
        await vi.waitFor(
          () =>
            expect(back!.received.map((m) => m.to[0]).sort()).toEqual([SETTING_DEFAULTS.company_email, email].sort()),
          { timeout: 20_000, interval: 200 },
        );
        await vi.waitFor(async () => expect((await rows()).map((r) => r.status)).toEqual(["sent", "sent"]), {
          timeout: 5000,
          interval: 100,
        });
      } finally {
        await app.close();
        await back?.close();
      }
    },
  );

  it("backs off from 30 seconds, doubling, up to an hour", () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});
