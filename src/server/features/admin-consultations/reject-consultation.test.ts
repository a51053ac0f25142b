import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consultations, patients, prescribingDecisions, prescriptions } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { insertConsultation } from "../../../../tests/support/consultation-fixtures";
import { mailTo } from "../../../../tests/support/order-fixtures";
import { stateOf } from "../../../../tests/support/order-state";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";

const NOW = new Date("2026-11-25T10:00:00Z");
let t: TestApp;
let prescriber: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  prescriber = await t.employee();
});
afterAll(() => t?.close());

const reject = {
  outcome: "rejected",
  rejectReason: "contraindication",
  reasoning: "History of pancreatitis confirmed by the GP record; not suitable.",
};

describe("rejecting a consultation (decision 077)", () => {
  it("records the reason and reasoning, rejects the consultation and the order, and sets the patient's status", async () => {
    // A rejection needs no evidence on record: the prescriber may reject on what they have.
    const { consultation, order, patient } = await insertConsultation(t.db);
    const res = await prescriber.post(`/api/admin/consultations/${consultation.consultation_id}/decision`, reject);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: "rejected",
      orderState: "rejected",
      prescriptionId: null,
      gpLetterId: null,
      decision: {
        outcome: "rejected",
        rejectReason: "contraindication",
        rejectReasonLabel: "Contraindication",
        reasoning: reject.reasoning,
        prescriberName: "Priya Shah",
      },
    });
    expect(
      (
        await t.db
          .select()
          .from(prescribingDecisions)
          .where(eq(prescribingDecisions.consultation_id, consultation.consultation_id))
      )[0],
    ).toMatchObject({
      outcome: "rejected",
      reject_reason: "contraindication",
      product_id: null,
    });
    expect(
      (
        await t.db.select().from(consultations).where(eq(consultations.consultation_id, consultation.consultation_id))
      )[0],
    ).toMatchObject({ status: "rejected", decided_at: NOW });
    expect(await stateOf(t.db, order.order_id)).toBe("rejected");
    expect(
      (await t.db.select().from(patients).where(eq(patients.patient_id, patient.patient_id)))[0]!.patient_status_id,
    ).toBe(3);
    expect(await t.db.select().from(prescriptions).where(eq(prescriptions.order_id, order.order_id))).toEqual([]);
  });

  it("e-mails the outcome with signposting to the GP and NHS 111, and no health detail", async () => {
    const { consultation, order, patient } = await insertConsultation(t.db);
    await prescriber.post(`/api/admin/consultations/${consultation.consultation_id}/decision`, reject);
    const [mail] = (await mailTo(t.db, patient.email!)).filter((m) => m.type === "consultation_reviewed");
    expect(mail!.subject).toBe(`Your consultation has been reviewed - Order #${order.order_id}`);
    expect(mail!.text).toContain("GP");
    expect(mail!.text).toContain("NHS 111");
    expect(mail!.text).toContain("No payment will be taken");
    expect(mail!.text).toContain("http://localhost:3000/account");
    for (const body of [mail!.text, mail!.html]) {
      expect(body).not.toMatch(/mounjaro/i);
      expect(body).not.toMatch(/mg/i);
      expect(body).not.toMatch(/pancreatitis|contraindication/i);
    }
  });

  it("needs reasoning of 20 to 5000 characters", async () => {
    const { consultation } = await insertConsultation(t.db);
    for (const reasoning of ["Too short", "x".repeat(5001)]) {
      const res = await prescriber.post(`/api/admin/consultations/${consultation.consultation_id}/decision`, {
        ...reject,
        reasoning,
      });
      expect(res.status).toBe(400);
    }
    expect(
      await t.db
        .select()
        .from(prescribingDecisions)
        .where(eq(prescribingDecisions.consultation_id, consultation.consultation_id)),
    ).toEqual([]);
  });
});
