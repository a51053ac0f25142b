import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, patients } from "@/server/db/schema";
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

describe("GET /api/admin/prescriptions/:id (decisions 077, 118)", () => {
  it("gives the printable prescription's data to any employee, as an audited read", async () => {
    const c = await insertConsultation(t.db, {
      patient: { address1: "3 Mill Lane", address3: "Abingdon", postcode: "OX14 1AA", date_of_birth: "1979-03-02" },
    });
    const { prescriptionId } = await approveOrder(t, prescriber, c.order.order_id);
    const res = await staff.get(`/api/admin/prescriptions/${prescriptionId}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      prescriptionId,
      orderId: c.order.order_id,
      consultationId: c.consultation.consultation_id,
      patient: {
        patientId: c.patient.patient_id,
        name: "Ada Lovelace",
        dateOfBirth: "1979-03-02",
        address: ["3 Mill Lane", "Abingdon", "OX14 1AA"],
      },
      medicine: {
        name: "Mounjaro",
        strength: "2.5 mg",
        quantity: 1,
        quantityLabel: "1 pre-filled pen",
        directions: "Inject 2.5 mg once a week on the same day each week",
      },
      prescriber: {
        name: "Priya Shah",
        type: "Pharmacist Independent Prescriber",
        regulator: "GPhC",
        number: "2000000",
      },
      pharmacy: {
        name: "The Village Pharmacy",
        companyName: "The Village Pharmacy Ltd",
        address: ["14 Church Street", "Little Harwood", "Oxfordshire OX12 3AB"],
        phone: "01632 960123",
        email: "hello@villagepharmacy.example",
      },
      issuedOn: "2026-11-25",
      validUntil: "2027-05-25",
      voided: false,
      // Signed on approval by the prescriber's key (decision 118), and checked as it is read.
      signature: {
        form: "electronic",
        status: "valid",
        signer: { name: "Priya Shah", regulator: "GPhC", number: "2000000" },
        signedAt: NOW.toISOString(),
        hashPrefix: expect.stringMatching(/^[0-9a-f]{16}$/),
      },
    });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "prescription.view"), eq(auditLog.target_id, String(prescriptionId))));
    expect(audits).toHaveLength(1);
  });

  it("is for employees only, and not found for an unknown prescription or an archived patient", async () => {
    const c = await insertConsultation(t.db);
    const { prescriptionId } = await approveOrder(t, prescriber, c.order.order_id);
    expect((await (await signedInPatient(t)).get(`/api/admin/prescriptions/${prescriptionId}`)).status).toBe(403);
    expect((await t.client().get(`/api/admin/prescriptions/${prescriptionId}`)).status).toBe(401);
    expect((await staff.get("/api/admin/prescriptions/999999")).status).toBe(404);
    await t.db.update(patients).set({ archived_at: NOW }).where(eq(patients.patient_id, c.patient.patient_id));
    const res = await staff.get(`/api/admin/prescriptions/${prescriptionId}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Prescription not found", code: "not_found" });
  });
});
