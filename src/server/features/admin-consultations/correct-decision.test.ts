/**
 * Decision 085: a prescribing decision is corrected by a new one, never edited. Each correction
 * path through the app, on a fresh database: what is recorded, where the order goes, what the
 * patient is told, and that the earlier decision stays, shown as superseded.
 */
import { and, asc, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  consultations,
  gpLetters,
  orderEvents,
  orderLine,
  orders,
  patients,
  pomRegister,
  prescribingDecisions,
  prescriptions,
} from "@/server/db/schema";
import { createClock } from "@/server/lib/clock";
import { ORDER_STATE_ID } from "@/shared/domain/order-lifecycle";
import { REVIEW_STATUS_ID } from "@/shared/domain/review-status";
import { approveBody, insertConsultation, recordEvidence } from "../../../../tests/support/consultation-fixtures";
import { dispenseThroughSteps } from "../../../../tests/support/dispensing-fixtures";
import { insertOrderInState, mailTo, signedInPatient } from "../../../../tests/support/order-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { CORRECTED_TO_REJECTION_REASON } from "./approval-documents";

const NOW = new Date("2026-11-25T10:00:00Z");
const clock = createClock(NOW);
let t: TestApp;
let prescriber: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock });
  prescriber = await t.employee();
});
afterAll(() => t?.close());

const REASON = "The transfer evidence shows 7.5 mg; 5 mg was chosen by mistake.";
const REJECTION = {
  outcome: "rejected",
  rejectReason: "contraindication",
  reasoning: "History of pancreatitis found in the GP record after approval.",
};
type Answer = {
  orderState: string;
  status: string;
  prescriptionId: number | null;
  decision: { decisionId: number; supersedesDecisionId: number | null; correctionReason: string | null };
};

const decide = (id: number, body: Record<string, unknown>) =>
  prescriber.post(`/api/admin/consultations/${id}/decision`, body);
const correct = (id: number, body: Record<string, unknown>) =>
  prescriber.post(`/api/admin/consultations/${id}/correction`, body);
const approveMg = (mg: 5 | 7.5, over: Record<string, unknown> = {}) =>
  approveBody({ productId: mg === 5 ? 3 : 4, directions: `Inject ${mg} mg once a week`, ...over });

/** A transfer evidenced at 7.5 mg, decided with `first` (an approval of 5 mg unless given). */
async function decided(first: Record<string, unknown> = approveMg(5)) {
  const c = await insertConsultation(t.db, {
    kind: "transfer",
    productId: 4,
    history: { transfer_dose_mg: 7.5, transfer_provider: "Online Pharmacy Ltd" },
  });
  await recordEvidence(t, prescriber, c.patient.patient_id);
  const res = await decide(c.consultation.consultation_id, first);
  expect(res.status, await res.clone().text()).toBe(200);
  const answer = (await res.json()) as Answer;
  return { ...c, id: c.consultation.consultation_id, first: answer.decision.decisionId };
}

async function corrected(c: { id: number }, body: Record<string, unknown>) {
  const res = await correct(c.id, body);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Answer;
}

const orderOf = async (orderId: number) => (await t.db.select().from(orders).where(eq(orders.order_id, orderId)))[0]!;
const decisionsOf = (id: number) =>
  t.db
    .select()
    .from(prescribingDecisions)
    .where(eq(prescribingDecisions.consultation_id, id))
    .orderBy(asc(prescribingDecisions.decision_id));
const reviewMails = async (email: string) =>
  (await mailTo(t.db, email)).filter((m) => m.type === "consultation_reviewed");
const markPaid = (orderId: number) =>
  prescriber
    .post(`/api/admin/orders/${orderId}/mark-paid`, { method: "payment_link", reference: `PAY-${orderId}` })
    .then((r) => expect(r.status).toBe(200));

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
    const detail = (await (await prescriber.get(`/api/admin/consultations/${c.id}`)).json()) as {
      consultation: { prescriptionId: number };
      decisions: Array<Record<string, unknown>>;
    };
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
    const dispensed = await dispenseThroughSteps(t, prescriber, c.order.order_id, {
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

describe("correcting between approval and rejection (decision 085)", () => {
  it("rejects an unpaid approved order, withdraws the unsent GP letter and tells the patient", async () => {
    const c = await decided();
    const answer = await corrected(c, { ...REJECTION, supersedesDecisionId: c.first, correctionReason: REASON });
    expect(answer).toMatchObject({ status: "rejected", orderState: "rejected", prescriptionId: null });
    expect((await orderOf(c.order.order_id)).order_status_id).toBe(ORDER_STATE_ID.rejected);
    expect((await t.db.select().from(gpLetters).where(eq(gpLetters.consultation_id, c.id)))[0]).toMatchObject({
      status: "not_required",
      not_required_reason: CORRECTED_TO_REJECTION_REASON,
    });
    expect((await t.db.select().from(patients).where(eq(patients.patient_id, c.patient.patient_id)))[0]).toMatchObject({
      patient_status_id: REVIEW_STATUS_ID.rejected,
    });
    const mails = await reviewMails(c.patient.email!);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain("unable to supply");
  });

  it("takes the superseded prescription off the patient's account", async () => {
    const p = await signedInPatient(t);
    const order = await insertOrderInState(t.db, p.patient.patient_id, "awaiting_payment", { strengthMg: 5 });
    const account = async () => (await (await p.get("/api/account")).json()) as { currentDose: string | null };
    expect((await account()).currentDose).toBe("5 mg");
    const [c] = await t.db.select().from(consultations).where(eq(consultations.order_id, order.order_id));
    const [first] = await decisionsOf(c!.consultation_id);
    await corrected(
      { id: c!.consultation_id },
      { ...REJECTION, supersedesDecisionId: first!.decision_id, correctionReason: REASON },
    );
    expect((await account()).currentDose).toBeNull();
  });

  it("sends a paid approved order to refund due", async () => {
    const c = await decided();
    await markPaid(c.order.order_id);
    const answer = await corrected(c, { ...REJECTION, supersedesDecisionId: c.first, correctionReason: REASON });
    expect(answer.orderState).toBe("refund_due");
    expect((await orderOf(c.order.order_id)).order_status_id).toBe(ORDER_STATE_ID.refund_due);
  });

  it("approves a rejected order: a prescription, a GP letter and the payment e-mail", async () => {
    const c = await decided(REJECTION);
    const answer = await corrected(c, {
      ...approveMg(7.5),
      supersedesDecisionId: c.first,
      correctionReason: "The contraindication was another patient's record, filed in error.",
    });
    expect(answer).toMatchObject({ status: "approved", orderState: "awaiting_payment" });
    expect(answer.prescriptionId).not.toBeNull();
    expect(await orderOf(c.order.order_id)).toMatchObject({
      order_status_id: ORDER_STATE_ID.awaiting_payment,
      total_due: "279.00",
    });
    expect((await t.db.select().from(gpLetters).where(eq(gpLetters.consultation_id, c.id)))[0]).toMatchObject({
      status: "draft",
    });
    const mails = await reviewMails(c.patient.email!);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain(
      `Please sign in to your account to see how to pay for order #${c.order.order_id}.`,
    );
  });

  it("records a rejection corrected to another reason, and leaves the order and the patient's e-mail as they were", async () => {
    const c = await decided(REJECTION);
    const answer = await corrected(c, {
      ...REJECTION,
      rejectReason: "not_verifiable",
      supersedesDecisionId: c.first,
      correctionReason: "The reason was chosen wrongly: the records could not be verified.",
    });
    expect(answer).toMatchObject({ status: "rejected", orderState: "rejected" });
    expect((await decisionsOf(c.id)).map((d) => d.reject_reason)).toEqual(["contraindication", "not_verifiable"]);
    expect(await reviewMails(c.patient.email!)).toHaveLength(1);
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
    expect((await orderOf(c.order.order_id)).order_status_id).toBe(ORDER_STATE_ID.prescribed);
    expect(await reviewMails(c.patient.email!)).toHaveLength(1);
  });

  it("refuses a dose of another price once paid, and writes nothing", async () => {
    const c = await decided();
    await markPaid(c.order.order_id);
    const res = await correct(c.id, { ...approveMg(7.5), supersedesDecisionId: c.first, correctionReason: REASON });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toBe(
      `Order #${c.order.order_id} was paid £239.00 and this dose costs £279.00: correct the decision to a rejection (the payment is refunded) and the patient orders again.`,
    );
    expect(await decisionsOf(c.id)).toHaveLength(1);
    expect(await orderOf(c.order.order_id)).toMatchObject({
      order_status_id: ORDER_STATE_ID.prescribed,
      total_due: "239.00",
    });
  });
});
