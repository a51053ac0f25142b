/**
 * Decision 081: a contact-form message, and the two e-mails it caused (the sender's
 * acknowledgement and the staff notice quoting it), are kept 2 years, through the same UK
 * calendar day two years on, and erased by a scheduled job from the next day.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { contactMessages, emailOutbox } from "../db/schema";
import { runJobs } from "./scheduler";
import { eraseOldContactMessagesJob } from "./erase-old-contact-messages";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A message sent through the form, then dated `receivedAt` as if it had come in then. */
async function received(receivedAt: Date, email: string) {
  expect(
    (await t.client().post("/api/contact", { name: "Visitor", email, message: "Do you deliver to Banbury?" })).status,
  ).toBe(201);
  const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, email));
  await t.db.update(contactMessages).set({ created_at: receivedAt }).where(eq(contactMessages.id, row!.id));
  return row!.id;
}

const keysOf = (id: number) => [`contact-ack:${id}`, `contact-staff:${id}`];
const run = (now: Date) => runJobs(t.db, { now, appUrl: "http://localhost:3000", jobs: [eraseOldContactMessagesJob] });

describe("the scheduled erasure of contact messages", () => {
  it("keeps a message and its e-mails through the day two years on, and erases them from the next day, leaving newer ones", async () => {
    const old = await received(new Date("2024-03-10T09:00:00Z"), `old-${Date.now()}@example.com`);
    const newer = await received(new Date("2024-03-12T09:00:00Z"), `newer-${Date.now()}@example.com`);
    expect(
      await t.db
        .select()
        .from(emailOutbox)
        .where(inArray(emailOutbox.dedupe_key, keysOf(old))),
    ).toHaveLength(2);

    // 2026-03-10 at 23:30 UK time is still the last day kept.
    expect((await run(new Date("2026-03-10T23:30:00Z"))).ran).toBe(true);
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.id, old))).toHaveLength(1);

    await run(new Date("2026-03-11T00:30:00Z"));
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.id, old))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(emailOutbox)
        .where(inArray(emailOutbox.dedupe_key, keysOf(old))),
    ).toEqual([]);
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.id, newer))).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(emailOutbox)
        .where(inArray(emailOutbox.dedupe_key, keysOf(newer))),
    ).toHaveLength(2);
  });

  it("counts a message received on 29 February to 1 March two years on", async () => {
    const leap = await received(new Date("2024-02-29T12:00:00Z"), `leap-${Date.now()}@example.com`);
    await run(new Date("2026-03-01T20:00:00Z"));
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.id, leap))).toHaveLength(1);
    await run(new Date("2026-03-02T08:00:00Z"));
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.id, leap))).toEqual([]);
  });
});
