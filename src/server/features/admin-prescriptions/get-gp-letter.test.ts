import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { approveOrder, insertConsultation } from "../../../../tests/support/consultation-fixtures";
import { signedInEmployee, signedInPatient } from "../../../../tests/support/order-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";

const NOW = new Date("2026-11-25T10:00:00Z");
let t: TestApp;
let prescriber: TestClient;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  prescriber = await t.employee();
  staff = await signedInEmployee(t, "staff");
});
afterAll(() => t?.close());

describe("GET /api/admin/gp-letters/:id (decision 077)", () => {
  it("gives the letter's data: the practice from the locked questionnaire, the patient, what was prescribed and by whom", async () => {
    const c = await insertConsultation(t.db);
    const { gpLetterId, prescriptionId } = await approveOrder(t, prescriber, c.order.order_id);
    const res = await staff.get(`/api/admin/gp-letters/${gpLetterId}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      gpLetterId,
      status: "draft",
      statusLabel: "Draft",
      sentAt: null,
      consultationId: c.consultation.consultation_id,
      orderId: c.order.order_id,
      gp: { practiceName: "Church Street Surgery", practiceAddress: "2 Church Street, Oxford OX1 4AA", consent: "yes" },
      patient: { patientId: c.patient.patient_id, name: "Ada Lovelace" },
      prescribed: { medicine: "Mounjaro", strength: "2.5 mg", quantity: 1, issuedOn: "2026-11-25", prescriptionId },
      prescriber: { name: "Priya Shah", regulator: "GPhC", number: "2000000" },
      pharmacy: { name: "The Village Pharmacy" },
    });
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "gp_letter.view"), eq(auditLog.target_id, String(gpLetterId)))),
    ).toHaveLength(1);
  });

  it("shows a letter that is not required, with the reason", async () => {
    const c = await insertConsultation(t.db, { history: { gp_consent: "no" } });
    const { gpLetterId } = await approveOrder(t, prescriber, c.order.order_id, {
      gpSharing: "not_shared",
      gpNotSharedReason: "The patient declined to share with their GP.",
    });
    expect(await (await staff.get(`/api/admin/gp-letters/${gpLetterId}`)).json()).toMatchObject({
      status: "not_required",
      statusLabel: "Not required",
      notRequiredReason: "The patient declined to share with their GP.",
    });
  });

  it("is for employees only", async () => {
    const c = await insertConsultation(t.db);
    const { gpLetterId } = await approveOrder(t, prescriber, c.order.order_id);
    expect((await (await signedInPatient(t)).get(`/api/admin/gp-letters/${gpLetterId}`)).status).toBe(403);
    expect((await t.client().get(`/api/admin/gp-letters/${gpLetterId}`)).status).toBe(401);
    expect((await staff.get("/api/admin/gp-letters/999999")).status).toBe(404);
  });
});
