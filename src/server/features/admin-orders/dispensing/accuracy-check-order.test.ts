import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dispensingSteps } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { DISPENSING_MESSAGES } from "@/shared/domain/dispensing/dispensing-steps";
import {
  ALL_CHECKED,
  checkAndAssemble,
  ensureRpOnDuty,
  secondEmployee,
} from "../../../../../tests/support/dispensing-fixtures";
import { orderInState } from "../../../../../tests/support/order-fixtures";
import { orderPage } from "../../../../../tests/support/order-page";
import { signedInStaff } from "../../../../../tests/support/staff-fixtures";
import { stateOf } from "../../../../../tests/support/order-state";
import { createTestApp, type TestApp, type TestClient } from "../../../../../tests/support/test-app";
import { errorBody } from "../../../../../tests/support/typed-api";

// A Wednesday: no weekend cold-chain rule in the way of the dispatch.
const NOW = new Date("2026-11-25T10:00:00Z");
let t: TestApp;
let superintendent: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  superintendent = await t.employee();
  await ensureRpOnDuty(superintendent);
});
afterAll(() => t?.close());

const check = (client: TestClient, orderId: number, body: Record<string, unknown> = ALL_CHECKED) =>
  client.post(`/api/admin/orders/${orderId}/accuracy-check`, body);
const accuracyChecks = async (orderId: number) =>
  (await t.db.select().from(dispensingSteps).where(eq(dispensingSteps.order_id, orderId))).filter(
    (s) => s.step === "accuracy_check",
  );
const setLoneWorking = (value: string) => superintendent.put("/api/admin/settings/lone_working_allowed", { value });

describe("POST /api/admin/orders/:id/accuracy-check", () => {
  it("by another employee dispenses: the order moves on, the register is written, the record names the checker", async () => {
    const { order } = await orderInState(t.db, "prescribed", { method: "pickup" });
    await checkAndAssemble(t, superintendent, order.order_id);
    // Before the check the order cannot be put out for collection.
    expect((await superintendent.post(`/api/admin/orders/${order.order_id}/ready-to-collect`, {})).status).toBe(409);
    const checker = await secondEmployee(t);
    const res = await check(checker, order.order_id);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ loneWorking: false, entry: { batchNumber: "BN-2211" } });
    expect(await stateOf(t.db, order.order_id)).toBe("dispensed");
    expect(await accuracyChecks(order.order_id)).toEqual([
      expect.objectContaining({ employee_id: checker.employeeId, lone_working: false, created_at: NOW }),
    ]);
    expect((await superintendent.post(`/api/admin/orders/${order.order_id}/ready-to-collect`, {})).status).toBe(200);

    const detail = await orderPage(superintendent, order.order_id);
    expect(detail.dispensing.waiting).toBeNull();
    expect(detail.dispensing.steps).toMatchObject({
      clinicalCheck: { by: "Priya Shah", at: NOW.toISOString(), responsiblePharmacist: "Priya Shah" },
      assembly: { by: "Priya Shah", batchNumber: "BN-2211", expiryDate: "2027-03-31", scanned: false },
      labelPrint: { by: "Priya Shah", at: NOW.toISOString() },
      accuracyCheck: { by: "Test staff", at: NOW.toISOString(), loneWorking: false },
    });
  });

  it("is refused to the person who assembled, unless the superintendent allows lone working, and then says so", async () => {
    const { order } = await orderInState(t.db, "prescribed");
    await checkAndAssemble(t, superintendent, order.order_id);
    const alone = await check(superintendent, order.order_id);
    expect(alone.status).toBe(403);
    expect(await errorBody(alone)).toEqual({
      error: "Another member of staff must do the accuracy check: you assembled this pack.",
      code: "forbidden",
    });
    expect(await stateOf(t.db, order.order_id)).toBe("prescribed");

    expect((await setLoneWorking("yes")).status).toBe(200);
    try {
      const res = await check(superintendent, order.order_id);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ loneWorking: true });
      expect(await accuracyChecks(order.order_id)).toEqual([expect.objectContaining({ lone_working: true })]);
      const detail = await orderPage(superintendent, order.order_id);
      expect(detail.dispensing.steps.accuracyCheck?.loneWorking).toBe(true);
    } finally {
      expect((await setLoneWorking("no")).status).toBe(200);
    }
  });

  it("is a pharmacist's or an accredited checking technician's: 403 for staff with no registration or a technician not accredited (decision 117)", async () => {
    const { order } = await orderInState(t.db, "prescribed");
    await checkAndAssemble(t, superintendent, order.order_id);
    const none = await signedInStaff(t, "staff");
    const technician = await signedInStaff(t, "staff", { registration: "technician" });
    for (const who of [none, technician]) {
      const res = await check(who, order.order_id);
      expect(res.status).toBe(403);
      expect(await errorBody(res)).toEqual({ error: DISPENSING_MESSAGES.checkerOnly, code: "forbidden" });
      const page = await orderPage(who, order.order_id);
      expect(page.dispensing.notAllowed.accuracyCheck).toBe(DISPENSING_MESSAGES.checkerOnly);
    }
    expect(await accuracyChecks(order.order_id)).toEqual([]);
    // A pharmacist who did not assemble it may.
    const pharmacist = await signedInStaff(t, "staff", { registration: "pharmacist" });
    expect((await check(pharmacist, order.order_id)).status).toBe(200);
  });

  it("never lets a technician check their own assembly, lone working or not: only a pharmacist works alone", async () => {
    const { order } = await orderInState(t.db, "prescribed");
    await checkAndAssemble(t, superintendent, order.order_id);
    const checker = await secondEmployee(t);
    const at = `/api/admin/orders/${order.order_id}`;
    const pack = { batchNumber: "BN-7788", expiryDate: "2027-03-31" };
    expect((await checker.post(`${at}/assemble`, pack)).status).toBe(200);
    expect((await checker.post(`${at}/label-printed`, {})).status).toBe(200);
    expect((await setLoneWorking("yes")).status).toBe(200);
    try {
      const res = await check(checker, order.order_id);
      expect(res.status).toBe(403);
      expect(await errorBody(res)).toEqual({ error: DISPENSING_MESSAGES.loneWorkingPharmacistOnly, code: "forbidden" });
      const page = await orderPage(checker, order.order_id);
      expect(page.dispensing.notAllowed.accuracyCheck).toBe(DISPENSING_MESSAGES.loneWorkingPharmacistOnly);
    } finally {
      expect((await setLoneWorking("no")).status).toBe(200);
    }
    expect(await accuracyChecks(order.order_id)).toEqual([]);
  });

  it("keeps the lone-working setting a yes-or-no switch the superintendent alone changes", async () => {
    const bad = await setLoneWorking("maybe");
    expect(bad.status).toBe(400);
    expect(await errorBody(bad)).toMatchObject({ fields: { value: "Value must be yes or no" } });
    const staff = await signedInStaff(t, "staff");
    expect((await staff.put("/api/admin/settings/lone_working_allowed", { value: "yes" })).status).toBe(403);
    const settings = await (await t.client().api.settings.$get()).json();
    expect(settings.lone_working_allowed).toBe("no");
  });

  it("needs the label printed and all four confirmations", async () => {
    const { order } = await orderInState(t.db, "prescribed");
    await ensureRpOnDuty(superintendent);
    await superintendent.post(`/api/admin/orders/${order.order_id}/clinical-check`, { confirmed: true });
    await superintendent.post(`/api/admin/orders/${order.order_id}/assemble`, {
      batchNumber: "BN-3",
      expiryDate: "2027-03-31",
    });
    const checker = await secondEmployee(t);
    const unprinted = await check(checker, order.order_id);
    expect(await errorBody(unprinted)).toEqual({
      error: "Print the label before the accuracy check.",
      code: "conflict",
    });
    await superintendent.post(`/api/admin/orders/${order.order_id}/label-printed`, {});
    const partly = await check(checker, order.order_id, { packChecked: true, doseChecked: true });
    expect(partly.status).toBe(400);
    expect((await errorBody(partly)).fields).toEqual({
      labelChecked: "Confirm the label is correct and on the pack",
      patientChecked: "Confirm it is for this patient",
    });
    expect(await accuracyChecks(order.order_id)).toEqual([]);
  });

  it("keeps every step append-only", async () => {
    const { order } = await orderInState(t.db, "prescribed");
    await checkAndAssemble(t, superintendent, order.order_id);
    await expect(
      t.db.execute(sql`UPDATE dispensing_steps SET employee_name = 'X' WHERE order_id = ${order.order_id}`),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`DELETE FROM dispensing_steps WHERE order_id = ${order.order_id}`)).rejects.toThrow();
  });
});
