import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, prescriptions, prescriptionSignatures } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { SIGNING_MESSAGES } from "@/shared/domain/prescribing/signing";
import { approveOrder, insertConsultation } from "../../../../tests/support/consultation-fixtures";
import { ensureRpOnDuty } from "../../../../tests/support/dispensing-fixtures";
import { signedInStaff, type StaffClient } from "../../../../tests/support/staff-fixtures";
import { correctionSteps, REASON } from "../../../../tests/support/correction-fixtures";
import { dispensingOf } from "../../../../tests/support/order-page";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { errorBody } from "../../../../tests/support/typed-api";

const NOW = new Date("2026-11-25T10:00:00Z");
let t: TestApp;
let prescriber: StaffClient;
let pharmacist: StaffClient;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(NOW) });
  prescriber = await signedInStaff(t, "prescriber", { name: "Nia Prescriber" });
  pharmacist = await signedInStaff(t, "staff", { registration: "pharmacist" });
  await ensureRpOnDuty(pharmacist);
});
afterAll(() => t?.close());

const prescription = (id: number) => ({ param: { id: String(id) } });
const verify = async (id: number) =>
  (await (await pharmacist.api.admin.prescriptions[":id"].verify.$post(prescription(id))).json()).signature;
const prescriptionPage = async (id: number) =>
  (await pharmacist.api.admin.prescriptions[":id"].$get(prescription(id))).json();

/** An approved (signed) and paid order: the prescription's id and the order's. */
async function signedAndPaid() {
  const c = await insertConsultation(t.db);
  const { prescriptionId } = await approveOrder(t, prescriber, c.order.order_id);
  const paid = await pharmacist.post(`/api/admin/orders/${c.order.order_id}/mark-paid`, {
    method: "card_in_pharmacy",
    reference: `CARD-${c.order.order_id}`,
  });
  expect(paid.status, await paid.clone().text()).toBe(200);
  return { prescriptionId, orderId: c.order.order_id };
}

/** What the order page says of the prescription's signature before any check (decision 118). */
const orderSays = async (orderId: number) => (await dispensingOf(pharmacist, orderId)).prescription;

/** Changes a column of a prescription as someone with the database alone could: past the append-only trigger. */
async function tamper(prescriptionId: number, directions: string) {
  await t.db.execute(sql`ALTER TABLE prescriptions DISABLE TRIGGER prescriptions_append_only`);
  await t.db.update(prescriptions).set({ directions }).where(eq(prescriptions.prescription_id, prescriptionId));
  await t.db.execute(sql`ALTER TABLE prescriptions ENABLE TRIGGER prescriptions_append_only`);
}

describe("the prescription's electronic signature (decision 118)", () => {
  it("is made on approval over the particulars, shown with its signer and hash, and verifies now (audited)", async () => {
    const { prescriptionId } = await signedAndPaid();
    const page = await prescriptionPage(prescriptionId);
    const gphc = (await t.db.select().from(prescriptions).where(eq(prescriptions.prescription_id, prescriptionId)))[0]!
      .prescriber_number;
    expect(page).toMatchObject({
      voided: false,
      signature: {
        form: "electronic",
        status: "valid",
        signer: { name: "Nia Prescriber", regulator: "GPhC", number: gphc },
        signedAt: NOW.toISOString(),
      },
    });
    const [stored] = await t.db
      .select()
      .from(prescriptionSignatures)
      .where(eq(prescriptionSignatures.prescription_id, prescriptionId));
    expect(stored!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(page.signature).toMatchObject({ hashPrefix: stored!.sha256.slice(0, 16) });
    // The signed text names every particular.
    for (const particular of ["Ada Lovelace", "Mounjaro", "2.5 mg", "Nia Prescriber", gphc, "14 Church Street"])
      expect(stored!.particulars).toContain(particular);

    expect(await verify(prescriptionId)).toMatchObject({ status: "valid" });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "prescription.verify"), eq(auditLog.target_id, String(prescriptionId))));
    expect(audits).toHaveLength(1);
    // The signature is evidence: never changed.
    await expect(
      t.db
        .update(prescriptionSignatures)
        .set({ signer_name: "Someone else" })
        .where(eq(prescriptionSignatures.prescription_id, prescriptionId)),
    ).rejects.toThrow();
  });

  it("names a nurse prescriber by their NMC PIN, who signs but never clinically checks nor is the RP (decision 119)", async () => {
    const nurse = await signedInStaff(t, "prescriber", {
      name: "Nora Nurse",
      prescriberOn: { regulator: "NMC", number: "12A3456E" },
    });
    const c = await insertConsultation(t.db);
    const { prescriptionId } = await approveOrder(t, nurse, c.order.order_id);
    const page = await prescriptionPage(prescriptionId);
    expect(page.prescriber).toMatchObject({ name: "Nora Nurse", regulator: "NMC", number: "12A3456E" });
    expect(page.signature).toMatchObject({
      status: "valid",
      signer: { name: "Nora Nurse", regulator: "NMC", number: "12A3456E" },
    });
    const [signed] = await t.db
      .select()
      .from(prescriptionSignatures)
      .where(eq(prescriptionSignatures.prescription_id, prescriptionId));
    expect(JSON.parse(signed!.particulars)).toEqual(
      expect.arrayContaining([
        ["prescriber regulator", "NMC"],
        ["prescriber number", "12A3456E"],
      ]),
    );
    const paid = await pharmacist.post(`/api/admin/orders/${c.order.order_id}/mark-paid`, {
      method: "card_in_pharmacy",
      reference: `CARD-${c.order.order_id}`,
    });
    expect(paid.status).toBe(200);
    // Not a pharmacist: no clinical check, no RP sign-in (decision 117), whatever their role.
    const check = await nurse.post(`/api/admin/orders/${c.order.order_id}/clinical-check`, { confirmed: true });
    expect(check.status).toBe(403);
    expect((await nurse.post("/api/admin/rp-log/sign-in", {})).status).toBe(403);
    // A pharmacist checks it: the nurse's signature is a valid one.
    const pharmacistCheck = await pharmacist.post(`/api/admin/orders/${c.order.order_id}/clinical-check`, {
      confirmed: true,
    });
    expect(pharmacistCheck.status, await pharmacistCheck.clone().text()).toBe(200);
  });

  it("no longer matches once a particular is changed in the database, and nothing is dispensed from it", async () => {
    const { prescriptionId, orderId } = await signedAndPaid();
    expect(await orderSays(orderId)).toEqual({ prescriptionId, signature: "valid", form: "electronic" });
    await tamper(prescriptionId, "Inject 15 mg once a week");
    expect(await verify(prescriptionId)).toMatchObject({ form: "electronic", status: "mismatch" });
    expect(await orderSays(orderId)).toEqual({ prescriptionId, signature: "mismatch", form: "electronic" });
    const res = await pharmacist.post(`/api/admin/orders/${orderId}/clinical-check`, { confirmed: true });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: SIGNING_MESSAGES.notSigned, code: "conflict" });
  });

  it("refuses the clinical check of an unsigned prescription", async () => {
    const { prescriptionId, orderId } = await signedAndPaid();
    await t.db.execute(sql`ALTER TABLE prescription_signatures DISABLE TRIGGER prescription_signatures_append_only`);
    await t.db.delete(prescriptionSignatures).where(eq(prescriptionSignatures.prescription_id, prescriptionId));
    await t.db.execute(sql`ALTER TABLE prescription_signatures ENABLE TRIGGER prescription_signatures_append_only`);
    expect(await verify(prescriptionId)).toEqual({ form: "electronic", status: "unsigned" });
    expect(await orderSays(orderId)).toEqual({ prescriptionId, signature: "unsigned", form: "electronic" });
    const res = await pharmacist.post(`/api/admin/orders/${orderId}/clinical-check`, { confirmed: true });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: SIGNING_MESSAGES.notSigned, code: "conflict" });
  });

  it("is checked by the accuracy check too: changed after the clinical check, the pen is not dispensed", async () => {
    const { prescriptionId, orderId } = await signedAndPaid();
    for (const [path, body] of [
      ["clinical-check", { confirmed: true }],
      ["assemble", { batchNumber: "BN-2211", expiryDate: "2027-03-31" }],
      ["label-printed", {}],
    ] as const) {
      const res = await pharmacist.post(`/api/admin/orders/${orderId}/${path}`, body);
      expect(res.status, await res.clone().text()).toBe(200);
    }
    await tamper(prescriptionId, "Inject 2.5 mg twice a week");
    const checker = await signedInStaff(t, "staff", { registration: "technician", accreditedChecker: true });
    const res = await checker.post(`/api/admin/orders/${orderId}/accuracy-check`, {
      packChecked: true,
      doseChecked: true,
      labelChecked: true,
      patientChecked: true,
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: SIGNING_MESSAGES.notSigned, code: "conflict" });
  });

  it("is voided by a correction, whose new prescription is signed anew with the PIN", async () => {
    const steps = correctionSteps(() => ({ t, prescriber }));
    const c = await steps.decided();
    const [first] = await t.db.select().from(prescriptions).where(eq(prescriptions.consultation_id, c.id));
    const { signingPin: _, ...unsigned } = steps.approveMg(7.5);
    void _;
    // Without its PIN: what the form never sends, so as it is.
    const refused = await prescriber.post(`/api/admin/consultations/${c.id}/correction`, {
      ...unsigned,
      supersedesDecisionId: c.first,
      correctionReason: REASON,
    });
    expect(refused.status).toBe(400);
    expect(await errorBody(refused)).toMatchObject({ fields: { signingPin: SIGNING_MESSAGES.pinFormat } });

    const answer = await steps.corrected(c, {
      ...steps.approveMg(7.5),
      supersedesDecisionId: c.first,
      correctionReason: REASON,
    });
    const read = prescriptionPage;
    expect(await read(first!.prescription_id)).toMatchObject({ voided: true });
    expect(await read(answer.prescriptionId!)).toMatchObject({
      voided: false,
      signature: { form: "electronic", status: "valid" },
    });
  });
});
