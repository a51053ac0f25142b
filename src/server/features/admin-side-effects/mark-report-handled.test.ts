import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, orders, sideEffectReports } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { REVIEW_FIRST_MESSAGE } from "@/shared/domain/clinical/side-effects";
import { ORDER_STATE_ID } from "@/shared/domain/orders/order-lifecycle";
import { insertOrderInState, signedInEmployee, signedInPatient } from "../../../../tests/support/order-fixtures";
import { stateOf } from "../../../../tests/support/order-state";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";

// A Tuesday: no cold-chain confirmation is asked for.
const NOW = new Date("2026-11-24T09:00:00Z");
let t: TestApp;
let staff: TestClient;
let prescriber: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  staff = await signedInEmployee(t, "staff");
  prescriber = await signedInEmployee(t, "prescriber");
});
afterAll(() => t?.close());

const redFlag = async (patient: TestClient) => {
  const res = await patient.api.account["side-effects"].$post({ json: { redFlags: ["yellow_skin_or_eyes"] } });
  return (await res.json()).reportId;
};

describe("a red-flag report holds the patient's orders until a prescriber handles it", () => {
  it("refuses dispatch with the review message, and dispatches once a prescriber marked the report handled", async () => {
    const patient = await signedInPatient(t);
    const order = await insertOrderInState(t.db, patient.patient.patient_id, "dispensed");
    const reportId = await redFlag(patient);

    const refused = await staff.post(`/api/admin/orders/${order.order_id}/dispatch`, {
      courier: "DPD",
      trackingNumber: "15501234567890",
      coldChainPackaging: "Insulated box with 4 cool packs (72 hours)",
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: REVIEW_FIRST_MESSAGE, code: "conflict" });
    expect(await stateOf(t.db, order.order_id)).toBe("dispensed");

    const handled = await prescriber.post(`/api/admin/side-effects/${reportId}/handled`, {
      note: "Spoke to the patient; liver tests normal; treatment may continue.",
    });
    expect(handled.status).toBe(200);
    expect(await handled.json()).toMatchObject({
      id: reportId,
      isRedFlag: true,
      handled: {
        at: NOW.toISOString(),
        by: "Pat Prescriber",
        note: "Spoke to the patient; liver tests normal; treatment may continue.",
      },
    });
    expect(
      (
        await staff.post(`/api/admin/orders/${order.order_id}/dispatch`, {
          courier: "DPD",
          trackingNumber: "15501234567890",
          coldChainPackaging: "Insulated box with 4 cool packs (72 hours)",
        })
      ).status,
    ).toBe(200);
    expect(await stateOf(t.db, order.order_id)).toBe("dispatched");
  });

  it("holds a collection too: neither put out nor handed over", async () => {
    const patient = await signedInPatient(t);
    const dispensed = await insertOrderInState(t.db, patient.patient.patient_id, "dispensed", { method: "pickup" });
    await redFlag(patient);
    const ready = await staff.post(`/api/admin/orders/${dispensed.order_id}/ready-to-collect`, {});
    expect(ready.status).toBe(409);
    expect(await ready.json()).toEqual({ error: REVIEW_FIRST_MESSAGE, code: "conflict" });
    await t.db
      .update(orders)
      .set({ order_status_id: ORDER_STATE_ID.ready_to_collect })
      .where(eq(orders.order_id, dispensed.order_id));
    const collect = await staff.post(`/api/admin/orders/${dispensed.order_id}/collect`, { idChecked: true });
    expect(collect.status).toBe(409);
    expect(await collect.json()).toEqual({ error: REVIEW_FIRST_MESSAGE, code: "conflict" });
    expect(await stateOf(t.db, dispensed.order_id)).toBe("ready_to_collect");
  });

  it("is not held by a report without a red flag", async () => {
    const patient = await signedInPatient(t);
    const order = await insertOrderInState(t.db, patient.patient.patient_id, "dispensed");
    await patient.post("/api/account/side-effects", { symptoms: { nausea: "severe" } });
    expect(
      (
        await staff.post(`/api/admin/orders/${order.order_id}/dispatch`, {
          courier: "DPD",
          trackingNumber: "15501234567890",
          coldChainPackaging: "Insulated box with 4 cool packs (72 hours)",
        })
      ).status,
    ).toBe(200);
  });
});

describe("POST /api/admin/side-effects/:id/handled", () => {
  it("is for prescribers only: other staff get 403 and the report stays open", async () => {
    const patient = await signedInPatient(t);
    const reportId = await redFlag(patient);
    const res = await staff.post(`/api/admin/side-effects/${reportId}/handled`, { note: "Seen." });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "Only a prescriber can mark a report handled.", code: "forbidden" });
    expect((await patient.post(`/api/admin/side-effects/${reportId}/handled`, { note: "Fine now" })).status).toBe(403);
    expect(
      (await t.db.select().from(sideEffectReports).where(eq(sideEffectReports.report_id, reportId)))[0]!.handled_at,
    ).toBeNull();
  });

  it("needs a note, refuses a second handling and an unknown report, and audits the change", async () => {
    const patient = await signedInPatient(t);
    const reportId = await redFlag(patient);
    const empty = await prescriber.post(`/api/admin/side-effects/${reportId}/handled`, { note: "  " });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      error: "Enter a note of what was done",
      code: "invalid_input",
      fields: { note: "Enter a note of what was done" },
    });
    expect(
      (await prescriber.post(`/api/admin/side-effects/${reportId}/handled`, { note: "x".repeat(2001) })).status,
    ).toBe(400);

    expect(
      (await prescriber.post(`/api/admin/side-effects/${reportId}/handled`, { note: "Called; advised to attend A&E." }))
        .status,
    ).toBe(200);
    const again = await prescriber.post(`/api/admin/side-effects/${reportId}/handled`, { note: "Again" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: "This report has already been marked handled", code: "conflict" });
    expect((await prescriber.post("/api/admin/side-effects/99999999/handled", { note: "Seen" })).status).toBe(404);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "side_effect.handle"), eq(auditLog.target_id, String(reportId))));
    expect(audit).toMatchObject([{ target_type: "side_effect", changed_fields: ["handled_at", "handled_note"] }]);
  });
});
