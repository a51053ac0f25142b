/**
 * Decision 085: what a correction is refused for, through the app on a fresh database; a
 * refused correction writes nothing.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consultations, prescribingDecisions } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { CORRECTION_MESSAGES } from "@/shared/domain/prescribing/decision-corrections";
import { DISPENSED_RECORD_INCIDENT, type OrderState } from "@/shared/domain/orders/order-lifecycle";
import { APPROVAL_MESSAGES } from "@/shared/domain/prescribing/prescribing";
import { PRESCRIBER_ONLY_MESSAGE } from "@/shared/domain/people/roles";
import type { CorrectionInput, DecisionInput } from "@/shared/schemas/prescribing/consultations";
import { approveBody, insertConsultation, recordEvidence } from "../../../../tests/support/consultation-fixtures";
import { insertOrderInState, orderInState, signedInEmployee } from "../../../../tests/support/order-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { type Answered, errorBody } from "../../../../tests/support/typed-api";

const NOW = new Date("2026-11-25T10:00:00Z");
let t: TestApp;
let prescriber: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  prescriber = await t.employee();
});
afterAll(() => t?.close());

const REASON = "The transfer evidence shows 7.5 mg; 5 mg was chosen by mistake.";
const correct = (id: number, json: CorrectionInput, as: TestClient = prescriber) =>
  as.api.admin.consultations[":id"].correction.$post({ param: { id: String(id) }, json });
const decide = (id: number, json: DecisionInput) =>
  prescriber.api.admin.consultations[":id"].decision.$post({ param: { id: String(id) }, json });
type ApprovalCorrection = Extract<CorrectionInput, { outcome: "approved" }>;
const approve75 = (decisionId: number, over: Partial<ApprovalCorrection> = {}): ApprovalCorrection => ({
  ...approveBody({ productId: 4, directions: "Inject 7.5 mg once a week" }),
  supersedesDecisionId: decisionId,
  correctionReason: REASON,
  ...over,
});
const decisionsOf = (id: number) =>
  t.db
    .select()
    .from(prescribingDecisions)
    .where(eq(prescribingDecisions.consultation_id, id))
    .orderBy(asc(prescribingDecisions.decision_id));

/** A transfer evidenced at 7.5 mg and approved at 5 mg. */
async function approved() {
  const c = await insertConsultation(t.db, {
    kind: "transfer",
    productId: 4,
    history: { transfer_dose_mg: 7.5, transfer_provider: "Online Pharmacy Ltd" },
  });
  await recordEvidence(t, prescriber, c.patient.patient_id);
  const res = await decide(
    c.consultation.consultation_id,
    approveBody({ productId: 3, directions: "Inject 5 mg once a week" }),
  );
  expect(res.status, await res.clone().text()).toBe(200);
  const { decision } = await res.json();
  return { ...c, id: c.consultation.consultation_id, first: decision.decisionId };
}

/** An order in `state` with its approved consultation (the fixture's), and the approval's id. */
async function orderWithApproval(state: OrderState) {
  const { order } = await orderInState(t.db, state);
  const [c] = await t.db.select().from(consultations).where(eq(consultations.order_id, order.order_id));
  const [d] = await decisionsOf(c!.consultation_id);
  return { order, id: c!.consultation_id, decisionId: d!.decision_id };
}

async function expectRefused(res: Answered, status: number, error: string, consultationId: number, count: number) {
  expect(res.status).toBe(status);
  expect((await errorBody(res)).error).toBe(error);
  expect(await decisionsOf(consultationId)).toHaveLength(count);
}

describe("a correction is refused (decision 085)", () => {
  it("after dispensing, whatever happened to the supply since", async () => {
    for (const state of ["dispensed", "dispatched", "collected", "returned"] as const) {
      const o = await orderWithApproval(state);
      await expectRefused(await correct(o.id, approve75(o.decisionId)), 409, DISPENSED_RECORD_INCIDENT, o.id, 1);
    }
  });

  it("to anyone but a prescriber", async () => {
    const c = await approved();
    const staff = await signedInEmployee(t, "staff");
    await expectRefused(await correct(c.id, approve75(c.first), staff), 403, PRESCRIBER_ONLY_MESSAGE, c.id, 1);
  });

  it("without a reason of 20 characters, or without naming the decision", async () => {
    const c = await approved();
    const short = await correct(c.id, approve75(c.first, { correctionReason: "Wrong dose" }));
    expect(short.status).toBe(400);
    expect((await errorBody(short)).fields).toEqual({
      correctionReason: "Reason for the correction must be at least 20 characters",
    });
    const unnamed = await correct(c.id, approve75(c.first, { supersedesDecisionId: undefined }));
    expect(unnamed.status).toBe(400);
    expect((await errorBody(unnamed)).fields).toEqual({
      supersedesDecisionId: "Choose the decision you correct",
    });
    expect(await decisionsOf(c.id)).toHaveLength(1);
  });

  it("for a decision of another consultation", async () => {
    const c = await approved();
    const other = await approved();
    const res = await correct(c.id, approve75(other.first));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: CORRECTION_MESSAGES.chooseDecision,
      code: "invalid_input",
      fields: { supersedesDecisionId: CORRECTION_MESSAGES.chooseDecision },
    });
  });

  it("for a decision already corrected: the correction is the one to correct", async () => {
    const c = await approved();
    const first = await correct(c.id, approve75(c.first));
    expect(first.status).toBe(200);
    const { decision } = await first.json();
    await expectRefused(
      await correct(c.id, approve75(c.first)),
      409,
      CORRECTION_MESSAGES.alreadyCorrected(c.first, decision.decisionId),
      c.id,
      2,
    );
  });

  it("twice at once: one correction is recorded, the other hears of it", async () => {
    const c = await approved();
    const results = await Promise.all([correct(c.id, approve75(c.first)), correct(c.id, approve75(c.first))]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await decisionsOf(c.id)).toHaveLength(2);
  });

  it("while nothing is decided yet, or once the order was withdrawn", async () => {
    const waiting = await insertConsultation(t.db);
    await expectRefused(
      await correct(waiting.consultation.consultation_id, approve75(1)),
      409,
      CORRECTION_MESSAGES.nothingToCorrect,
      waiting.consultation.consultation_id,
      0,
    );
    const { order } = await orderInState(t.db, "cancelled");
    const [withdrawn] = await t.db.select().from(consultations).where(eq(consultations.order_id, order.order_id));
    await expectRefused(
      await correct(withdrawn!.consultation_id, approve75(1)),
      409,
      "This consultation was withdrawn: its order was cancelled.",
      withdrawn!.consultation_id,
      0,
    );
  });

  it("when the new approval breaks a rule of approval", async () => {
    const c = await approved();
    const res = await correct(c.id, approve75(c.first, { productId: 5, directions: "Inject 10 mg once a week" }));
    expect(res.status).toBe(422);
    expect((await errorBody(res)).error).toBe(APPROVAL_MESSAGES.transferDose(7.5));
    expect(await decisionsOf(c.id)).toHaveLength(1);
  });

  it("by the database too: a row that supersedes a decision must say why", async () => {
    const c = await approved();
    const [first] = await decisionsOf(c.id);
    const { decision_id: _id, ...copy } = first!;
    await expect(
      t.db.insert(prescribingDecisions).values({ ...copy, supersedes_decision_id: c.first, correction_reason: null }),
    ).rejects.toThrow();
    await expect(
      t.db.insert(prescribingDecisions).values({ ...copy, supersedes_decision_id: null, correction_reason: REASON }),
    ).rejects.toThrow();
    expect(await decisionsOf(c.id)).toHaveLength(1);
  });

  it("and a second plain decision is still answered 409: a correction is its own request", async () => {
    const c = await approved();
    const res = await decide(c.id, approveBody({ productId: 4, directions: "Inject 7.5 mg once a week" }));
    expect(res.status).toBe(409);
    expect((await errorBody(res)).error).toMatch(/^This consultation was already approved by/);
    expect(await decisionsOf(c.id)).toHaveLength(1);
  });
});

describe("a rejection corrected to an approval while the patient has another order (decision 085)", () => {
  it("is refused with 409 naming that order, and writes nothing", async () => {
    const c = await approved();
    const rejected = await correct(c.id, {
      outcome: "rejected",
      rejectReason: "contraindication",
      reasoning: "History of pancreatitis found in the GP record after approval.",
      supersedesDecisionId: c.first,
      correctionReason: "The GP record arrived after the approval and rules the treatment out.",
    });
    expect(rejected.status, await rejected.clone().text()).toBe(200);
    const { decision } = await rejected.json();
    // Meanwhile the patient started a new order.
    const other = await insertOrderInState(t.db, c.patient.patient_id, "awaiting_review");

    const res = await correct(c.id, approve75(decision.decisionId));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: CORRECTION_MESSAGES.anotherOrderOpen(other.order_id), code: "conflict" });
    expect(await decisionsOf(c.id)).toHaveLength(2);
  });
});
