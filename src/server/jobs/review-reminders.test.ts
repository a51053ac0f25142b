/** Reminders and alerts around the prescriber's review: an unanswered question, and a long wait. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consultations } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { moveOrder } from "@/server/lib/orders/order-moves";
import { mailTo, orderInState } from "../../../tests/support/order-fixtures";
import { stateOf } from "../../../tests/support/order-state";
import { APP_URL, createTestApp, type TestApp } from "../../../tests/support/test-app";
import { runJobs } from "./scheduler";
import { DAY_MS } from "@/shared/domain/dates";

const T0 = new Date("2026-11-25T10:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(T0) });
});
afterAll(() => t?.close());

async function runAt(ms: number) {
  t.deps.clock.reset();
  const now = new Date(T0.getTime() + ms);
  await runJobs(t.db, { now, appUrl: APP_URL });
  await runJobs(t.db, { now, appUrl: APP_URL });
}
describe("an unanswered request for information", () => {
  it("reminds at 2 and 5 days, and at 14 withdraws the consultation and cancels the order with an e-mail, once", async () => {
    const { order, patient } = await orderInState(t.db, "awaiting_review", { at: T0 });
    await t.db.transaction((tx) =>
      moveOrder(tx, {
        orderId: order.order_id,
        action: "request_information",
        actor: { kind: "prescriber", name: "Priya Shah" },
        now: T0,
      }),
    );
    await t.db
      .update(consultations)
      .set({ status: "info_requested" })
      .where(eq(consultations.order_id, order.order_id));
    await runAt(1 * DAY_MS);
    await runAt(2 * DAY_MS);
    await runAt(5 * DAY_MS);
    await runAt(13 * DAY_MS);
    const asked = `We need more information - Order #${order.order_id}`;
    expect((await mailTo(t.db, patient.email!)).map((m) => m.subject)).toEqual([asked, asked]);
    expect(await stateOf(t.db, order.order_id)).toBe("info_requested");

    await runAt(14 * DAY_MS);
    await runAt(15 * DAY_MS);
    const mail = await mailTo(t.db, patient.email!);
    expect(mail.map((m) => m.subject)).toEqual([asked, asked, `Order #${order.order_id} has been cancelled`]);
    expect(mail[2]!.text).toContain("We have not heard back about our question for 14 days");
    expect(await stateOf(t.db, order.order_id)).toBe("cancelled");
    expect((await t.db.select().from(consultations).where(eq(consultations.order_id, order.order_id)))[0]!.status).toBe(
      "withdrawn",
    );
  });
});

describe("a consultation waiting over 24 hours", () => {
  it("is reported to staff once, with no name or health detail", async () => {
    const { order } = await orderInState(t.db, "awaiting_review", { at: T0 });
    const alerts = async () =>
      (await mailTo(t.db, "hello@villagepharmacy.example")).filter((m) =>
        m.subject.includes(`order #${order.order_id}`),
      );
    await runAt(23 * 3600 * 1000);
    expect(await alerts()).toEqual([]);
    await runAt(24 * 3600 * 1000 + 60_000);
    await runAt(2 * DAY_MS);
    const sent = await alerts();
    expect(sent.map((m) => m.subject)).toEqual([
      `Admin Alert: Consultation for order #${order.order_id} waiting over 24 hours`,
    ]);
    expect(sent[0]!.text).not.toMatch(/Ada|Lovelace|mg|Mounjaro/);
  });
});

describe("the jobs' lock", () => {
  it("lets two runs at once send each reminder once", async () => {
    const { patient } = await orderInState(t.db, "awaiting_review", { at: T0 });
    const now = new Date(T0.getTime() + 3 * DAY_MS);
    const runs = await Promise.all([runJobs(t.db, { now, appUrl: APP_URL }), runJobs(t.db, { now, appUrl: APP_URL })]);
    expect(runs.some((r) => r.ran)).toBe(true);
    expect(await mailTo(t.db, patient.email!)).toHaveLength(1);
  });
});
