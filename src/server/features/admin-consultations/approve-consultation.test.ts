import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  consultations,
  gpLetters,
  orderEvents,
  orderLine,
  orders,
  patients,
  prescribingDecisions,
  prescriptions,
} from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { ORDER_STATE_ID } from "@/shared/domain/orders/order-lifecycle";
import type { ApproveInput } from "@/shared/schemas/prescribing/consultations";
import { approveBody, approveOrder, insertConsultation } from "../../../../tests/support/consultation-fixtures";
import { mailTo } from "../../../../tests/support/order-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { REVIEW_STATUS_ID } from "@/shared/domain/prescribing/review-status";

const NOW = new Date("2026-11-25T10:00:00Z");
let t: TestApp;
let prescriber: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  prescriber = await t.employee();
});
afterAll(() => t?.close());

/** A consultation approved with the evidence and `body`'s fields: the decision's answer, with its prescription and GP letter. */
async function approved(setup: Parameters<typeof insertConsultation>[1] = {}, body: Partial<ApproveInput> = {}) {
  const c = await insertConsultation(t.db, setup);
  return { ...c, answer: await approveOrder(t, prescriber, c.order.order_id, body) };
}

describe("approving a consultation (decision 077)", () => {
  it("records the decision, the consultation, the order awaiting payment, the prescription, the GP letter and the patient's status together", async () => {
    const { consultation, order, patient, answer } = await approved();
    expect(answer).toMatchObject({
      consultationId: consultation.consultation_id,
      status: "approved",
      orderId: order.order_id,
      orderState: "awaiting_payment",
      orderStateLabel: "Approved, awaiting payment",
      decision: {
        outcome: "approved",
        prescriberName: "Priya Shah",
        prescriberRegulator: "GPhC",
        prescriberNumber: "2000000",
        prescriberType: "Pharmacist Independent Prescriber",
        productId: 2,
        dose: "2.5 mg",
        quantity: 1,
        contactMethod: "live_video",
        gpSharing: "shared",
        contraceptionAdviceGiven: true,
        createdAt: NOW.toISOString(),
      },
    });

    const [decision] = await t.db
      .select()
      .from(prescribingDecisions)
      .where(eq(prescribingDecisions.consultation_id, consultation.consultation_id));
    expect(decision).toMatchObject({
      outcome: "approved",
      product_id: 2,
      quantity: 1,
      prescriber_name: "Priya Shah",
      prescriber_regulator: "GPhC",
      prescriber_number: "2000000",
      reasoning: approveBody().reasoning,
    });
    expect(
      (
        await t.db.select().from(consultations).where(eq(consultations.consultation_id, consultation.consultation_id))
      )[0],
    ).toMatchObject({ status: "approved", decided_at: NOW });
    expect((await t.db.select().from(orders).where(eq(orders.order_id, order.order_id)))[0]).toMatchObject({
      order_status_id: ORDER_STATE_ID.awaiting_payment,
      total_due: "199.00",
    });
    const [event] = await t.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.order_id, order.order_id))
      .orderBy(desc(orderEvents.order_event_id))
      .limit(1);
    expect(event).toMatchObject({
      from_status_id: ORDER_STATE_ID.awaiting_review,
      to_status_id: ORDER_STATE_ID.awaiting_payment,
      actor_kind: "staff",
      actor_name: "Priya Shah",
    });

    const [rx] = await t.db
      .select()
      .from(prescriptions)
      .where(eq(prescriptions.prescription_id, answer.prescriptionId));
    expect(rx).toMatchObject({
      decision_id: decision!.decision_id,
      order_id: order.order_id,
      patient_id: patient.patient_id,
      medicine_name: "Mounjaro",
      strength: "2.5 mg",
      quantity: 1,
      directions: approveBody().directions,
      prescriber_name: "Priya Shah",
      prescriber_regulator: "GPhC",
      prescriber_number: "2000000",
      issued_on: "2026-11-25",
      valid_until: "2027-05-25",
    });
    expect((await t.db.select().from(gpLetters).where(eq(gpLetters.gp_letter_id, answer.gpLetterId)))[0]).toMatchObject(
      { status: "draft", not_required_reason: null },
    );
    expect((await t.db.select().from(patients).where(eq(patients.patient_id, patient.patient_id)))[0]).toMatchObject({
      patient_status_id: REVIEW_STATUS_ID.approved,
      status_updated_by: "admin@test.local",
    });
  });

  it("e-mails the outcome with a sign-in link only (never a payment page, decision 100), and no medicine name, dose or health detail", async () => {
    const { order, patient } = await approved();
    const [mail] = (await mailTo(t.db, patient.email!)).filter((m) => m.type === "consultation_reviewed");
    expect(mail!.subject).toBe(`Your consultation has been reviewed - Order #${order.order_id}`);
    expect(mail!.text).not.toContain("pay.villagepharmacy.example");
    expect(mail!.text).toContain("http://localhost:3000/account");
    expect([...mail!.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).not.toContainEqual(
      expect.stringContaining("pay."),
    );
    expect(mail!.text).toContain("approved");
    for (const body of [mail!.text, mail!.html, mail!.subject]) {
      expect(body).not.toMatch(/mounjaro/i);
      expect(body).not.toMatch(/mg/i);
    }
    expect(mail!.text).not.toMatch(/BMI|weight|identity|reasoning/i);
  });

  it("puts the approved dose on the order and charges its price, computed on the server", async () => {
    const { order, answer } = await approved(
      { kind: "transfer", productId: 4, history: { transfer_dose_mg: 5, transfer_provider: "Online Pharmacy Ltd" } },
      { productId: 3 },
    );
    expect(answer).toMatchObject({ decision: { productId: 3, dose: "5 mg" } });
    expect((await t.db.select().from(orderLine).where(eq(orderLine.order_id, order.order_id)))[0]).toMatchObject({
      product_id: 3,
      unit_price: "239.00",
      quantity: 1,
    });
    expect((await t.db.select().from(orders).where(eq(orders.order_id, order.order_id)))[0]).toMatchObject({
      total: "239.00",
      total_due: "239.00",
      product_name: "Mounjaro 5mg pre-filled pen (4 weekly doses)",
    });
    expect(
      (await t.db.select().from(prescriptions).where(eq(prescriptions.prescription_id, answer.prescriptionId)))[0],
    ).toMatchObject({ product_id: 3, strength: "5 mg" });
  });

  it("records a GP letter as not required, with the reason, when the GP is not told", async () => {
    const noConsent = await approved(
      { history: { gp_consent: "no" } },
      { gpSharing: "not_shared", gpNotSharedReason: "The patient declined to share with their GP." },
    );
    expect(
      (await t.db.select().from(gpLetters).where(eq(gpLetters.gp_letter_id, noConsent.answer.gpLetterId)))[0],
    ).toMatchObject({
      status: "not_required",
      not_required_reason: "The patient declined to share with their GP.",
    });
    const noGp = await approved({ history: { gp_consent: "no_gp", gp_practice_name: null } }, { gpSharing: "no_gp" });
    expect(
      (await t.db.select().from(gpLetters).where(eq(gpLetters.gp_letter_id, noGp.answer.gpLetterId)))[0],
    ).toMatchObject({ status: "not_required", not_required_reason: "The patient has no GP." });
  });
});
