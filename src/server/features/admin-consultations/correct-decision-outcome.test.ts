/**
 * Decision 085: a prescribing decision corrected from an approval to a rejection or back, through
 * the app on a fresh database: where the order goes (rejected, refund due, awaiting payment), the
 * GP letter, the patient's account and e-mails, and a rejection's reason corrected alone.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consultations, gpLetters, patients } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { ORDER_STATE_ID } from "@/shared/domain/orders/order-lifecycle";
import { REVIEW_STATUS_ID } from "@/shared/domain/prescribing/review-status";
import { correctionSteps, REASON, REJECTION } from "../../../../tests/support/correction-fixtures";
import { insertOrderInState, signedInPatient } from "../../../../tests/support/order-fixtures";
import { stateOf } from "../../../../tests/support/order-state";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { CORRECTED_TO_REJECTION_REASON } from "./approval-documents";

const clock = createClock(new Date("2026-11-25T10:00:00Z"));
let t: TestApp;
let prescriber: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock });
  prescriber = await t.employee();
});
afterAll(() => t?.close());

const { approveMg, decided, corrected, orderOf, decisionsOf, reviewMails, markPaid } = correctionSteps(() => ({
  t,
  prescriber,
}));

describe("correcting between approval and rejection (decision 085)", () => {
  it("rejects an unpaid approved order, withdraws the unsent GP letter and tells the patient", async () => {
    const c = await decided();
    const answer = await corrected(c, { ...REJECTION, supersedesDecisionId: c.first, correctionReason: REASON });
    expect(answer).toMatchObject({ status: "rejected", orderState: "rejected", prescriptionId: null });
    expect(await stateOf(t.db, c.order.order_id)).toBe("rejected");
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
    const account = async () => (await p.api.account.$get()).json();
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
    expect(await stateOf(t.db, c.order.order_id)).toBe("refund_due");
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
