/**
 * The reminders' schedule on a moving clock: each is sent on its day, once, however often the
 * jobs run (the outbox's dedupe key), and not when it no longer applies.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { employees, measurements, patients, sideEffectReports } from "@/server/db/schema";
import { NO_SIDE_EFFECTS } from "@/shared/domain/clinical/side-effects";
import { createClock } from "@/server/lib/time/clock";
import { insertOrderInState, mailTo, orderInState } from "../../../tests/support/order-fixtures";
import { APP_URL, createTestApp, type TestApp, type TestClient } from "../../../tests/support/test-app";
import { runJobs } from "./scheduler";
import { DAY_MS } from "@/shared/domain/dates";

// A Wednesday, so dispatching needs no cold-chain confirmation.
const T0 = new Date("2026-11-25T10:00:00Z");
let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(T0) });
  staff = await t.employee();
});
afterAll(() => t?.close());

/** Moves the clock to `days` after T0 and runs the jobs twice, as two turns of the scheduler would. */
async function runOnDay(days: number) {
  t.deps.clock.reset();
  t.deps.clock.shiftDays(days);
  const first = await runJobs(t.db, { now: t.deps.now(), appUrl: APP_URL });
  await runJobs(t.db, { now: t.deps.now(), appUrl: APP_URL });
  return first;
}
const subjects = async (to: string) => (await mailTo(t.db, to)).map((m) => m.subject);

describe("re-order reminders", () => {
  it("come 21 and 26 days after the supply, once each", async () => {
    const { order, patient } = await orderInState(t.db, "dispensed");
    t.deps.clock.reset();
    expect(
      (
        await staff.post(`/api/admin/orders/${order.order_id}/dispatch`, {
          courier: "DPD",
          trackingNumber: "15501234567890",
          coldChainPackaging: "Insulated box with 4 cool packs (72 hours)",
        })
      ).status,
    ).toBe(200);
    const dispatched = `Your order #${order.order_id} has been dispatched`;
    await runOnDay(20);
    expect(await subjects(patient.email!)).toEqual([dispatched]);
    await runOnDay(21);
    await runOnDay(22);
    expect(await subjects(patient.email!)).toEqual([dispatched, "Your next order is due"]);
    await runOnDay(26);
    await runOnDay(40);
    expect(await subjects(patient.email!)).toEqual([dispatched, "Your next order is due", "Your next order is due"]);
    expect((await mailTo(t.db, patient.email!)).map((m) => m.dedupe_key)).toEqual([
      `order-dispatched:${order.order_id}`,
      `reminder:reorder:${order.order_id}:21`,
      `reminder:reorder:${order.order_id}:26`,
    ]);
  });

  it("are not sent when the patient turned them off, or has an order on its way", async () => {
    const off = await orderInState(t.db, "dispensed");
    const busy = await orderInState(t.db, "dispensed");
    t.deps.clock.reset();
    for (const { order } of [off, busy])
      await staff.post(`/api/admin/orders/${order.order_id}/dispatch`, {
        courier: "DPD",
        trackingNumber: "15501234567890",
        coldChainPackaging: "Insulated box with 4 cool packs (72 hours)",
      });
    await t.db
      .update(patients)
      .set({ reorder_reminders: false })
      .where(eq(patients.patient_id, off.patient.patient_id));
    await insertOrderInState(t.db, busy.patient.patient_id, "awaiting_review");
    await runOnDay(21);
    await runOnDay(26);
    for (const { patient } of [off, busy])
      expect((await subjects(patient.email!)).filter((s) => s === "Your next order is due")).toEqual([]);
  });

  it("wait while a red-flag report waits for a prescriber, as the re-order itself does, and come once it is handled", async () => {
    const { order, patient } = await orderInState(t.db, "dispensed");
    t.deps.clock.reset();
    await staff.post(`/api/admin/orders/${order.order_id}/dispatch`, {
      courier: "DPD",
      trackingNumber: "15501234567890",
      coldChainPackaging: "Insulated box with 4 cool packs (72 hours)",
    });
    const [report] = await t.db
      .insert(sideEffectReports)
      .values({
        patient_id: patient.patient_id,
        symptoms: NO_SIDE_EFFECTS,
        red_flags: ["severe_stomach_pain"],
        is_red_flag: true,
        created_at: new Date(T0.getTime() + 10 * DAY_MS),
      })
      .returning();
    await runOnDay(21);
    expect((await subjects(patient.email!)).filter((s) => s === "Your next order is due")).toEqual([]);
    await t.db
      .update(sideEffectReports)
      .set({ handled_at: new Date(T0.getTime() + 22 * DAY_MS), handled_by_name: "Priya Shah" })
      .where(eq(sideEffectReports.report_id, report!.report_id));
    await runOnDay(26);
    expect((await subjects(patient.email!)).filter((s) => s === "Your next order is due")).toEqual([
      "Your next order is due",
    ]);
  });
});

describe("video consultation not booked", () => {
  it("reminds 3 and 6 days after completion, once each", async () => {
    const { order, patient } = await orderInState(t.db, "awaiting_review", { at: T0 });
    await runOnDay(2);
    expect(await subjects(patient.email!)).toEqual([]);
    await runOnDay(3);
    await runOnDay(5);
    await runOnDay(6);
    await runOnDay(9);
    const subject = `Book your video consultation - Order #${order.order_id}`;
    expect(await subjects(patient.email!)).toEqual([subject, subject]);
    const [mail] = await mailTo(t.db, patient.email!);
    expect(mail!.text).toContain("Book Consultation: https://cal.com/village-pharmacy/consultation");
  });

  it("stops once the consultation shows it took place: a live-video or in-person measurement since completion", async () => {
    const { patient } = await orderInState(t.db, "awaiting_review", { at: T0 });
    const [employee] = await t.db.select().from(employees).limit(1);
    await t.db.insert(measurements).values({
      patient_id: patient.patient_id,
      method: "live_video",
      weight_kg: 101,
      measured_on: "2026-11-26",
      recorded_by_employee_id: employee!.employee_id,
      recorded_by_name: "Priya Shah",
      created_at: new Date(T0.getTime() + DAY_MS),
    });
    await runOnDay(3);
    await runOnDay(6);
    expect(await subjects(patient.email!)).toEqual([]);
  });
});

describe("uncollected orders", () => {
  it("remind the patient at 3 and 7 days and tell staff at 14, once each", async () => {
    const { order, patient } = await orderInState(t.db, "dispensed", { method: "pickup" });
    t.deps.clock.reset();
    expect((await staff.post(`/api/admin/orders/${order.order_id}/ready-to-collect`, {})).status).toBe(200);
    await runOnDay(3);
    await runOnDay(7);
    await runOnDay(14);
    await runOnDay(20);
    const waiting = `Your order #${order.order_id} is waiting to be collected`;
    expect(await subjects(patient.email!)).toEqual([
      `Your order #${order.order_id} is ready to collect`,
      waiting,
      waiting,
    ]);
    const staffMail = (await mailTo(t.db, "hello@villagepharmacy.example")).filter((m) =>
      m.subject.includes(`#${order.order_id}`),
    );
    expect(staffMail.map((m) => m.subject)).toEqual([`Admin Alert: Order #${order.order_id} not collected`]);
    expect(staffMail[0]!.text).toContain(`${APP_URL}/admin/orders/${order.order_id}`);
    expect(staffMail[0]!.text).not.toContain("Ada");
  });
});
