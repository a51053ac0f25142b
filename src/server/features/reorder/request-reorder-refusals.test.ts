import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkins, orders } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { ONE_STEP_AT_A_TIME, RESTART_NOTICE, UP_REASONS } from "@/shared/domain/treatment/dose-ladder";
import { REORDER_MESSAGES } from "@/shared/domain/treatment/reorder";
import { ORDER_STATE_ID } from "@/shared/domain/orders/order-lifecycle";
import type { ReorderInput } from "@/shared/schemas/treatment/reorder";
import { insertOrderInState } from "../../../../tests/support/order-fixtures";
import { checkin, isoDaysBefore, suppliedPatient } from "../../../../tests/support/reorder-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { errorBody } from "../../../../tests/support/typed-api";

const NOW = new Date("2026-06-10T10:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
});
afterAll(() => t?.close());

const reorder = (c: TestClient, json: ReorderInput) => c.api.account.reorder.$post({ json });
const reorderForm = async (c: TestClient) => (await c.api.account.reorder.$get()).json();
const ordersOf = (patientId: number) => t.db.select().from(orders).where(eq(orders.patient_id, patientId));

describe("POST /api/account/reorder: refusals", () => {
  it("answers 409 with the date before the re-order window has passed", async () => {
    const p = await suppliedPatient(t, { now: NOW, daysAgo: 10 });
    const res = await reorder(p, checkin(NOW));
    expect(res.status).toBe(409);
    expect(await errorBody(res)).toEqual({
      error: "You can request your next pen from 21 June 2026.",
      code: "conflict",
    });
    const form = await reorderForm(p);
    expect(form).toMatchObject({
      eligibility: { canReorder: false, reason: "too_early", availableFrom: "2026-06-21" },
      form: null,
    });
    expect(await ordersOf(p.patient.patient_id)).toHaveLength(1);
  });

  it("answers 409 while an order is open, and to a patient whose latest decision is a rejection", async () => {
    const open = await suppliedPatient(t, { now: NOW, daysAgo: 30 });
    await insertOrderInState(t.db, open.patient.patient_id, "awaiting_payment");
    const res = await reorder(open, checkin(NOW));
    expect(res.status).toBe(409);
    expect(await errorBody(res)).toEqual({ error: REORDER_MESSAGES.openOrder, code: "conflict" });

    const rejected = await suppliedPatient(t, { now: NOW, daysAgo: 30 });
    await insertOrderInState(t.db, rejected.patient.patient_id, "rejected");
    await t.db
      .execute(sql`INSERT INTO prescribing_decisions (consultation_id, outcome, prescriber_employee_id, prescriber_name, prescriber_regulator, prescriber_number, reasoning, reject_reason, created_at)
      SELECT c.consultation_id, 'rejected', 1, 'Priya Shah', 'GPhC', '2000000', 'The verified BMI is under the threshold for treatment.', 'other', now()
      FROM consultations c WHERE c.patient_id = ${rejected.patient.patient_id} AND c.status = 'rejected'`);
    const refused = await reorder(rejected, checkin(NOW));
    expect(refused.status).toBe(409);
    expect(await errorBody(refused)).toEqual({ error: REORDER_MESSAGES.rejected, code: "conflict" });
  });

  it("answers 409 while a red-flag report waits for a prescriber, and lets the request through once it is handled", async () => {
    const p = await suppliedPatient(t, { now: NOW, daysAgo: 22 });
    const report = await p.api.account["side-effects"].$post({ json: { redFlags: ["severe_stomach_pain"] } });
    expect(report.status).toBe(201);
    const held = await reorder(p, checkin(NOW));
    expect(held.status).toBe(409);
    expect(await errorBody(held)).toEqual({
      error: "The pharmacist needs to review your recent report first.",
      code: "conflict",
    });
    const form = await reorderForm(p);
    expect(form.eligibility).toMatchObject({ canReorder: false, reason: "review_first" });

    await t.db.execute(
      sql`UPDATE side_effect_reports SET handled_at = now(), handled_note = 'Reviewed by phone; symptoms settled.' WHERE patient_id = ${p.patient.patient_id}`,
    );
    expect((await reorder(p, checkin(NOW))).status).toBe(201);
  });

  it("answers 409 to a patient never supplied", async () => {
    const p = await suppliedPatient(t, { now: NOW, daysAgo: 30 });
    await t.db
      .update(orders)
      .set({ order_status_id: ORDER_STATE_ID.returned })
      .where(eq(orders.patient_id, p.patient.patient_id));
    const res = await reorder(p, checkin(NOW));
    expect(res.status).toBe(409);
    expect(await errorBody(res)).toEqual({ error: REORDER_MESSAGES.noSupply, code: "conflict" });
  });

  it("refuses two steps up (10 to 15 mg) with 422 'Doses go up one step at a time.'", async () => {
    const p = await suppliedPatient(t, { now: NOW, daysAgo: 22, mg: 10 });
    const res = await reorder(p, checkin(NOW, { requestedMg: 15 }));
    expect(res.status).toBe(422);
    expect(await errorBody(res)).toEqual({
      error: ONE_STEP_AT_A_TIME,
      code: "unprocessable",
      fields: { requestedMg: ONE_STEP_AT_A_TIME },
    });
  });

  it("refuses a step up the ladder does not offer with its reason, and a dose at a restart", async () => {
    const p = await suppliedPatient(t, { now: NOW, daysAgo: 22, mg: 5 });
    for (const [over, reason] of [
      [{ injectionsTaken: 2, requestedMg: 7.5 }, UP_REASONS.injections],
      [
        { sideEffects: { ...checkin(NOW).sideEffects, nausea: "moderate" as const }, requestedMg: 7.5 },
        UP_REASONS.sideEffects,
      ],
      [
        { lastInjectionOn: isoDaysBefore(NOW, 14), requestedMg: 7.5 },
        "You missed a dose recently, so your dose can't go up this time.",
      ],
      [{ requestedMg: 3 }, "This dose is not available for your next pen."],
    ] as const) {
      const res = await reorder(p, checkin(NOW, over));
      expect(res.status).toBe(422);
      expect((await errorBody(res)).error).toBe(reason);
    }
    const late = await suppliedPatient(t, { now: NOW, daysAgo: 45, mg: 5 });
    const restart = await reorder(late, checkin(NOW, { lastInjectionOn: isoDaysBefore(NOW, 40), requestedMg: 5 }));
    expect(restart.status).toBe(422);
    expect((await errorBody(restart)).error).toBe(RESTART_NOTICE);
    expect(await t.db.select().from(checkins).where(eq(checkins.patient_id, p.patient.patient_id))).toEqual([]);
  });

  it("answers 400 with field messages for a weight out of range and dates that cannot be", async () => {
    const p = await suppliedPatient(t, { now: NOW, daysAgo: 22, sex: 2 });
    const cases: Array<[Parameters<typeof checkin>[1], Record<string, string>]> = [
      [{ weightKg: 19.9 }, { weightKg: "Weight must be between 20 and 400 kg" }],
      [{ weightKg: 400.1 }, { weightKg: "Weight must be between 20 and 400 kg" }],
      [{ injectionsTaken: 5 }, { injectionsTaken: "Injections must be between 0 and 4" }],
      [
        { lastInjectionOn: isoDaysBefore(NOW, -1), pregnantBreastfeedingOrPlanning: "no", oralContraception: "no" },
        { lastInjectionOn: REORDER_MESSAGES.injectionInFuture },
      ],
      [
        { lastInjectionOn: isoDaysBefore(NOW, 23), pregnantBreastfeedingOrPlanning: "no", oralContraception: "no" },
        { lastInjectionOn: REORDER_MESSAGES.injectionBeforeSupply(isoDaysBefore(NOW, 22)) },
      ],
      [
        { weighedOn: isoDaysBefore(NOW, 8), pregnantBreastfeedingOrPlanning: "no", oralContraception: "no" },
        { weighedOn: REORDER_MESSAGES.weighedTooLongAgo },
      ],
      [
        { weighedOn: isoDaysBefore(NOW, -1), pregnantBreastfeedingOrPlanning: "no", oralContraception: "no" },
        { weighedOn: REORDER_MESSAGES.weighedInFuture },
      ],
      // A female patient answers the pregnancy and contraception questions.
      [{}, { pregnantBreastfeedingOrPlanning: "Choose yes or no", oralContraception: "Choose yes or no" }],
      [
        {
          newMedicines: { answer: "yes", details: " " },
          pregnantBreastfeedingOrPlanning: "no",
          oralContraception: "no",
        },
        { "newMedicines.details": "Please give details" },
      ],
    ];
    for (const [over, fields] of cases) {
      const res = await reorder(p, checkin(NOW, over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect((await errorBody(res)).fields).toEqual(fields);
    }
    expect(await ordersOf(p.patient.patient_id)).toHaveLength(1);
  });

  it("takes no patient, price or product from the body, and reaches only the signed-in patient's record", async () => {
    const mine = await suppliedPatient(t, { now: NOW, daysAgo: 22 });
    const theirs = await suppliedPatient(t, { now: NOW, daysAgo: 10 });
    const smuggled = await mine.post("/api/account/reorder", {
      ...checkin(NOW),
      patientId: theirs.patient.patient_id,
      total: "0.00",
    });
    expect(smuggled.status).toBe(400);
    // Their window has not opened; mine has: each patient is answered from their own record only.
    expect((await reorderForm(mine)).eligibility.canReorder).toBe(true);
    expect((await reorderForm(theirs)).eligibility.canReorder).toBe(false);
    expect((await reorder(t.client(), checkin(NOW))).status).toBe(401);
    expect(await ordersOf(theirs.patient.patient_id)).toHaveLength(1);
  });
});
