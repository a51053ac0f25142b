import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dispensingSteps, prescriptions, sideEffectReports } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { NO_SIDE_EFFECTS } from "@/shared/domain/clinical/side-effects";
import { DISPENSING_MESSAGES } from "@/shared/domain/dispensing/dispensing-steps";
import { orderInState } from "../../../../../tests/support/order-fixtures";
import { signedInStaff, type StaffClient } from "../../../../../tests/support/staff-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../../tests/support/test-app";
import { orderPage } from "../../../../../tests/support/order-page";
import { errorBody } from "../../../../../tests/support/typed-api";

const NOW = new Date("2026-11-25T10:00:00Z");
let t: TestApp;
let superintendent: TestClient;
let prescriber: StaffClient;
let staff: StaffClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  superintendent = await t.employee();
  prescriber = await signedInStaff(t, "prescriber");
  staff = await signedInStaff(t, "staff");
});
afterAll(() => t?.close());

const check = (client: TestClient, orderId: number, body: Record<string, unknown> = { confirmed: true }) =>
  client.post(`/api/admin/orders/${orderId}/clinical-check`, body);
const stepsOf = (orderId: number) => t.db.select().from(dispensingSteps).where(eq(dispensingSteps.order_id, orderId));

describe("POST /api/admin/orders/:id/clinical-check", () => {
  it("is refused while nobody is signed in as the responsible pharmacist", async () => {
    const { order } = await orderInState(t.db, "prescribed");
    const res = await check(prescriber, order.order_id);
    expect(res.status).toBe(409);
    expect(await errorBody(res)).toEqual({ error: "Sign in as the responsible pharmacist first.", code: "conflict" });
    expect(await stepsOf(order.order_id)).toEqual([]);
  });

  it("is a registered pharmacist's: 403 for a technician or staff with no registration, whatever else holds", async () => {
    expect((await superintendent.post("/api/admin/rp-log/sign-in", {})).status).toBe(200);
    const { order } = await orderInState(t.db, "prescribed");
    const technician = await signedInStaff(t, "staff", { registration: "technician", accreditedChecker: true });
    for (const who of [staff, technician]) {
      const res = await check(who, order.order_id);
      expect(res.status).toBe(403);
      expect(await errorBody(res)).toEqual({ error: DISPENSING_MESSAGES.pharmacistOnly, code: "forbidden" });
      // The order page shows them the reason, not the button.
      const page = await orderPage(who, order.order_id);
      expect(page.dispensing.notAllowed.clinicalCheck).toBe(DISPENSING_MESSAGES.pharmacistOnly);
    }
    expect(await stepsOf(order.order_id)).toEqual([]);
    // A pharmacist who is not a prescriber does it: the registration decides, not the role.
    const pharmacist = await signedInStaff(t, "staff", { registration: "pharmacist" });
    expect((await check(pharmacist, order.order_id)).status).toBe(200);
  });

  it("of a pharmacist's own prescription only with lone working allowed, and recorded as their own (decision 117)", async () => {
    const { order } = await orderInState(t.db, "prescribed", { prescribedBy: prescriber.employeeId });
    const own = await check(prescriber, order.order_id);
    expect(own.status).toBe(403);
    expect(await errorBody(own)).toEqual({ error: DISPENSING_MESSAGES.ownPrescription, code: "forbidden" });
    const page = () => orderPage(prescriber, order.order_id);
    expect((await page()).dispensing.notAllowed.clinicalCheck).toBe(DISPENSING_MESSAGES.ownPrescription);
    expect(await stepsOf(order.order_id)).toEqual([]);

    const lone = (value: string) => superintendent.put("/api/admin/settings/lone_working_allowed", { value });
    expect((await lone("yes")).status).toBe(200);
    try {
      expect((await page()).dispensing.notAllowed.clinicalCheck).toBeNull();
      expect((await check(prescriber, order.order_id)).status).toBe(200);
    } finally {
      expect((await lone("no")).status).toBe(200);
    }
    expect(await stepsOf(order.order_id)).toEqual([
      expect.objectContaining({ step: "clinical_check", employee_id: prescriber.employeeId, lone_working: true }),
    ]);
    expect((await page()).dispensing.steps.clinicalCheck).toMatchObject({ ownPrescription: true });
  });

  it("records who checked, when, the responsible pharmacist on duty and the decision checked, once", async () => {
    const { order } = await orderInState(t.db, "prescribed");
    const res = await check(prescriber, order.order_id, { confirmed: true, note: "Dose step reviewed" });
    expect(res.status).toBe(200);
    const [rx] = await t.db.select().from(prescriptions).where(eq(prescriptions.order_id, order.order_id));
    expect(await stepsOf(order.order_id)).toEqual([
      expect.objectContaining({
        step: "clinical_check",
        employee_id: prescriber.employeeId,
        employee_name: "Test prescriber",
        rp_name: "Priya Shah",
        decision_id: rx!.decision_id,
        note: "Dose step reviewed",
        lone_working: false,
        created_at: NOW,
      }),
    ]);
    const again = await check(superintendent, order.order_id);
    expect(again.status).toBe(409);
    expect(await errorBody(again)).toEqual({
      error: "The clinical check of this order is already recorded.",
      code: "conflict",
    });

    const detail = await orderPage(superintendent, order.order_id);
    expect(detail.dispensing.waiting).toBe("assembly");
    expect(detail.dispensing.steps.clinicalCheck).toEqual({
      by: "Test prescriber",
      at: NOW.toISOString(),
      responsiblePharmacist: "Priya Shah",
      note: "Dose step reviewed",
      ownPrescription: false,
    });
  });

  it("needs the confirmation", async () => {
    const { order } = await orderInState(t.db, "prescribed");
    const res = await check(prescriber, order.order_id, {});
    expect(res.status).toBe(400);
    expect(await errorBody(res)).toMatchObject({
      fields: { confirmed: "Confirm that the prescription is appropriate for the patient" },
    });
  });

  it("waits while a red-flag report waits for a prescriber", async () => {
    const { order, patient } = await orderInState(t.db, "prescribed");
    const [report] = await t.db
      .insert(sideEffectReports)
      .values({
        patient_id: patient.patient_id,
        symptoms: NO_SIDE_EFFECTS,
        red_flags: ["yellow_skin_or_eyes"],
        is_red_flag: true,
        created_at: NOW,
      })
      .returning();
    const res = await check(prescriber, order.order_id);
    expect(res.status).toBe(409);
    expect(await errorBody(res)).toEqual({
      error: "A red-flag report from this patient waits for a prescriber. Handle it before the clinical check.",
      code: "conflict",
    });
    // The order page shows the report to the pharmacist checking.
    const detail = await orderPage(prescriber, order.order_id);
    expect(detail.dispensing.latestReport).toMatchObject({
      redFlags: ["Yellowing of your skin or the whites of your eyes"],
      handledAt: null,
    });
    await t.db
      .update(sideEffectReports)
      .set({ handled_at: NOW, handled_by_name: "Priya Shah", handled_note: "Spoke to the patient; LFTs normal." })
      .where(and(eq(sideEffectReports.report_id, report!.report_id)));
    expect((await check(prescriber, order.order_id)).status).toBe(200);
  });

  it("is only for an order waiting to be dispensed", async () => {
    for (const state of ["awaiting_payment", "dispensed", "cancelled"] as const) {
      const { order } = await orderInState(t.db, state);
      const res = await check(prescriber, order.order_id);
      expect(res.status, state).toBe(409);
      expect(await errorBody(res)).toEqual({ error: "This order is not waiting to be dispensed.", code: "conflict" });
    }
  });
});
