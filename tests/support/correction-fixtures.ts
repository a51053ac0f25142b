/**
 * Decision 085 through the app: a transfer decided by a prescriber, then corrected, and what the
 * records, the order and the patient's e-mails hold after. Shared by the correction tests of
 * server/features/admin-consultations.
 */
import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { orders, prescribingDecisions } from "@/server/db/schema";
import type {
  ApproveInput,
  CorrectionInput,
  DecisionInput,
  RejectInput,
} from "@/shared/schemas/prescribing/consultations";
import { approveBody, insertConsultation, recordEvidence } from "./consultation-fixtures";
import { mailTo } from "./order-fixtures";
import type { TestApp, TestClient } from "./test-app";

export const REASON = "The transfer evidence shows 7.5 mg; 5 mg was chosen by mistake.";
export const REJECTION: RejectInput = {
  outcome: "rejected",
  rejectReason: "contraindication",
  reasoning: "History of pancreatitis found in the GP record after approval.",
};

/** The steps of a correction test, on the app and prescriber `app()` gives once they are built. */
export function correctionSteps(app: () => { t: TestApp; prescriber: TestClient }) {
  const decide = (id: number, json: DecisionInput) =>
    app().prescriber.api.admin.consultations[":id"].decision.$post({ param: { id: String(id) }, json });
  const correct = (id: number, json: CorrectionInput) =>
    app().prescriber.api.admin.consultations[":id"].correction.$post({ param: { id: String(id) }, json });
  const approveMg = (mg: 5 | 7.5, over: Partial<ApproveInput> = {}) =>
    approveBody({ productId: mg === 5 ? 3 : 4, directions: `Inject ${mg} mg once a week`, ...over });

  /** A transfer evidenced at 7.5 mg, decided with `first` (an approval of 5 mg unless given). */
  async function decided(first: DecisionInput = approveMg(5)) {
    const { t, prescriber } = app();
    const c = await insertConsultation(t.db, {
      kind: "transfer",
      productId: 4,
      history: { transfer_dose_mg: 7.5, transfer_provider: "Online Pharmacy Ltd" },
    });
    await recordEvidence(t, prescriber, c.patient.patient_id);
    const res = await decide(c.consultation.consultation_id, first);
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = await res.json();
    return { ...c, id: c.consultation.consultation_id, first: answer.decision.decisionId };
  }

  async function corrected(c: { id: number }, body: CorrectionInput) {
    const res = await correct(c.id, body);
    expect(res.status, await res.clone().text()).toBe(200);
    return res.json();
  }

  const orderOf = async (orderId: number) =>
    (await app().t.db.select().from(orders).where(eq(orders.order_id, orderId)))[0]!;
  const decisionsOf = (id: number) =>
    app()
      .t.db.select()
      .from(prescribingDecisions)
      .where(eq(prescribingDecisions.consultation_id, id))
      .orderBy(asc(prescribingDecisions.decision_id));
  const reviewMails = async (email: string) =>
    (await mailTo(app().t.db, email)).filter((m) => m.type === "consultation_reviewed");
  const markPaid = (orderId: number) =>
    app()
      .prescriber.post(`/api/admin/orders/${orderId}/mark-paid`, {
        method: "payment_link",
        reference: `PAY-${orderId}`,
      })
      .then((r) => expect(r.status).toBe(200));

  return { correct, approveMg, decided, corrected, orderOf, decisionsOf, reviewMails, markPaid };
}

/** A correction's answer, as its route types it. */
export type Answer = Awaited<ReturnType<ReturnType<typeof correctionSteps>["corrected"]>>;
