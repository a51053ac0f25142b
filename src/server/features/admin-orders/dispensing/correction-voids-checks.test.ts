/**
 * Decision 115: a correcting decision on an order whose clinical check or assembly is recorded
 * voids those steps. They stay in the order page's history, marked with the correction's date;
 * the order waits for a clinical check of the new decision, and nothing voided is assembled on,
 * labelled, counted on the dashboard or dispensed.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dispensingSteps, pomRegister } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { correctionSteps, REJECTION } from "../../../../../tests/support/correction-fixtures";
import { ALL_CHECKED, ensureRpOnDuty, secondEmployee } from "../../../../../tests/support/dispensing-fixtures";
import { signedInStaff } from "../../../../../tests/support/staff-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../../tests/support/test-app";
import { orderPage } from "../../../../../tests/support/order-page";
import { errorBody } from "../../../../../tests/support/typed-api";
import type { ApproveInput, RejectInput } from "@/shared/schemas/prescribing/consultations";

const PHARMACIST = "Ravi Patel";
const NOW = new Date("2026-11-25T10:00:00Z");
const CORRECTED_AT = new Date("2026-11-26T10:00:00Z");
const clock = createClock(NOW);
let t: TestApp;
let prescriber: TestClient;
/** Dispenses what the prescriber decided: a pharmacist may not clinically check their own prescription (decision 117). */
let pharmacist: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock });
  prescriber = await t.employee();
  pharmacist = await signedInStaff(t, "staff", { registration: "pharmacist", name: PHARMACIST });
  await ensureRpOnDuty(prescriber);
});
afterAll(() => t?.close());

const { approveMg, decided, corrected, markPaid, decisionsOf } = correctionSteps(() => ({ t, prescriber }));
const REASON = "The directions left out where to inject; written in full here.";
const FIRST_PACK = { batchNumber: "BN-FIRST", expiryDate: "2027-06-30" };
const NEW_PACK = { batchNumber: "BN-NEW", expiryDate: "2027-09-30" };

const step = (orderId: number, name: string, body: Record<string, unknown> = {}) =>
  pharmacist.post(`/api/admin/orders/${orderId}/${name}`, body);
async function ok(res: Response) {
  expect(res.status, await res.clone().text()).toBe(200);
}
async function refused(res: Response, status: number, error: string) {
  expect(res.status).toBe(status);
  expect(await errorBody(res)).toMatchObject({ error });
}
const dispensingOf = async (orderId: number) => (await orderPage(prescriber, orderId)).dispensing;
const waitingOnDashboard = async () =>
  (await (await prescriber.api.admin.dashboard.$get()).json()).dispensary.dispensing;

/** A paid 5 mg order clinically checked, assembled and labelled, then corrected a day later by `correction`. */
async function checkedThenCorrected(correction: ApproveInput | RejectInput) {
  const c = await decided();
  const orderId = c.order.order_id;
  await markPaid(orderId);
  await ok(await step(orderId, "clinical-check", { confirmed: true }));
  await ok(await step(orderId, "assemble", FIRST_PACK));
  await ok(await step(orderId, "label-printed"));
  const before = await waitingOnDashboard();
  clock.shiftDays(1);
  try {
    await corrected(c, { ...correction, supersedesDecisionId: c.first, correctionReason: REASON });
  } finally {
    clock.reset();
  }
  return { c, orderId, before };
}

const voidedHistory = [
  { step: "clinical_check", by: PHARMACIST, at: NOW.toISOString(), voidedAt: CORRECTED_AT.toISOString() },
  { step: "assembly", by: PHARMACIST, at: NOW.toISOString(), voidedAt: CORRECTED_AT.toISOString() },
  { step: "label_print", by: PHARMACIST, at: NOW.toISOString(), voidedAt: CORRECTED_AT.toISOString() },
];

describe("a correction after the clinical check (decision 115)", () => {
  it("voids the check, the assembly and the label: the order waits for the clinical check again", async () => {
    const { orderId, before } = await checkedThenCorrected(
      approveMg(5, { directions: "Inject 5 mg once a week, on the same day each week, into the thigh" }),
    );
    const d = await dispensingOf(orderId);
    expect(d.waiting).toBe("clinical_check");
    expect(d.steps).toMatchObject({ clinicalCheck: null, assembly: null, labelPrint: null, accuracyCheck: null });
    expect(d.steps.voided).toEqual(voidedHistory);
    // The dashboard counts the order as waiting for its clinical check, no longer for its accuracy check.
    expect(before).toMatchObject({ clinicalCheck: 0, accuracyCheck: 1 });
    expect(await waitingOnDashboard()).toMatchObject({ clinicalCheck: 1, accuracyCheck: 0 });
    // The rows stay as recorded (append-only).
    expect(await t.db.select().from(dispensingSteps).where(eq(dispensingSteps.order_id, orderId))).toHaveLength(3);
  });

  it("refuses the assembly, the label and the accuracy check before a new clinical check", async () => {
    const { orderId } = await checkedThenCorrected(
      approveMg(5, { directions: "Inject 5 mg once a week, in the thigh" }),
    );
    await refused(await step(orderId, "assemble", NEW_PACK), 409, "The clinical check comes first.");
    await refused(await step(orderId, "label-printed"), 409, "Assemble the pack first.");
    await refused(await prescriber.get(`/api/admin/orders/${orderId}/label`), 409, "Assemble the pack first.");
    const checker = await secondEmployee(t);
    await refused(
      await checker.post(`/api/admin/orders/${orderId}/accuracy-check`, ALL_CHECKED),
      409,
      "The clinical check comes first.",
    );
  });

  it("dispenses after a new clinical check of the new decision, with the pack assembled after it", async () => {
    const { c, orderId } = await checkedThenCorrected(approveMg(5, { directions: "Inject 5 mg weekly, in the thigh" }));
    const [, current] = await decisionsOf(c.id);
    await ok(await step(orderId, "clinical-check", { confirmed: true }));
    const [recheck] = await t.db
      .select()
      .from(dispensingSteps)
      .where(and(eq(dispensingSteps.order_id, orderId), eq(dispensingSteps.step, "clinical_check")))
      .orderBy(dispensingSteps.step_id)
      .offset(1);
    expect(recheck).toMatchObject({ decision_id: current!.decision_id });
    await refused(
      await step(orderId, "clinical-check", { confirmed: true }),
      409,
      "The clinical check of this order is already recorded.",
    );
    await ok(await step(orderId, "assemble", NEW_PACK));
    await ok(await step(orderId, "label-printed"));
    const checker = await secondEmployee(t);
    await ok(await checker.post(`/api/admin/orders/${orderId}/accuracy-check`, ALL_CHECKED));
    const [entry] = await t.db.select().from(pomRegister).where(eq(pomRegister.order_id, orderId));
    expect(entry).toMatchObject({ batch_number: NEW_PACK.batchNumber, expiry_date: NEW_PACK.expiryDate });
    const d = await dispensingOf(orderId);
    expect(d.steps.voided).toEqual(voidedHistory);
    expect(d.steps).toMatchObject({ clinicalCheck: { by: PHARMACIST }, assembly: { batchNumber: "BN-NEW" } });
  });

  it("leaves nothing to dispense after a correction to a rejection, the voided steps in the history", async () => {
    const { orderId } = await checkedThenCorrected(REJECTION);
    const d = await dispensingOf(orderId);
    expect(d.waiting).toBeNull();
    expect(d.steps.voided).toEqual(voidedHistory);
    await refused(await step(orderId, "assemble", NEW_PACK), 409, "This order is not waiting to be dispensed.");
    await refused(
      await step(orderId, "clinical-check", { confirmed: true }),
      409,
      "This order is not waiting to be dispensed.",
    );
  });
});
