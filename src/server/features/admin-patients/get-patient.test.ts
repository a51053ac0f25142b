import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { insertCompletedOrder, insertPatient } from "../../../../tests/support/admin-fixtures";
import { insertConsultation } from "../../../../tests/support/consultation-fixtures";

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.employee();
});
afterAll(() => t?.close());

/** The patient's page in the back office, typed by its route. */
const detail = async (id: number) => (await admin.api.admin.patients[":id"].$get({ param: { id: String(id) } })).json();

describe("the patient detail (docs/spec.md §3 mapped view, decision 008)", () => {
  it("maps the record, derives the flags, shows stored dates and the real orders", async () => {
    const created = new Date("2025-03-04T10:11:12Z");
    const p = await insertPatient(
      t.db,
      {
        salutation: "Dr",
        firstname: "Grace",
        lastname: "Hopper",
        sex: 2,
        for_self: false,
        delivery_method: "pickup",
        created_at: created,
        updated_at: created,
      },
      {
        height: 168,
        weight: 101.5,
        bmi: 36,
        is_pregnant_or_breastfeeding_details: "no",
        history_of_heart_condition_details: "Angina, stable",
        history_of_ibs_or_bowel_disease_details: "",
        tried_other_weight_loss_product_details: "Diet clubs",
        is_diabetic: true,
        diabetes_type: "type2",
        diabetes_details: "Metformin",
      },
    );
    await insertCompletedOrder(t.db, p.patient_id, { date: "2025-04-01" });

    const body = await detail(p.patient_id);
    expect(body.patient).toMatchObject({
      patient_id: String(p.patient_id),
      salutation: "Dr",
      firstName: "Grace",
      lastName: "Hopper",
      sex: "female",
      forSelf: "no",
      deliveryMethod: "pickup",
      city: "Oxford",
      status: "pending",
      statusLabel: "Pending Review",
      height: 168,
      weight: 101.5,
      bmi: 36,
      previousWeightLoss: "Diet clubs",
      medicalConditions: "",
      isDiabetic: "yes",
      diabetesType: "type2",
      needsReview: true,
      createdAt: created.toISOString(),
      updatedAt: created.toISOString(),
    });
    const yes = body.patient.exclusions.filter((e) => e.answer === "yes");
    expect(yes).toEqual([
      expect.objectContaining({ field: "historyOfHeartCondition", details: "Angina, stable" }),
      expect.objectContaining({ field: "historyOfIBSOrBowelDisease", details: "" }),
    ]);
    expect(body.orders).toEqual([
      expect.objectContaining({
        date: "2025-04-01",
        status: "Awaiting review",
        total_due: "199.00",
        product: expect.stringMatching(/2\.5mg/),
      }),
    ]);
  });

  it("names each order's consultation, so the page links to the prescriber's review (decision 077)", async () => {
    const { patient, order, consultation } = await insertConsultation(t.db);
    const body = await detail(patient.patient_id);
    expect(body.orders).toEqual([
      expect.objectContaining({
        order_id: order.order_id,
        consultation: {
          consultationId: consultation.consultation_id,
          status: "awaiting_review",
          statusLabel: "Awaiting review",
        },
      }),
    ]);
    const p = await insertPatient(t.db, { firstname: "Old", lastname: "Order" }, {});
    await insertCompletedOrder(t.db, p.patient_id, { date: "2024-01-01" });
    expect((await detail(p.patient_id)).orders).toEqual([expect.objectContaining({ consultation: null })]);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect((await admin.get("/api/admin/patients/999999")).status).toBe(404);
    expect((await admin.get("/api/admin/patients/abc")).status).toBe(404);
    expect((await admin.get("/api/admin/patients/99999999999")).status).toBe(404);
  });

  it("shows the latest questionnaire's GP card and an existing user's transfer details", async () => {
    const p = await insertPatient(
      t.db,
      { firstname: "Mary", lastname: "Seacole", patient_type_id: 2 },
      {
        gp_practice_name: "Jericho Health Centre",
        gp_practice_address: "Walton Street, Oxford",
        gp_consent: "yes",
        transfer_provider: "Pharmacy Two",
        transfer_dose_mg: 7.5,
        transfer_last_injection: "2025-01-06",
        transfer_evidence: "Order confirmation dated 2 January 2025",
      },
    );
    const body = await detail(p.patient_id);
    expect(body.patient).toMatchObject({
      patientType: "existing",
      gp: { practiceName: "Jericho Health Centre", practiceAddress: "Walton Street, Oxford", consent: "yes" },
      transfer: {
        provider: "Pharmacy Two",
        doseMg: 7.5,
        lastInjection: "2025-01-06",
        evidence: "Order confirmation dated 2 January 2025",
      },
    });
    const plain = await insertPatient(t.db, { firstname: "New", lastname: "Patient" }, {});
    expect((await detail(plain.patient_id)).patient).toMatchObject({
      gp: { practiceName: "", practiceAddress: "", consent: null },
      transfer: null,
    });
  });
});
