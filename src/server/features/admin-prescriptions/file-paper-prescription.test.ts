import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, paperPrescriptionFilings, prescriptions } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { SIGNING_MESSAGES } from "@/shared/domain/prescribing/signing";
import { orderInState } from "../../../../tests/support/order-fixtures";
import { ensureRpOnDuty } from "../../../../tests/support/dispensing-fixtures";
import { signedInStaff, type StaffClient } from "../../../../tests/support/staff-fixtures";
import { dispensingOf } from "../../../../tests/support/order-page";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

const NOW = new Date("2026-11-25T10:00:00Z");
let t: TestApp;
let pharmacist: StaffClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  pharmacist = await signedInStaff(t, "staff", { registration: "pharmacist", name: "Pat Pharmacist" });
  await ensureRpOnDuty(pharmacist);
});
afterAll(() => t?.close());

describe("paper prescriptions: approvals made before electronic signing (decision 118)", () => {
  it("are not dispensed until a pharmacist records them signed and filed, once, audited", async () => {
    const { order } = await orderInState(t.db, "prescribed", { paperPrescription: true });
    const [rx] = await t.db.select().from(prescriptions).where(eq(prescriptions.order_id, order.order_id));
    expect(rx!.form).toBe("paper");
    const page = await (await pharmacist.get(`/api/admin/prescriptions/${rx!.prescription_id}`)).json();
    expect(page).toMatchObject({ signature: { form: "paper", status: "not_filed" } });
    // The order page says so before any check, with the prescription to file.
    const said = () => dispensingOf(pharmacist, order.order_id);
    expect(await said()).toMatchObject({
      prescription: { prescriptionId: rx!.prescription_id, form: "paper", signature: "not_filed" },
    });

    const refused = await pharmacist.post(`/api/admin/orders/${order.order_id}/clinical-check`, { confirmed: true });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: SIGNING_MESSAGES.notSigned, code: "conflict" });

    for (const who of [
      await signedInStaff(t, "staff"),
      await signedInStaff(t, "staff", { registration: "technician", accreditedChecker: true }),
    ]) {
      const res = await who.post(`/api/admin/prescriptions/${rx!.prescription_id}/paper-filed`, {});
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: SIGNING_MESSAGES.pharmacistFiles, code: "forbidden" });
    }

    const filed = await pharmacist.post(`/api/admin/prescriptions/${rx!.prescription_id}/paper-filed`, {});
    expect(filed.status).toBe(200);
    expect(await filed.json()).toEqual({
      prescriptionId: rx!.prescription_id,
      signature: { form: "paper", status: "filed", filedBy: "Pat Pharmacist", filedAt: NOW.toISOString() },
    });
    const again = await pharmacist.post(`/api/admin/prescriptions/${rx!.prescription_id}/paper-filed`, {});
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: SIGNING_MESSAGES.alreadyFiled, code: "conflict" });
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, "prescription.paper_filed"), eq(auditLog.target_id, String(rx!.prescription_id))),
        ),
    ).toHaveLength(1);
    expect(await said()).toMatchObject({ prescription: { form: "paper", signature: "filed" } });

    const checked = await pharmacist.post(`/api/admin/orders/${order.order_id}/clinical-check`, { confirmed: true });
    expect(checked.status, await checked.clone().text()).toBe(200);
  });

  it("is refused for an electronic prescription: there is no paper one to file", async () => {
    const { order } = await orderInState(t.db, "prescribed");
    const [rx] = await t.db.select().from(prescriptions).where(eq(prescriptions.order_id, order.order_id));
    const res = await pharmacist.post(`/api/admin/prescriptions/${rx!.prescription_id}/paper-filed`, {});
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: SIGNING_MESSAGES.notPaper, code: "conflict" });
    expect(
      await t.db
        .select()
        .from(paperPrescriptionFilings)
        .where(eq(paperPrescriptionFilings.prescription_id, rx!.prescription_id)),
    ).toEqual([]);
  });
});
