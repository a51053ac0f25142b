import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkins, consultations, orderEvents, orderLine, orders, patientHistory } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { REASSESSMENT_HISTORY_TYPE, REORDER_MESSAGES } from "@/shared/domain/treatment/reorder";
import { ORDER_STATE_ID } from "@/shared/domain/orders/order-lifecycle";
import type { ReorderInput } from "@/shared/schemas/treatment/reorder";
import { mailTo } from "../../../../tests/support/order-fixtures";
import { allNo, checkin, isoDaysBefore, suppliedPatient } from "../../../../tests/support/reorder-fixtures";
import { expectConsoleError } from "../../../../tests/support/setup";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { errorBody } from "../../../../tests/support/typed-api";

const NOW = new Date("2026-06-10T10:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
});
afterAll(() => t?.close());

const reorder = (c: TestClient, json: ReorderInput) => c.api.account.reorder.$post({ json });
const ordersOf = (patientId: number) => t.db.select().from(orders).where(eq(orders.patient_id, patientId));

describe("POST /api/account/reorder: the request", () => {
  it("on time at day 22: offers stay, down and up, and makes the order, check-in and consultation at once", async () => {
    const p = await suppliedPatient(t, { now: NOW, daysAgo: 22, mg: 5 });
    const form = await (await p.api.account.reorder.$get()).json();
    expect(form).toEqual({
      eligibility: { canReorder: true, reason: null, message: null, availableFrom: "2026-06-09" },
      today: "2026-06-10",
      form: {
        suppliedOn: "2026-05-19",
        currentMg: 5,
        strengthsMg: [2.5, 5, 7.5, 10, 12.5, 15],
        outOfStock: [],
        female: false,
        policy: { restartGapDays: 26, reassessmentGapDays: 56 },
      },
    });

    const res = await reorder(
      p,
      checkin(NOW, { requestedMg: 7.5, newMedicines: { answer: "yes", details: "Ramipril" } }),
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({
      orderId: expect.any(Number),
      consultationId: expect.any(Number),
      kind: "reorder",
      gapDays: 6,
      state: "awaiting_review",
      stateLabel: "Awaiting review",
    });

    const [order] = await t.db.select().from(orders).where(eq(orders.order_id, body.orderId));
    expect(order).toMatchObject({
      order_status_id: ORDER_STATE_ID.awaiting_review,
      delivery_method: "delivery",
      ship_addr1: "1 High Street",
      ship_postcode: "OX1 1AA",
      total_due: "279.00",
      product_name: expect.stringContaining("7.5mg"),
    });
    expect(await t.db.select().from(orderLine).where(eq(orderLine.order_id, body.orderId))).toEqual([
      expect.objectContaining({ product_id: 4, unit_price: "279.00" }),
    ]);
    expect(await t.db.select().from(orderEvents).where(eq(orderEvents.order_id, body.orderId))).toEqual([
      expect.objectContaining({
        from_status_id: ORDER_STATE_ID.draft,
        to_status_id: ORDER_STATE_ID.awaiting_review,
        actor_kind: "patient",
        actor_name: "Grace Hopper",
      }),
    ]);
    expect(await t.db.select().from(checkins).where(eq(checkins.order_id, body.orderId))).toEqual([
      expect.objectContaining({
        weight_kg: 96.5,
        injections_taken: 4,
        gap_days: 6,
        previous_product_id: 3,
        requested_product_id: 4,
        new_medicines: "Ramipril",
        new_conditions: null,
        pregnant_breastfeeding_or_planning: null,
      }),
    ]);
    expect(await t.db.select().from(consultations).where(eq(consultations.order_id, body.orderId))).toEqual([
      expect.objectContaining({
        kind: "reorder",
        status: "awaiting_review",
        requested_product_id: 4,
        opened_at: NOW,
        due_at: new Date(NOW.getTime() + 24 * 3600 * 1000),
      }),
    ]);
    const mail = await mailTo(t.db, p.email);
    expect(mail.map((m) => m.subject)).toEqual([`Request received - Order #${body.orderId}`]);
    expect(mail[0]!.text).not.toMatch(/mg|Mounjaro|tirzepatide|Ramipril/i);

    const account = await (await p.api.account.$get()).json();
    // Reviewed on its check-in: no video consultation to book.
    expect(account.currentOrder).toMatchObject({
      orderId: body.orderId,
      state: "awaiting_review",
      nextStep: "wait_review",
      bookingUrl: null,
    });
    expect(account.reorder).toMatchObject({ canReorder: false, reason: "open_order" });
  });

  it("answers a second submit (a double click) as already requested, with one order", async () => {
    const p = await suppliedPatient(t, { now: NOW, daysAgo: 22 });
    const [first, second] = await Promise.all([reorder(p, checkin(NOW)), reorder(p, checkin(NOW))]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    // The typed answer is the route's (201): a refusal is whichever is not that.
    expect(await errorBody([first, second].find((r) => r.status !== 201)!)).toEqual({
      error: REORDER_MESSAGES.alreadyRequested,
      code: "conflict",
    });
    expect(await ordersOf(p.patient.patient_id)).toHaveLength(2);
    expect(await t.db.select().from(checkins).where(eq(checkins.patient_id, p.patient.patient_id))).toHaveLength(1);
  });

  it("at day 40 is a restart: no dose asked, the last supplied dose on the line until the pharmacist decides", async () => {
    const p = await suppliedPatient(t, { now: NOW, daysAgo: 45, mg: 7.5, sex: 2 });
    const res = await reorder(
      p,
      checkin(NOW, {
        lastInjectionOn: isoDaysBefore(NOW, 40),
        requestedMg: null,
        pregnantBreastfeedingOrPlanning: "no",
        oralContraception: "yes",
      }),
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.kind).toBe("restart");
    expect(await t.db.select().from(orderLine).where(eq(orderLine.order_id, body.orderId))).toEqual([
      expect.objectContaining({ product_id: 4 }),
    ]);
    expect((await t.db.select().from(consultations).where(eq(consultations.order_id, body.orderId)))[0]).toMatchObject({
      kind: "restart",
    });
    expect((await t.db.select().from(checkins).where(eq(checkins.order_id, body.orderId)))[0]).toMatchObject({
      gap_days: 40,
      pregnant_breastfeeding_or_planning: false,
      oral_contraception: true,
    });
  });

  it("from a 56-day gap asks the full safety questionnaire and locks it to the new order", async () => {
    const p = await suppliedPatient(t, { now: NOW, daysAgo: 60 });
    const late = { lastInjectionOn: isoDaysBefore(NOW, 56), requestedMg: null };
    const missing = await reorder(p, checkin(NOW, late));
    expect(missing.status).toBe(400);
    expect((await errorBody(missing)).fields).toEqual({
      questionnaire: "As it has been 8 weeks or more since your last injection, please answer the safety questions",
    });

    const questionnaire = allNo();
    questionnaire.answers.currentMedications = { answer: "yes", details: "Metformin 500 mg" };
    const res = await reorder(p, checkin(NOW, { ...late, questionnaire }));
    expect(res.status).toBe(201);
    const { orderId } = await res.json();
    const [history] = await t.db.select().from(patientHistory).where(eq(patientHistory.order_id, orderId));
    expect(history).toMatchObject({
      history_type_id: REASSESSMENT_HISTORY_TYPE,
      height: 170,
      weight: 96.5,
      bmi: 33.4,
      taking_other_medications_details: "Metformin 500 mg",
      history_of_pancreatitis_details: "no",
      date_completed: "2026-06-10",
    });
    expect((await t.db.select().from(orders).where(eq(orders.order_id, orderId)))[0]!.patient_history_id).toBe(
      history!.patient_history_id,
    );
  });

  it("writes all or nothing: a failure at the consultation leaves no order, check-in or e-mail", async () => {
    const p = await suppliedPatient(t, { now: NOW, daysAgo: 22 });
    await t.db.execute(
      sql.raw(
        `CREATE FUNCTION test_refuse_consultation() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'consultation refused for the test'; END $$`,
      ),
    );
    await t.db.execute(
      sql.raw(
        `CREATE TRIGGER test_refuse_consultation BEFORE INSERT ON consultations FOR EACH ROW EXECUTE FUNCTION test_refuse_consultation()`,
      ),
    );
    try {
      expectConsoleError(/consultation refused for the test/);
      const res = await reorder(p, checkin(NOW));
      expect(res.status).toBe(500);
    } finally {
      await t.db.execute(sql.raw(`DROP TRIGGER test_refuse_consultation ON consultations`));
      await t.db.execute(sql.raw(`DROP FUNCTION test_refuse_consultation()`));
    }
    expect(await ordersOf(p.patient.patient_id)).toHaveLength(1);
    expect(await t.db.select().from(checkins).where(eq(checkins.patient_id, p.patient.patient_id))).toEqual([]);
    expect(await mailTo(t.db, p.email)).toEqual([]);
    // And the same request goes through once nothing stands in its way.
    expect((await reorder(p, checkin(NOW))).status).toBe(201);
  });
});
