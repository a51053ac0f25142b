/**
 * Issue 19: the re-order's rules (window, restart after a gap, red-flag hold, the ladder one
 * step at a time) are checked again when a prescriber approves, not only when the check-in is
 * sent. Each refusal through the app on a fresh database: 422, the rule's message among the
 * problems, nothing written.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consultations, orderEvents, patientHistory, prescribingDecisions } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { ORDER_STATE_ID } from "@/shared/domain/orders/order-lifecycle";
import { REORDER_APPROVAL_MESSAGES } from "@/shared/domain/treatment/reorder-approval";
import { NO_SIDE_EFFECTS } from "@/shared/domain/clinical/side-effects";
import {
  approveBody,
  identityCheckBody,
  insertConsultation,
  measurementBody,
  recordEvidence,
} from "../../../../tests/support/consultation-fixtures";
import { insertOrderInState } from "../../../../tests/support/order-fixtures";
import { checkin, isoDaysBefore, PRODUCT_OF_MG, suppliedPatient } from "../../../../tests/support/reorder-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { errorBody } from "../../../../tests/support/typed-api";
import { DAY_MS } from "@/shared/domain/dates";

const NOW = new Date("2026-06-10T10:00:00Z");
let t: TestApp;
let prescriber: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  prescriber = await t.employee();
});
afterAll(() => t?.close());

/** A patient on `mg` who asked for their next pen with `over`, with the evidence a re-order needs on record. */
async function reorder(o: { mg: number; daysAgo?: number }, over: Parameters<typeof checkin>[1] = {}) {
  const p = await suppliedPatient(t, { now: NOW, daysAgo: o.daysAgo ?? 22, mg: o.mg });
  await t.db
    .update(patientHistory)
    .set({ gp_consent: "yes" })
    .where(and(eq(patientHistory.patient_id, p.patient.patient_id), isNotNull(patientHistory.order_id)));
  const res = await p.api.account.reorder.$post({ json: checkin(NOW, over) });
  expect(res.status, await res.clone().text()).toBe(201);
  const { orderId } = await res.json();
  const [c] = await t.db.select().from(consultations).where(eq(consultations.order_id, orderId));
  const id = p.patient.patient_id;
  expect((await prescriber.post(`/api/admin/patients/${id}/identity-checks`, identityCheckBody())).status).toBe(200);
  const measured = await prescriber.post(
    `/api/admin/patients/${id}/measurements`,
    measurementBody(t, { weightKg: 95 }),
  );
  expect(measured.status).toBe(200);
  return { p, orderId, consultationId: c!.consultation_id };
}

const approveMg = (mg: number) =>
  approveBody({
    productId: PRODUCT_OF_MG[mg],
    directions: `Inject ${mg} mg once a week`,
    reasoning: "Steady loss, no side effects; continuing on the ladder.",
  });

async function expectRefused(consultationId: number, mg: number, message: string) {
  const res = await prescriber.post(`/api/admin/consultations/${consultationId}/decision`, approveMg(mg));
  expect(res.status).toBe(422);
  const body = await errorBody(res);
  expect(body.problems?.map((p) => p.message)).toContain(message);
  expect(
    await t.db.select().from(prescribingDecisions).where(eq(prescribingDecisions.consultation_id, consultationId)),
  ).toEqual([]);
  return body.problems;
}
const approves = async (consultationId: number, mg: number) =>
  expect((await prescriber.post(`/api/admin/consultations/${consultationId}/decision`, approveMg(mg))).status).toBe(
    200,
  );

describe("the re-order's rules at approval (issue 19)", () => {
  it("hold the approval while a red-flag report waits for a prescriber, and let it through once handled", async () => {
    const { p, consultationId } = await reorder({ mg: 5 });
    const report = await p.post("/api/account/side-effects", {
      symptoms: { nausea: "severe" },
      redFlags: ["cannot_keep_fluids_down"],
      details: "Since yesterday evening.",
    });
    expect(report.status).toBe(201);
    const { reportId } = await report.json();
    const problems = await expectRefused(consultationId, 5, REORDER_APPROVAL_MESSAGES.redFlag);
    expect(problems).toContainEqual({ rule: "reorder", message: REORDER_APPROVAL_MESSAGES.redFlag });
    const handled = await prescriber.post(`/api/admin/side-effects/${reportId}/handled`, {
      note: "Spoke with the patient; settled, advised fluids.",
    });
    expect(handled.status).toBe(200);
    await approves(consultationId, 5);
  });

  it("step up only where the ladder offers it for what the check-in told", async () => {
    const few = await reorder({ mg: 5 }, { injectionsTaken: 2, requestedMg: 5 });
    await expectRefused(few.consultationId, 7.5, REORDER_APPROVAL_MESSAGES.injections);
    await approves(few.consultationId, 5);

    const unwell = await reorder(
      { mg: 5 },
      { sideEffects: { ...NO_SIDE_EFFECTS, nausea: "moderate" }, requestedMg: 5 },
    );
    await expectRefused(unwell.consultationId, 7.5, REORDER_APPROVAL_MESSAGES.sideEffects);

    const late = await reorder({ mg: 5 }, { lastInjectionOn: isoDaysBefore(NOW, 14), requestedMg: 5 });
    await expectRefused(late.consultationId, 7.5, REORDER_APPROVAL_MESSAGES.missedDose);
  });

  it("never step up at a restart after a break", async () => {
    const restart = await reorder(
      { mg: 5, daysAgo: 45 },
      { lastInjectionOn: isoDaysBefore(NOW, 30), requestedMg: null },
    );
    await expectRefused(restart.consultationId, 7.5, REORDER_APPROVAL_MESSAGES.restart);
    await approves(restart.consultationId, 5);
  });

  it("send a supplied patient's order made without the check-in back to it, and wait for the window", async () => {
    const c = await insertConsultation(t.db, {
      kind: "transfer",
      productId: 2,
      history: { transfer_dose_mg: 5, transfer_provider: "Online Pharmacy Ltd" },
    });
    await recordEvidence(t, prescriber, c.patient.patient_id);
    // A pen handed to the courier three days ago: the next one is for the re-order check-in, 21 days on.
    const at = new Date(NOW.getTime() - 3 * DAY_MS);
    const supplied = await insertOrderInState(t.db, c.patient.patient_id, "delivered", { at });
    await t.db.insert(orderEvents).values({
      order_id: supplied.order_id,
      from_status_id: ORDER_STATE_ID.dispensed,
      to_status_id: ORDER_STATE_ID.dispatched,
      actor_kind: "staff",
      created_at: at,
    });
    const problems = await expectRefused(c.consultation.consultation_id, 2.5, REORDER_APPROVAL_MESSAGES.checkinFirst);
    expect(problems?.map((p) => p.message)).toEqual([
      REORDER_APPROVAL_MESSAGES.checkinFirst,
      REORDER_APPROVAL_MESSAGES.tooEarly("2026-06-28"),
    ]);
  });
});
