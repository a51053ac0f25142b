/**
 * Decision 085: a prescribing decision is corrected by a new one, never edited. A correction to
 * another dose through the app, on a fresh database: what is recorded, where the order goes, what
 * the patient is told, that the earlier decision stays, shown as superseded, and what a paid
 * order allows. Corrections between approval and rejection: correct-decision-outcome.test.ts.
 */
import { and, asc, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, consultations, orderEvents, orderLine, pomRegister, prescriptions } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { ORDER_STATE_ID } from "@/shared/domain/orders/order-lifecycle";
import { type Answer, correctionSteps, REASON } from "../../../../tests/support/correction-fixtures";
import { dispenseThroughSteps } from "../../../../tests/support/dispensing-fixtures";
import { signedInStaff } from "../../../../tests/support/staff-fixtures";
import { stateOf } from "../../../../tests/support/order-state";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { errorBody } from "../../../../tests/support/typed-api";

const NOW = new Date("2026-11-25T10:00:00Z");
const clock = createClock(NOW);
let t: TestApp;
let prescriber: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock });
  prescriber = await t.employee();
});
afterAll(() => t?.close());

const { correct, approveMg, decided, corrected, orderOf, decisionsOf, reviewMails, markPaid } = correctionSteps(() => ({
  t,
  prescriber,
}));

describe("correcting an approval to another dose (decision 085)", () => {
  it("supersedes the approval, re-issues the prescription, charges the new dose and tells the patient", async () => {
    const c = await decided();
    clock.shiftDays(1);
    let answer: Answer;
    try {
      answer = await corrected(c, { ...approveMg(7.5), supersedesDecisionId: c.first, correctionReason: REASON });
    } finally {
      clock.reset();
    }
    expect(answer).toMatchObject({
      status: "approved",
      orderState: "awaiting_payment",
      decision: { supersedesDecisionId: c.first, correctionReason: REASON, productId: 4, dose: "7.5 mg" },
    });

    // The first decision is on record as it was; the correction names it and says why.
    const [first, second] = await decisionsOf(c.id);
    expect(first).toMatchObject({ decision_id: c.first, product_id: 3, supersedes_decision_id: null });
    expect(second).toMatchObject({ product_id: 4, supersedes_decision_id: c.first, correction_reason: REASON });
    // Decided when first decided.
    expect((await t.db.select().from(consultations).where(eq(consultations.consultation_id, c.id)))[0]).toMatchObject({
      status: "approved",
      decided_at: NOW,
    });

    expect(await orderOf(c.order.order_id)).toMatchObject({
      order_status_id: ORDER_STATE_ID.awaiting_payment,
      total_due: "279.00",
      product_name: "Mounjaro 7.5mg pre-filled pen (4 weekly doses)",
    });
    expect((await t.db.select().from(orderLine).where(eq(orderLine.order_id, c.order.order_id)))[0]).toMatchObject({
      product_id: 4,
      unit_price: "279.00",
    });
    const issued = await t.db
      .select()
      .from(prescriptions)
      .where(eq(prescriptions.order_id, c.order.order_id))
      .orderBy(asc(prescriptions.prescription_id));
    expect(issued.map((p) => [p.decision_id, p.strength, p.issued_on])).toEqual([
      [c.first, "5 mg", "2026-11-25"],
      [second!.decision_id, "7.5 mg", "2026-11-26"],
    ]);
    expect(answer.prescriptionId).toBe(issued[1]!.prescription_id);

    const [event] = await t.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.order_id, c.order.order_id))
      .orderBy(desc(orderEvents.order_event_id))
      .limit(1);
    expect(event).toMatchObject({
      from_status_id: ORDER_STATE_ID.awaiting_payment,
      to_status_id: ORDER_STATE_ID.awaiting_payment,
      note: `Decision #${c.first} corrected by decision #${second!.decision_id}`,
    });

    const mails = await reviewMails(c.patient.email!);
    expect(mails.map((m) => m.dedupe_key)).toEqual([
      `consultation-reviewed:${c.id}`,
      `consultation-corrected:${second!.decision_id}`,
    ]);
    expect(mails[1]!.text).toContain("approved");
    for (const body of [mails[1]!.text, mails[1]!.html, mails[1]!.subject]) expect(body).not.toMatch(/mounjaro|mg/i);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "consultation.correction"), eq(auditLog.target_id, String(c.id))));
    expect(audit).toMatchObject({ target_type: "consultation" });
  });

  it("shows the earlier decision as superseded on the consultation", async () => {
    const c = await decided();
    const answer = await corrected(c, { ...approveMg(7.5), supersedesDecisionId: c.first, correctionReason: REASON });
    const detail = await (await prescriber.api.admin.consultations[":id"].$get({ param: { id: String(c.id) } })).json();
    expect(detail.decisions.slice(0, 2)).toMatchObject([
      {
        decisionId: answer.decision.decisionId,
        supersedesDecisionId: c.first,
        correctionReason: REASON,
        superseded: false,
        supersededByDecisionId: null,
        dose: "7.5 mg",
      },
      { decisionId: c.first, superseded: true, supersededByDecisionId: answer.decision.decisionId, dose: "5 mg" },
    ]);
    expect(detail.consultation.prescriptionId).toBe(answer.prescriptionId);
  });

  it("is dispensed at the corrected dose, and after dispensing is refused: a mistake is then an incident", async () => {
    const c = await decided();
    await corrected(c, { ...approveMg(7.5), supersedesDecisionId: c.first, correctionReason: REASON });
    await markPaid(c.order.order_id);
    // Another pharmacist dispenses: the prescriber may not clinically check their own prescription (decision 117).
    const pharmacist = await signedInStaff(t, "staff", { registration: "pharmacist" });
    const dispensed = await dispenseThroughSteps(t, pharmacist, c.order.order_id, {
      batchNumber: "BN-7788",
      expiryDate: "2027-06-30",
    });
    expect(dispensed.status, await dispensed.clone().text()).toBe(200);
    expect((await t.db.select().from(pomRegister).where(eq(pomRegister.order_id, c.order.order_id)))[0]).toMatchObject({
      strength: "7.5 mg",
    });

    const [, current] = await decisionsOf(c.id);
    const late = await correct(c.id, {
      ...approveMg(5),
      supersedesDecisionId: current!.decision_id,
      correctionReason: "The patient asked to stay on the lower dose after all.",
    });
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({
      error: "This supply has been dispensed: record an incident instead.",
      code: "conflict",
    });
    expect(await decisionsOf(c.id)).toHaveLength(2);
  });
});

describe("correcting a paid order (decision 085)", () => {
  it("keeps a paid order paid when the price stays, without a second payment e-mail", async () => {
    const c = await decided();
    await markPaid(c.order.order_id);
    const answer = await corrected(c, {
      ...approveMg(5, { directions: "Inject 5 mg once a week, on the same day each week, into the thigh" }),
      supersedesDecisionId: c.first,
      correctionReason: "The directions left out where to inject; written in full.",
    });
    expect(answer.orderState).toBe("prescribed");
    expect(await stateOf(t.db, c.order.order_id)).toBe("prescribed");
    expect(await reviewMails(c.patient.email!)).toHaveLength(1);
  });

  it("refuses a dose of another price once paid, and writes nothing", async () => {
    const c = await decided();
    await markPaid(c.order.order_id);
    const res = await correct(c.id, { ...approveMg(7.5), supersedesDecisionId: c.first, correctionReason: REASON });
    expect(res.status).toBe(409);
    expect((await errorBody(res)).error).toBe(
      `Order #${c.order.order_id} was paid £239.00 and this dose costs £279.00: correct the decision to a rejection (the payment is refunded) and the patient orders again.`,
    );
    expect(await decisionsOf(c.id)).toHaveLength(1);
    expect(await orderOf(c.order.order_id)).toMatchObject({
      order_status_id: ORDER_STATE_ID.prescribed,
      total_due: "239.00",
    });
  });
});
