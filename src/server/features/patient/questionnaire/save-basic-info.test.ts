import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { patientHistory, patients, products } from "@/server/db/schema";
import { AGE_MESSAGE } from "@/shared/domain/clinical/eligibility";
import { createClock } from "@/server/lib/time/clock";
import { TRANSFER_MESSAGES } from "@/shared/schemas/patient/patient-form";
import { transferDetails } from "../../../../../tests/support/patient-bodies";
import { createTestApp, type TestApp } from "../../../../../tests/support/test-app";
import { basic, type Patient, patientRow, state } from "../../../../../tests/support/patient-journey";
import { errorBody } from "../../../../../tests/support/typed-api";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("PUT /api/patient/basic", () => {
  it("creates the patient and an open questionnaire with the defaults, then updates them in place", async () => {
    const p = (await t.patient()) as Patient;
    const res = await p.api.patient.basic.$put({ json: basic() });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      firstName: "Ada",
      postcode: "OX1 1AA",
      userType: "new",
      sex: "female",
      forSelf: "yes",
    });

    let s = await state(p);
    expect(s.patient).toMatchObject({ firstName: "Ada", city: "Oxford", phone: "07700 900123", dob: "1985-06-15" });
    expect(s.questionnaire).toMatchObject({ height: 0, weight: 0, bmi: 0, eligibility: { status: "eligible" } });
    // decision 082: a fresh questionnaire holds no answer, never a "no" the patient did not give.
    expect(Object.values(s.questionnaire!.answers).every((a) => a.answer === null)).toBe(true);
    expect(s.questionnaire!.diabetes.isDiabetic).toBe("");

    await p.put("/api/patient/basic", basic({ firstName: "Augusta", userType: "existing", forSelf: "no" }));
    s = await state(p);
    expect(s.patient).toMatchObject({ firstName: "Augusta", userType: "existing", forSelf: "no" });
    const row = await patientRow(t, p);
    expect(row.patient_type_id).toBe(2);
    // The review status (decision 006) is not the form's choice.
    expect(row.patient_status_id).toBe(1);
    const histories = await t.db.select().from(patientHistory).where(eq(patientHistory.patient_id, row.patient_id));
    expect(histories).toHaveLength(1);
  });

  it("fills the questionnaire with the calculator's height and weight, the BMI computed by the server", async () => {
    const p = await t.patient();
    await p.put("/api/patient/basic", basic({ height: 180, weight: 100 }));
    expect((await state(p)).questionnaire).toMatchObject({ height: 180, weight: 100, bmi: 30.9 });
  });

  it("makes one patient and one open questionnaire from 50 parallel first saves", async () => {
    const p = (await t.patient()) as Patient;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => p.put("/api/patient/basic", basic({ firstName: `Ada${i}` }))),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    const row = await patientRow(t, p);
    const rows = await t.db.select().from(patients).where(eq(patients.user_id, row.user_id!));
    expect(rows).toHaveLength(1);
    const open = await t.db
      .select()
      .from(patientHistory)
      .where(and(eq(patientHistory.patient_id, row.patient_id), isNull(patientHistory.order_id)));
    expect(open).toHaveLength(1);
  });

  it("reports each missing required field as '<field> is required'", async () => {
    const p = await t.patient();
    const res = await p.put(
      "/api/patient/basic",
      basic({ firstName: " ", lastName: "", phone: "", dob: "", address1: "", city: "", postcode: "" }),
    );
    expect(res.status).toBe(400);
    const { fields } = await errorBody(res);
    expect(fields).toMatchObject({
      firstName: "First Name is required",
      lastName: "Last Name is required",
      phone: "Phone Number is required",
      dob: "Date of Birth is required",
      address1: "Address Line 1 is required",
      city: "City is required",
      postcode: "Postcode is required",
    });
  });

  it("refuses an age outside 18-75 with the eligibility message", async () => {
    const p = await t.patient();
    const tooYoung = new Date();
    tooYoung.setFullYear(tooYoung.getFullYear() - 17);
    const res = await p.put("/api/patient/basic", basic({ dob: tooYoung.toISOString().slice(0, 10) }));
    expect(res.status).toBe(400);
    expect((await errorBody(res)).fields?.dob).toBe(AGE_MESSAGE);
    expect((await errorBody(await p.put("/api/patient/basic", basic({ dob: "1940-01-01" })))).fields?.dob).toBe(
      AGE_MESSAGE,
    );
    expect((await p.put("/api/patient/basic", basic({ dob: "1990-02-31" }))).status).toBe(400);
  });

  it("refuses UK-implausible phone numbers and postcodes, bad e-mails, over-long text and odd heights", async () => {
    const p = await t.patient();
    for (const bad of [
      { phone: "12345" },
      { phone: "+1 415 555 0100" },
      { postcode: "12345" },
      { email: "not-an-email" },
      { firstName: "A".repeat(101) },
      { address1: "x".repeat(201) },
      { salutation: "Lord" },
      { sex: "other" },
      { height: 300, weight: 80 },
      { height: 170, weight: 10 },
    ]) {
      const res = await p.put("/api/patient/basic", basic(bad));
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await p.put("/api/patient/basic", basic({ phone: "+44 (0)1632 960123".replace("(0)", "") }))).status).toBe(
      200,
    );
  });

  it("refuses control characters with field messages (never a server error) and line breaks in one-line fields", async () => {
    const p = await t.patient();
    for (const [field, value] of [
      ["firstName", "Ada\u0000"],
      ["lastName", "Love\nlace"],
      ["address1", "1 High\r\nStreet"],
      ["address2", "Flat\u00001"],
      ["city", "Ox\tford"],
      ["email", "ada\u0000@example.com"],
    ] as const) {
      const res = await p.put("/api/patient/basic", basic({ [field]: value }));
      expect(res.status, field).toBe(400);
      expect((await errorBody(res)).fields?.[field], field).toMatch(/./);
    }
    expect((await state(p)).patient).toBeNull();
  });

  it("refuses unknown fields, so no patient id or status can be smuggled in", async () => {
    const p = await t.patient();
    for (const extra of [{ patientId: 1 }, { patient_status_id: 2 }, { userId: "someone" }]) {
      const res = await p.put("/api/patient/basic", basic(extra));
      expect(res.status).toBe(400);
    }
  });

  it("does not bring back an archived record", async () => {
    const p = (await t.patient()) as Patient;
    await p.put("/api/patient/basic", basic());
    const row = await patientRow(t, p);
    await t.db.update(patients).set({ archived_at: new Date() }).where(eq(patients.patient_id, row.patient_id));
    expect((await state(p)).patient).toBeNull();
    const res = await p.put("/api/patient/basic", basic({ firstName: "Back" }));
    expect(res.status).toBe(409);
    const [after] = await t.db.select().from(patients).where(eq(patients.patient_id, row.patient_id));
    expect(after!.firstname).toBe("Ada");
  });

  describe("an existing user's transfer details", () => {
    it("are stored on the open questionnaire and shown again; a new user keeps none", async () => {
      const p = (await t.patient()) as Patient;
      const res = await p.put(
        "/api/patient/basic",
        basic({ userType: "existing", transfer: transferDetails({ provider: "  Pharmacy Two ", doseMg: 7.5 }) }),
      );
      expect(res.status).toBe(200);
      expect((await state(p)).questionnaire).toMatchObject({
        transfer: {
          provider: "Pharmacy Two",
          doseMg: 7.5,
          lastInjection: "2025-01-06",
          evidence: "Order confirmation from Another Online Pharmacy Ltd, dated 2 January 2025",
        },
      });
      const row = await patientRow(t, p);
      const [h] = await t.db.select().from(patientHistory).where(eq(patientHistory.patient_id, row.patient_id));
      expect(h).toMatchObject({
        transfer_provider: "Pharmacy Two",
        transfer_dose_mg: 7.5,
        transfer_last_injection: "2025-01-06",
      });

      // Now new to the treatment: the details are not kept.
      expect((await p.put("/api/patient/basic", basic({ userType: "new" }))).status).toBe(200);
      expect((await state(p)).questionnaire!.transfer).toEqual({
        provider: "",
        doseMg: null,
        lastInjection: "",
        evidence: "",
      });
    });

    it("are required of an existing user, each with its message", async () => {
      const p = await t.patient();
      const res = await p.put(
        "/api/patient/basic",
        basic({ userType: "existing", transfer: { provider: "", doseMg: null, lastInjection: "", evidence: " " } }),
      );
      expect(res.status).toBe(400);
      expect((await errorBody(res)).fields).toEqual({
        "transfer.provider": TRANSFER_MESSAGES.provider,
        "transfer.doseMg": TRANSFER_MESSAGES.dose,
        "transfer.lastInjection": TRANSFER_MESSAGES.lastInjection,
        "transfer.evidence": TRANSFER_MESSAGES.evidence,
      });
      const absent = await p.put("/api/patient/basic", { ...basic({ userType: "existing" }), transfer: undefined });
      expect(absent.status).toBe(400);
      // A new user is not asked for them.
      expect((await p.put("/api/patient/basic", { ...basic({ userType: "new" }), transfer: undefined })).status).toBe(
        200,
      );
    });

    it("take only a dose the pharmacy supplies, and a last injection that is a real date not in the future", async () => {
      const p = await t.patient();
      const tomorrow = new Date(Date.now() + 36 * 3600 * 1000).toISOString().slice(0, 10);
      for (const [bad, field, message] of [
        [{ doseMg: 3 }, "transfer.doseMg", TRANSFER_MESSAGES.doseNotOffered],
        [{ doseMg: 17.5 }, "transfer.doseMg", TRANSFER_MESSAGES.doseNotOffered],
        [{ doseMg: 0 }, "transfer.doseMg", TRANSFER_MESSAGES.doseNotOffered],
        [{ lastInjection: "2025-02-30" }, "transfer.lastInjection", TRANSFER_MESSAGES.lastInjectionInvalid],
        [{ lastInjection: tomorrow }, "transfer.lastInjection", TRANSFER_MESSAGES.lastInjectionFuture],
        [{ provider: "Two\nlines" }, "transfer.provider", "Current provider must be one line of plain text"],
      ] as const) {
        const res = await p.put("/api/patient/basic", basic({ userType: "existing", transfer: transferDetails(bad) }));
        expect(res.status, JSON.stringify(bad)).toBe(400);
        expect((await errorBody(res)).fields?.[field], JSON.stringify(bad)).toBe(message);
      }
      expect(
        (await p.put("/api/patient/basic", basic({ userType: "existing", transfer: transferDetails({ doseMg: 15 }) })))
          .status,
      ).toBe(200);
    });

    it("refuses a last injection after the server's day, and a dose no product has", async () => {
      const past = await createTestApp({ clock: createClock(new Date("2025-01-03T12:00:00Z")) });
      try {
        const p = await past.patient();
        const res = await p.put(
          "/api/patient/basic",
          basic({ userType: "existing", transfer: transferDetails({ lastInjection: "2025-01-06" }) }),
        );
        expect(res.status).toBe(400);
        expect((await errorBody(res)).fields).toEqual({
          "transfer.lastInjection": TRANSFER_MESSAGES.lastInjectionFuture,
        });
        expect(
          (
            await p.put(
              "/api/patient/basic",
              basic({ userType: "existing", transfer: transferDetails({ lastInjection: "2025-01-03" }) }),
            )
          ).status,
        ).toBe(200);
        // A strength the pharmacy no longer supplies.
        await past.db.delete(products).where(eq(products.product_id, 7));
        const gone = await p.put(
          "/api/patient/basic",
          basic({ userType: "existing", transfer: transferDetails({ lastInjection: "2025-01-03", doseMg: 15 }) }),
        );
        expect((await errorBody(gone)).fields).toEqual({
          "transfer.doseMg": TRANSFER_MESSAGES.doseNotOffered,
        });
      } finally {
        await past.close();
      }
    });
  });
});
