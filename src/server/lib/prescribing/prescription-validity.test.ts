/**
 * Decision 086: dispensing needs the order's current decision to be an approval whose
 * prescription is for the dose being dispensed and dated within the last six months. Each
 * refusal through the dispensing endpoint on a fresh database (409, the reason, nothing
 * written), and the check itself for a step that names the dose it dispenses.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consultations, orderLine, orders, pomRegister } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { PRESCRIPTION_MESSAGES } from "@/shared/domain/prescribing/current-prescription";
import { ORDER_STATE_ID } from "@/shared/domain/orders/order-lifecycle";
import { approveBody, insertConsultation, recordEvidence } from "../../../../tests/support/consultation-fixtures";
import { ALL_CHECKED, ensureRpOnDuty, secondEmployee } from "../../../../tests/support/dispensing-fixtures";
import { orderInState } from "../../../../tests/support/order-fixtures";
import { stateOf } from "../../../../tests/support/order-state";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { requireCurrentPrescription } from "./prescription-validity";

const NOW = new Date("2026-11-25T10:00:00Z");
let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  staff = await t.employee();
});
afterAll(() => t?.close());

/**
 * Through the steps (decision 095): the clinical check, the assembly, the label, then the accuracy
 * check by a second employee, which dispenses. Answers the first step refused, else the last.
 */
async function dispense(orderId: number) {
  await ensureRpOnDuty(staff);
  const checker = await secondEmployee(t);
  const steps: Array<() => Promise<Response>> = [
    () => staff.post(`/api/admin/orders/${orderId}/clinical-check`, { confirmed: true }),
    () => staff.post(`/api/admin/orders/${orderId}/assemble`, { batchNumber: "BN-3141", expiryDate: "2027-06-30" }),
    () => staff.post(`/api/admin/orders/${orderId}/label-printed`, {}),
    () => checker.post(`/api/admin/orders/${orderId}/accuracy-check`, ALL_CHECKED),
  ];
  let res!: Response;
  for (const step of steps) {
    res = await step();
    if (res.status !== 200) return res;
  }
  return res;
}

/** 409 with `error`; the order is still prescribed and the register has no entry for it. */
async function expectRefused(orderId: number, error: string) {
  const res = await dispense(orderId);
  expect(res.status).toBe(409);
  expect(await res.json()).toEqual({ error, code: "conflict" });
  expect(await t.db.select().from(pomRegister).where(eq(pomRegister.order_id, orderId))).toEqual([]);
  expect(await stateOf(t.db, orderId)).toBe("prescribed");
}

/** Puts the order in "prescribed" directly, as no path of the lifecycle would: the check must still hold. */
const forcePrescribed = (orderId: number) =>
  t.db.update(orders).set({ order_status_id: ORDER_STATE_ID.prescribed }).where(eq(orders.order_id, orderId));

describe("dispensing checks the prescription (decision 086)", () => {
  it("dispenses against a prescription up to six calendar months old, and not a day more", async () => {
    const lastDay = await orderInState(t.db, "prescribed", { at: new Date("2026-05-25T09:00:00Z") });
    expect((await dispense(lastDay.order.order_id)).status).toBe(200);
    const expired = await orderInState(t.db, "prescribed", { at: new Date("2026-05-24T09:00:00Z") });
    await expectRefused(expired.order.order_id, PRESCRIPTION_MESSAGES.expired(expired.order.order_id, "2026-05-24"));
  });

  it("refuses a dose the prescription does not name", async () => {
    const { order } = await orderInState(t.db, "prescribed", { strengthMg: 5 });
    await t.db.update(orderLine).set({ product_id: 4 }).where(eq(orderLine.order_id, order.order_id));
    await expectRefused(order.order_id, PRESCRIPTION_MESSAGES.otherDose(order.order_id, "5 mg", "7.5 mg"));
  });

  it("refuses an order no prescriber approved", async () => {
    const { order } = await orderInState(t.db, "awaiting_review");
    await forcePrescribed(order.order_id);
    await expectRefused(order.order_id, PRESCRIPTION_MESSAGES.notApproved(order.order_id));
  });

  it("refuses an order whose approval a correction superseded with a rejection", async () => {
    const c = await insertConsultation(t.db);
    await recordEvidence(t, staff, c.patient.patient_id);
    const id = c.consultation.consultation_id;
    const approved = await staff.api.admin.consultations[":id"].decision.$post({
      param: { id: String(id) },
      json: approveBody(),
    });
    const { decision } = await approved.json();
    const corrected = await staff.post(`/api/admin/consultations/${id}/correction`, {
      outcome: "rejected",
      rejectReason: "contraindication",
      reasoning: "History of pancreatitis found in the GP record after approval.",
      supersedesDecisionId: decision.decisionId,
      correctionReason: "The GP record arrived after the approval and rules the treatment out.",
    });
    expect(corrected.status).toBe(200);
    expect((await t.db.select().from(consultations).where(eq(consultations.consultation_id, id)))[0]!.status).toBe(
      "rejected",
    );
    await forcePrescribed(c.order.order_id);
    await expectRefused(c.order.order_id, PRESCRIPTION_MESSAGES.rejected(c.order.order_id));
  });

  it("checks the dose a dispensing step names, and answers with the prescription that holds", async () => {
    const { order } = await orderInState(t.db, "prescribed", { strengthMg: 5 });
    await expect(requireCurrentPrescription(t.db, { orderId: order.order_id, now: NOW, productId: 4 })).rejects.toThrow(
      PRESCRIPTION_MESSAGES.otherDose(order.order_id, "5 mg", "7.5 mg"),
    );
    expect(await requireCurrentPrescription(t.db, { orderId: order.order_id, now: NOW, productId: 3 })).toMatchObject({
      order_id: order.order_id,
      strength: "5 mg",
    });
  });
});
