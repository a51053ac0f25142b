import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkins, consultations, orderEvents, orderLine, orders, patientHistory } from "@/server/db/schema";
import { createClock } from "@/server/lib/clock";
import { ONE_STEP_AT_A_TIME, RESTART_NOTICE, UP_REASONS } from "@/shared/domain/dose-ladder";
import { REASSESSMENT_HISTORY_TYPE, REORDER_MESSAGES } from "@/shared/domain/reorder";
import { QUESTIONNAIRE_REQUIRED } from "@/shared/schemas/reorder";
import { insertOrderInState, mailTo } from "../../../../tests/support/order-fixtures";
import { allNo, checkin, isoDaysBefore, suppliedPatient } from "../../../../tests/support/reorder-fixtures";
import { expectConsoleError } from "../../../../tests/support/setup";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

const NOW = new Date("2026-06-10T10:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
});
afterAll(() => t?.close());

const ordersOf = (patientId: number) => t.db.select().from(orders).where(eq(orders.patient_id, patientId));

describe("POST /api/account/reorder: refusals", () => {
  it("answers 409 with the date before the re-order window has passed", async () => {
    const p = await suppliedPatient(t, { now: NOW, daysAgo: 10 });
    const res = await p.post("/api/account/reorder", checkin(NOW));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: "You can request your next pen from 21 June 2026." });
    const form = (await (await p.get("/api/account/reorder")).json()) as { eligibility: unknown; form: unknown };
    expect(form).toMatchObject({ eligibility: { canReorder: false, reason: "too_early", availableFrom: "2026-06-21" }, form: null });
    expect(await ordersOf(p.patient.patient_id)).toHaveLength(1);
  });

  it("answers 409 while an order is open, and to a patient whose latest decision is a rejection", async () => {
    const open = await suppliedPatient(t, { now: NOW, daysAgo: 30 });
    await insertOrderInState(t.db, open.patient.patient_id, "awaiting_payment");
    const res = await open.post("/api/account/reorder", checkin(NOW));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: REORDER_MESSAGES.openOrder });

    const rejected = await suppliedPatient(t, { now: NOW, daysAgo: 30 });
    await insertOrderInState(t.db, rejected.patient.patient_id, "rejected");
    await t.db.execute(sql`INSERT INTO prescribing_decisions (consultation_id, outcome, prescriber_employee_id, prescriber_name, prescriber_gphc, reasoning, reject_reason, created_at)
      SELECT c.consultation_id, 'rejected', 1, 'Priya Shah', '2000000', 'The verified BMI is under the threshold for treatment.', 'other', now()
      FROM consultations c WHERE c.patient_id = ${rejected.patient.patient_id} AND c.status = 'rejected'`);
    const refused = await rejected.post("/api/account/reorder", checkin(NOW));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: REORDER_MESSAGES.rejected });
  });

  it("answers 409 while a red-flag report waits for a prescriber, and lets the request through once it is handled", async () => {
    const p = await suppliedPatient(t, { now: NOW, daysAgo: 22 });
    const report = await p.post("/api/account/side-effects", { redFlags: ["severe_stomach_pain"] });
    expect(report.status).toBe(201);
    const held = await p.post("/api/account/reorder", checkin(NOW));
    expect(held.status).toBe(409);
    expect(await held.json()).toEqual({ error: "The pharmacist needs to review your recent report first." });
    const form = (await (await p.get("/api/account/reorder")).json()) as { eligibility: unknown };
    expect(form.eligibility).toMatchObject({ canReorder: false, reason: "review_first" });

    await t.db.execute(sql`UPDATE side_effect_reports SET handled_at = now(), handled_note = 'Reviewed by phone; symptoms settled.' WHERE patient_id = ${p.patient.patient_id}`);
    expect((await p.post("/api/account/reorder", checkin(NOW))).status).toBe(201);
  });

  it("answers 409 to a patient never supplied", async () => {
    const p = await suppliedPatient(t, { now: NOW, daysAgo: 30 });
    await t.db.update(orders).set({ order_status_id: 14 }).where(eq(orders.patient_id, p.patient.patient_id));
    const res = await p.post("/api/account/reorder", checkin(NOW));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: REORDER_MESSAGES.noSupply });
  });

  it("refuses two steps up (10 to 15 mg) with 422 'Doses go up one step at a time.'", async () => {
    const p = await suppliedPatient(t, { now: NOW, daysAgo: 22, mg: 10 });
    const res = await p.post("/api/account/reorder", checkin(NOW, { requestedMg: 15 }));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: ONE_STEP_AT_A_TIME, fields: { requestedMg: ONE_STEP_AT_A_TIME } });
  });

  it("refuses a step up the ladder does not offer with its reason, and a dose at a restart", async () => {
    const p = await suppliedPatient(t, { now: NOW, daysAgo: 22, mg: 5 });
    for (const [over, reason] of [
      [{ injectionsTaken: 2, requestedMg: 7.5 }, UP_REASONS.injections],
      [{ sideEffects: { ...checkin(NOW).sideEffects, nausea: "moderate" as const }, requestedMg: 7.5 }, UP_REASONS.sideEffects],
      [{ lastInjectionOn: isoDaysBefore(NOW, 14), requestedMg: 7.5 }, "You missed a dose recently, so your dose can't go up this time."],
      [{ requestedMg: 3 }, "This dose is not available for your next pen."],
    ] as const) {
      const res = await p.post("/api/account/reorder", checkin(NOW, over));
      expect(res.status).toBe(422);
      expect(((await res.json()) as { error: string }).error).toBe(reason);
    }
    const late = await suppliedPatient(t, { now: NOW, daysAgo: 45, mg: 5 });
    const restart = await late.post("/api/account/reorder", checkin(NOW, { lastInjectionOn: isoDaysBefore(NOW, 40), requestedMg: 5 }));
    expect(restart.status).toBe(422);
    expect(((await restart.json()) as { error: string }).error).toBe(RESTART_NOTICE);
    expect(await t.db.select().from(checkins).where(eq(checkins.patient_id, p.patient.patient_id))).toEqual([]);
  });

  it("answers 400 with field messages for a weight out of range and dates that cannot be", async () => {
    const p = await suppliedPatient(t, { now: NOW, daysAgo: 22, sex: 2 });
    const cases: Array<[Parameters<typeof checkin>[1], Record<string, string>]> = [
      [{ weightKg: 19.9 }, { weightKg: "Weight must be between 20 and 400 kg" }],
      [{ weightKg: 400.1 }, { weightKg: "Weight must be between 20 and 400 kg" }],
      [{ injectionsTaken: 5 }, { injectionsTaken: "Injections must be between 0 and 4" }],
      [{ lastInjectionOn: isoDaysBefore(NOW, -1), pregnantBreastfeedingOrPlanning: "no", oralContraception: "no" }, { lastInjectionOn: REORDER_MESSAGES.injectionInFuture }],
      [{ lastInjectionOn: isoDaysBefore(NOW, 23), pregnantBreastfeedingOrPlanning: "no", oralContraception: "no" }, { lastInjectionOn: REORDER_MESSAGES.injectionBeforeSupply(isoDaysBefore(NOW, 22)) }],
      [{ weighedOn: isoDaysBefore(NOW, 8), pregnantBreastfeedingOrPlanning: "no", oralContraception: "no" }, { weighedOn: REORDER_MESSAGES.weighedTooLongAgo }],
      [{ weighedOn: isoDaysBefore(NOW, -1), pregnantBreastfeedingOrPlanning: "no", oralContraception: "no" }, { weighedOn: REORDER_MESSAGES.weighedInFuture }],
      // A female patient answers the pregnancy and contraception questions.
      [{}, { pregnantBreastfeedingOrPlanning: "Choose yes or no", oralContraception: "Choose yes or no" }],
      [{ newMedicines: { answer: "yes", details: " " }, pregnantBreastfeedingOrPlanning: "no", oralContraception: "no" }, { "newMedicines.details": "Please give details" }],
    ];
    for (const [over, fields] of cases) {
      const res = await p.post("/api/account/reorder", checkin(NOW, over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields).toEqual(fields);
    }
    expect(await ordersOf(p.patient.patient_id)).toHaveLength(1);
  });

  it("takes no patient, price or product from the body, and reaches only the signed-in patient's record", async () => {
    const mine = await suppliedPatient(t, { now: NOW, daysAgo: 22 });
    const theirs = await suppliedPatient(t, { now: NOW, daysAgo: 10 });
    const smuggled = await mine.post("/api/account/reorder", { ...checkin(NOW), patientId: theirs.patient.patient_id, total: "0.00" });
    expect(smuggled.status).toBe(400);
    // Their window has not opened; mine has: each patient is answered from their own record only.
    expect(((await (await mine.get("/api/account/reorder")).json()) as { eligibility: { canReorder: boolean } }).eligibility.canReorder).toBe(true);
    expect(((await (await theirs.get("/api/account/reorder")).json()) as { eligibility: { canReorder: boolean } }).eligibility.canReorder).toBe(false);
    expect((await t.client().post("/api/account/reorder", checkin(NOW))).status).toBe(401);
    expect(await ordersOf(theirs.patient.patient_id)).toHaveLength(1);
  });
});

describe("POST /api/account/reorder: the request", () => {
  it("on time at day 22: offers stay, down and up, and makes the order, check-in and consultation at once", async () => {
    const p = await suppliedPatient(t, { now: NOW, daysAgo: 22, mg: 5 });
    const form = await (await p.get("/api/account/reorder")).json();
    expect(form).toEqual({
      eligibility: { canReorder: true, reason: null, message: null, availableFrom: "2026-06-09" },
      today: "2026-06-10",
      form: { suppliedOn: "2026-05-19", currentMg: 5, strengthsMg: [2.5, 5, 7.5, 10, 12.5, 15], female: false, policy: { restartGapDays: 26, reassessmentGapDays: 56 } },
    });

    const res = await p.post("/api/account/reorder", checkin(NOW, { requestedMg: 7.5, newMedicines: { answer: "yes", details: "Ramipril" } }));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { orderId: number };
    expect(body).toEqual({ orderId: expect.any(Number), consultationId: expect.any(Number), kind: "reorder", gapDays: 6, state: "awaiting_review", stateLabel: "Awaiting review" });

    const [order] = await t.db.select().from(orders).where(eq(orders.order_id, body.orderId));
    expect(order).toMatchObject({ order_status_id: 3, delivery_method: "delivery", ship_addr1: "1 High Street", ship_postcode: "OX1 1AA", total_due: "279.00", product_name: expect.stringContaining("7.5mg") });
    expect(await t.db.select().from(orderLine).where(eq(orderLine.order_id, body.orderId))).toEqual([expect.objectContaining({ product_id: 4, unit_price: "279.00" })]);
    expect(await t.db.select().from(orderEvents).where(eq(orderEvents.order_id, body.orderId))).toEqual([
      expect.objectContaining({ from_status_id: 1, to_status_id: 3, actor_kind: "patient", actor_name: "Grace Hopper" }),
    ]);
    expect(await t.db.select().from(checkins).where(eq(checkins.order_id, body.orderId))).toEqual([
      expect.objectContaining({ weight_kg: 96.5, injections_taken: 4, gap_days: 6, previous_product_id: 3, requested_product_id: 4, new_medicines: "Ramipril", new_conditions: null, pregnant_breastfeeding_or_planning: null }),
    ]);
    expect(await t.db.select().from(consultations).where(eq(consultations.order_id, body.orderId))).toEqual([
      expect.objectContaining({ kind: "reorder", status: "awaiting_review", requested_product_id: 4, opened_at: NOW, due_at: new Date(NOW.getTime() + 24 * 3600 * 1000) }),
    ]);
    const mail = await mailTo(t.db, p.email);
    expect(mail.map((m) => m.subject)).toEqual([`Request received - Order #${body.orderId}`]);
    expect(mail[0]!.text).not.toMatch(/mg|Mounjaro|tirzepatide|Ramipril/i);

    const account = (await (await p.get("/api/account")).json()) as { currentOrder: { orderId: number; state: string }; reorder: { canReorder: boolean; reason: string } };
    // Reviewed on its check-in: no video consultation to book.
    expect(account.currentOrder).toMatchObject({ orderId: body.orderId, state: "awaiting_review", nextStep: "wait_review", bookingUrl: null });
    expect(account.reorder).toMatchObject({ canReorder: false, reason: "open_order" });
  });

  it("answers a second submit (a double click) as already requested, with one order", async () => {
    const p = await suppliedPatient(t, { now: NOW, daysAgo: 22 });
    const [first, second] = await Promise.all([p.post("/api/account/reorder", checkin(NOW)), p.post("/api/account/reorder", checkin(NOW))]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    expect(await (first.status === 409 ? first : second).json()).toEqual({ error: REORDER_MESSAGES.alreadyRequested });
    expect(await ordersOf(p.patient.patient_id)).toHaveLength(2);
    expect(await t.db.select().from(checkins).where(eq(checkins.patient_id, p.patient.patient_id))).toHaveLength(1);
  });

  it("at day 40 is a restart: no dose asked, the last supplied dose on the line until the pharmacist decides", async () => {
    const p = await suppliedPatient(t, { now: NOW, daysAgo: 45, mg: 7.5, sex: 2 });
    const res = await p.post("/api/account/reorder", checkin(NOW, { lastInjectionOn: isoDaysBefore(NOW, 40), requestedMg: null, pregnantBreastfeedingOrPlanning: "no", oralContraception: "yes" }));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { orderId: number; kind: string };
    expect(body.kind).toBe("restart");
    expect(await t.db.select().from(orderLine).where(eq(orderLine.order_id, body.orderId))).toEqual([expect.objectContaining({ product_id: 4 })]);
    expect((await t.db.select().from(consultations).where(eq(consultations.order_id, body.orderId)))[0]).toMatchObject({ kind: "restart" });
    expect((await t.db.select().from(checkins).where(eq(checkins.order_id, body.orderId)))[0]).toMatchObject({ gap_days: 40, pregnant_breastfeeding_or_planning: false, oral_contraception: true });
  });

  it("from a 56-day gap asks the full safety questionnaire and locks it to the new order", async () => {
    const p = await suppliedPatient(t, { now: NOW, daysAgo: 60 });
    const late = { lastInjectionOn: isoDaysBefore(NOW, 56), requestedMg: null };
    const missing = await p.post("/api/account/reorder", checkin(NOW, late));
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { fields: unknown }).fields).toEqual({ questionnaire: QUESTIONNAIRE_REQUIRED });

    const questionnaire = allNo();
    questionnaire.answers.currentMedications = { answer: "yes", details: "Metformin 500 mg" };
    const res = await p.post("/api/account/reorder", checkin(NOW, { ...late, questionnaire }));
    expect(res.status).toBe(201);
    const { orderId } = (await res.json()) as { orderId: number };
    const [history] = await t.db.select().from(patientHistory).where(eq(patientHistory.order_id, orderId));
    expect(history).toMatchObject({ history_type_id: REASSESSMENT_HISTORY_TYPE, height: 170, weight: 96.5, bmi: 33.4, taking_other_medications_details: "Metformin 500 mg", history_of_pancreatitis_details: "no", date_completed: "2026-06-10" });
    expect((await t.db.select().from(orders).where(eq(orders.order_id, orderId)))[0]!.patient_history_id).toBe(history!.patient_history_id);
  });

  it("writes all or nothing: a failure at the consultation leaves no order, check-in or e-mail", async () => {
    const p = await suppliedPatient(t, { now: NOW, daysAgo: 22 });
    await t.db.execute(sql.raw(`CREATE FUNCTION test_refuse_consultation() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'consultation refused for the test'; END $$`));
    await t.db.execute(sql.raw(`CREATE TRIGGER test_refuse_consultation BEFORE INSERT ON consultations FOR EACH ROW EXECUTE FUNCTION test_refuse_consultation()`));
    try {
      expectConsoleError(/consultation refused for the test/);
      const res = await p.post("/api/account/reorder", checkin(NOW));
      expect(res.status).toBe(500);
    } finally {
      await t.db.execute(sql.raw(`DROP TRIGGER test_refuse_consultation ON consultations`));
      await t.db.execute(sql.raw(`DROP FUNCTION test_refuse_consultation()`));
    }
    expect(await ordersOf(p.patient.patient_id)).toHaveLength(1);
    expect(await t.db.select().from(checkins).where(eq(checkins.patient_id, p.patient.patient_id))).toEqual([]);
    expect(await mailTo(t.db, p.email)).toEqual([]);
    // And the same request goes through once nothing stands in its way.
    expect((await p.post("/api/account/reorder", checkin(NOW))).status).toBe(201);
  });
});
