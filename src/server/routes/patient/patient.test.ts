import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, orderLine, orders, patientHistory, patients, pharmacySettings } from "@/server/db/schema";
import { AGE_MESSAGE, notSuitableMessage } from "@/shared/domain/eligibility";
import { allAnswers, basicBody, safetyBody } from "../../../../tests/support/patient-bodies";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Patient = TestClient & { email: string; password: string };

// A lower-case postcode, which the server stores normalised.
const basic = (overrides: Record<string, unknown> = {}) => basicBody({ postcode: "ox1 1aa", ...overrides });

const noAnswers = () => allAnswers();

const safety = safetyBody;

const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

interface State {
  accountEmail: string;
  patient: Record<string, unknown> | null;
  questionnaire: {
    questionnaireId: number | null;
    height: number;
    weight: number;
    bmi: number;
    answers: Record<string, { answer: string; details: string }>;
    eligibility: { status: string; messages: string[] };
  } | null;
  order: { orderId: number; productId: number | null; total: string; vat: string; totalDue: string; deliveryMethod: string | null } | null;
  newPatientRestricted: boolean;
  doses: Array<{ productId: number; price: string; available: boolean }>;
}
const state = async (p: TestClient) => json<State>(await p.get("/api/patient/state"));

async function patientRow(p: Patient) {
  const [u] = await t.db.execute(sql`SELECT id FROM "user" WHERE email = ${p.email}`).then((r) => (r as unknown as { rows: { id: string }[] }).rows);
  const [row] = await t.db.select().from(patients).where(eq(patients.user_id, u!.id));
  return row!;
}

/** A patient who has done every step up to the confirmation. */
async function readyToComplete(opts: { userType?: string; productId?: number; method?: "delivery" | "pickup" } = {}) {
  const p = (await t.patient()) as Patient;
  expect((await p.put("/api/patient/basic", basic({ userType: opts.userType ?? "new", email: p.email }))).status).toBe(200);
  expect((await p.put("/api/patient/safety", safety())).status).toBe(200);
  expect((await p.post("/api/patient/dose", {})).status).toBe(200);
  if (opts.productId) expect((await p.put("/api/patient/dose", { productId: opts.productId })).status).toBe(200);
  const ship =
    opts.method === "pickup"
      ? { deliveryMethod: "pickup", address1: "", address2: "", city: "", postcode: "" }
      : { deliveryMethod: "delivery", address1: "1 High Street", address2: "", city: "Oxford", postcode: "OX1 1AA" };
  expect((await p.put("/api/patient/shipping", ship)).status).toBe(200);
  return p;
}

async function outboxFor(orderId: number) {
  return t.db
    .select({ to: emailOutbox.to_address, subject: emailOutbox.subject, text: emailOutbox.text, type: emailOutbox.type })
    .from(emailOutbox)
    .where(sql`${emailOutbox.subject} LIKE ${`%#${orderId}`}`);
}

describe("every /api/patient endpoint", () => {
  it("needs a signed-in user", async () => {
    const anon = t.client();
    const calls = [
      anon.get("/api/patient/state"),
      anon.put("/api/patient/basic", basic()),
      anon.patch("/api/patient/questionnaire", { field: "medicalConditions", answer: "no", details: "" }),
      anon.patch("/api/patient/measurements", { field: "height", value: 170 }),
      anon.put("/api/patient/safety", safety()),
      anon.post("/api/patient/dose", {}),
      anon.put("/api/patient/dose", { productId: 2 }),
      anon.put("/api/patient/shipping", { deliveryMethod: "pickup" }),
      anon.get("/api/patient/confirmation"),
      anon.post("/api/patient/complete", {}),
      anon.get("/api/patient/orders/latest"),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(401);
  });

  it("is not cached", async () => {
    const p = await t.patient();
    expect((await p.get("/api/patient/state")).headers.get("cache-control")).toBe("no-store");
  });
});

describe("GET /api/patient/state", () => {
  it("is empty for a new account, with the account e-mail to prefill and only the starter dose open", async () => {
    const p = (await t.patient()) as Patient;
    const s = await state(p);
    expect(s).toMatchObject({ accountEmail: p.email, patient: null, questionnaire: null, order: null, newPatientRestricted: true });
    expect(s.doses.filter((d) => d.available).map((d) => d.productId)).toEqual([2]);
  });
});

describe("PUT /api/patient/basic", () => {
  it("creates the patient and an open questionnaire with the defaults, then updates them in place", async () => {
    const p = (await t.patient()) as Patient;
    const res = await p.put("/api/patient/basic", basic());
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ firstName: "Ada", postcode: "OX1 1AA", userType: "new", sex: "female", forSelf: "yes" });

    let s = await state(p);
    expect(s.patient).toMatchObject({ firstName: "Ada", city: "Oxford", phone: "07700 900123", dob: "1985-06-15" });
    expect(s.questionnaire).toMatchObject({ height: 0, weight: 0, bmi: 0, eligibility: { status: "eligible" } });
    expect(Object.values(s.questionnaire!.answers).every((a) => a.answer === "no")).toBe(true);

    await p.put("/api/patient/basic", basic({ firstName: "Augusta", userType: "existing", forSelf: "no" }));
    s = await state(p);
    expect(s.patient).toMatchObject({ firstName: "Augusta", userType: "existing", forSelf: "no" });
    const row = await patientRow(p);
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
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => p.put("/api/patient/basic", basic({ firstName: `Ada${i}` }))));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    const row = await patientRow(p);
    const rows = await t.db.select().from(patients).where(eq(patients.user_id, row.user_id!));
    expect(rows).toHaveLength(1);
    const open = await t.db.select().from(patientHistory).where(and(eq(patientHistory.patient_id, row.patient_id), isNull(patientHistory.order_id)));
    expect(open).toHaveLength(1);
  });

  it("reports each missing required field as '<field> is required'", async () => {
    const p = await t.patient();
    const res = await p.put("/api/patient/basic", basic({ firstName: " ", lastName: "", phone: "", dob: "", address1: "", city: "", postcode: "" }));
    expect(res.status).toBe(400);
    const { fields } = await json<{ fields: Record<string, string> }>(res);
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
    expect((await json<{ fields: Record<string, string> }>(res)).fields.dob).toBe(AGE_MESSAGE);
    expect((await json<{ fields: Record<string, string> }>(await p.put("/api/patient/basic", basic({ dob: "1940-01-01" })))).fields.dob).toBe(AGE_MESSAGE);
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
    expect((await p.put("/api/patient/basic", basic({ phone: "+44 (0)1632 960123".replace("(0)", "") }))).status).toBe(200);
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
      expect((await json<{ fields: Record<string, string> }>(res)).fields[field], field).toMatch(/./);
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
    const row = await patientRow(p);
    await t.db.update(patients).set({ archived_at: new Date() }).where(eq(patients.patient_id, row.patient_id));
    expect((await state(p)).patient).toBeNull();
    const res = await p.put("/api/patient/basic", basic({ firstName: "Back" }));
    expect(res.status).toBe(409);
    const [after] = await t.db.select().from(patients).where(eq(patients.patient_id, row.patient_id));
    expect(after!.firstname).toBe("Ada");
  });
});

describe("the safety step", () => {
  it("needs the basic step first", async () => {
    const p = await t.patient();
    const res = await p.put("/api/patient/safety", safety());
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ error: "No patient record found. Please complete the patient form first." });
    expect((await p.patch("/api/patient/questionnaire", { field: "medicalConditions", answer: "no", details: "" })).status).toBe(404);
  });

  it("auto-saves one answer; 'no' clears the detail and stores 'no'", async () => {
    const p = (await t.patient()) as Patient;
    await p.put("/api/patient/basic", basic());
    let res = await p.patch("/api/patient/questionnaire", { field: "medicalConditions", answer: "yes", details: " Asthma " });
    expect(res.status).toBe(200);
    expect((await state(p)).questionnaire!.answers.medicalConditions).toEqual({ answer: "yes", details: "Asthma" });
    res = await p.patch("/api/patient/questionnaire", { field: "medicalConditions", answer: "no", details: "Asthma" });
    expect((await state(p)).questionnaire!.answers.medicalConditions).toEqual({ answer: "no", details: "" });
    const row = await patientRow(p);
    const [h] = await t.db.select().from(patientHistory).where(eq(patientHistory.patient_id, row.patient_id));
    expect(h!.have_other_medical_conditions_details).toBe("no");
  });

  it("auto-saves only whitelisted questions", async () => {
    const p = await t.patient();
    await p.put("/api/patient/basic", basic());
    for (const body of [
      { field: "order_id", answer: "yes", details: "1" },
      { field: "dispense_allowed", answer: "yes", details: "true" },
      { field: "medicalConditions", answer: "yes", details: "x".repeat(2001) },
      { field: "medicalConditions", answer: "maybe", details: "" },
      { field: "medicalConditions", answer: "no", details: "", patientId: 1 },
    ]) {
      expect((await p.patch("/api/patient/questionnaire", body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
  });

  it("refuses control characters in answers, keeps line breaks in details", async () => {
    const p = await t.patient();
    await p.put("/api/patient/basic", basic());
    const nul = await p.patch("/api/patient/questionnaire", { field: "medicalConditions", answer: "yes", details: "Asthma\u0000" });
    expect(nul.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(nul)).fields.details).toMatch(/./);
    const answers = { ...noAnswers(), hasEatingDisorder: { answer: "yes", details: "x\u0007y" } };
    expect((await p.put("/api/patient/safety", safety({ answers }))).status).toBe(400);
    expect((await p.put("/api/patient/safety", safety({ diabetes: { isDiabetic: "yes", type: "type2", details: "Metformin\u0000" } }))).status).toBe(400);
    const multiLine = await p.patch("/api/patient/questionnaire", { field: "medicalConditions", answer: "yes", details: "Asthma\r\n\tMild" });
    expect(multiLine.status).toBe(200);
    expect((await state(p)).questionnaire!.answers.medicalConditions).toEqual({ answer: "yes", details: "Asthma\r\n\tMild" });
  });

  it("auto-saves height and weight one at a time; the BMI is the server's once both are known", async () => {
    const p = await t.patient();
    expect((await p.patch("/api/patient/measurements", { field: "height", value: 170 })).status).toBe(404);
    await p.put("/api/patient/basic", basic());
    let res = await p.patch("/api/patient/measurements", { field: "height", value: 170 });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ field: "height", height: 170, weight: 0, bmi: 0 });
    res = await p.patch("/api/patient/measurements", { field: "weight", value: 100 });
    expect(await json(res)).toMatchObject({ field: "weight", height: 170, weight: 100, bmi: 34.6 });
    expect((await state(p)).questionnaire).toMatchObject({ height: 170, weight: 100, bmi: 34.6 });
    // An emptied box stores 0, 'not given' (docs/spec.md §5), and the BMI goes with it.
    res = await p.patch("/api/patient/measurements", { field: "weight", value: 0 });
    expect(await json(res)).toMatchObject({ height: 170, weight: 0, bmi: 0 });

    // Height and weight saved at the same moment: the BMI stored is that of both new values.
    for (const [height, weight] of [[180, 81], [160, 64], [200, 120], [150, 90]] as const) {
      await Promise.all([
        p.patch("/api/patient/measurements", { field: "height", value: height }),
        p.patch("/api/patient/measurements", { field: "weight", value: weight }),
      ]);
      expect((await state(p)).questionnaire).toMatchObject({ height, weight, bmi: Math.round((weight / (height / 100) ** 2) * 10) / 10 });
    }
  });

  it("auto-saves only a human height or weight, and nothing else", async () => {
    const p = await t.patient();
    await p.put("/api/patient/basic", basic());
    for (const [body, field] of [
      [{ field: "height", value: 400 }, "value"],
      [{ field: "weight", value: 5 }, "value"],
      [{ field: "height", value: "170" }, "value"],
      [{ field: "bmi", value: 30 }, "field"],
      [{ field: "height", value: 170, bmi: 30 }, "_"],
    ] as const) {
      const res = await p.patch("/api/patient/measurements", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((await json<{ fields: Record<string, string> }>(res)).fields).join(","), JSON.stringify(body)).toContain(field);
    }
    expect((await state(p)).questionnaire).toMatchObject({ height: 0, weight: 0, bmi: 0 });
  });

  it("stores height, weight, answers and diabetes; the BMI is the server's", async () => {
    const p = await t.patient();
    await p.put("/api/patient/basic", basic());
    const answers = { ...noAnswers(), historyOfPancreatitis: { answer: "yes", details: "2019, resolved" } };
    const res = await p.put("/api/patient/safety", safety({ height: 180, weight: 100, answers, diabetes: { isDiabetic: "yes", type: "type2", details: "  Metformin " } }));
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ bmi: 30.9, eligibility: { status: "review" }, diabetes: { isDiabetic: "yes", type: "type2", details: "Metformin" } });
    const s = await state(p);
    expect(s.questionnaire).toMatchObject({ height: 180, weight: 100, bmi: 30.9 });
    expect(s.questionnaire!.answers.historyOfPancreatitis).toEqual({ answer: "yes", details: "2019, resolved" });
    // A BMI sent by the client is refused, not trusted.
    expect((await p.put("/api/patient/safety", { ...safety(), bmi: 45 })).status).toBe(400);
  });

  it("reports a yes without details as blocked, with the condition's message", async () => {
    const p = await t.patient();
    await p.put("/api/patient/basic", basic());
    const answers = { ...noAnswers(), historyOfGallstones: { answer: "yes", details: "" } };
    const res = await p.put("/api/patient/safety", safety({ answers }));
    expect(await json(res)).toMatchObject({ eligibility: { status: "not_eligible", messages: [notSuitableMessage("historyOfGallstones")] } });
  });

  it("requires a human height and weight", async () => {
    const p = await t.patient();
    await p.put("/api/patient/basic", basic());
    const res = await p.put("/api/patient/safety", safety({ height: 0, weight: 500 }));
    expect(res.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(res)).fields).toMatchObject({
      height: "Height must be between 50 and 272 cm",
      weight: "Weight must be between 20 and 400 kg",
    });
  });
});

describe("the dose step", () => {
  it("creates one open order with the starter dose, totals computed by the server", async () => {
    const p = (await t.patient()) as Patient;
    await p.put("/api/patient/basic", basic());
    const results = await Promise.all(Array.from({ length: 10 }, () => p.post("/api/patient/dose", {})));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const s = await state(p);
    expect(s.order).toMatchObject({ productId: 2, total: "199.00", vat: "0.00", totalDue: "199.00" });
    const row = await patientRow(p);
    const open = await t.db.select().from(orders).where(eq(orders.patient_id, row.patient_id));
    expect(open).toHaveLength(1);
    expect(open[0]!.order_status_id).toBe(1);
  });

  it("refuses a higher dose for a new patient, even when the client sends it", async () => {
    const p = await t.patient();
    await p.put("/api/patient/basic", basic({ userType: "new" }));
    await p.post("/api/patient/dose", {});
    const res = await p.put("/api/patient/dose", { productId: 5 });
    expect(res.status).toBe(403);
    expect((await json<{ error: string }>(res)).error).toMatch(/not available for new patients/);
    expect((await state(p)).order!.productId).toBe(2);
  });

  it("lets an existing (transfer) patient choose any dose and recomputes the totals with VAT from the product", async () => {
    const p = await t.patient();
    await p.put("/api/patient/basic", basic({ userType: "existing" }));
    await p.post("/api/patient/dose", {});
    expect((await state(p)).newPatientRestricted).toBe(false);
    // A 20% rate here shows the VAT formula is applied from the products table, not the client.
    await t.db.execute(sql`UPDATE products SET vat_rate = 20 WHERE product_id = 5`);
    try {
      const res = await p.put("/api/patient/dose", { productId: 5 });
      expect(res.status).toBe(200);
      expect((await json<{ order: unknown }>(res)).order).toMatchObject({ productId: 5, total: "299.00", vat: "59.80", totalDue: "358.80" });
    } finally {
      await t.db.execute(sql`UPDATE products SET vat_rate = 0 WHERE product_id = 5`);
    }
  });

  it("refuses prices, totals or order ids from the client, and unknown products", async () => {
    const p = await t.patient();
    await p.put("/api/patient/basic", basic({ userType: "existing" }));
    await p.post("/api/patient/dose", {});
    for (const body of [{ productId: 3, price: "1.00" }, { productId: 3, total: "0" }, { productId: 3, orderId: 1 }, { productId: "3" }]) {
      expect((await p.put("/api/patient/dose", body)).status).toBe(400);
    }
    expect((await p.put("/api/patient/dose", { productId: 999 })).status).toBe(400);
    // Beyond the range of an id column: a field message, not a server error.
    for (const productId of [2 ** 31, 99_999_999_999, Number.MAX_SAFE_INTEGER]) {
      const res = await p.put("/api/patient/dose", { productId });
      expect(res.status, String(productId)).toBe(400);
      expect((await json<{ fields: Record<string, string> }>(res)).fields.productId).toBe("Please select a dose");
    }
    expect((await state(p)).order).toMatchObject({ productId: 2, total: "199.00" });
  });

  it("resets a dose chosen as an existing user when the patient switches back to new", async () => {
    const p = await t.patient();
    await p.put("/api/patient/basic", basic({ userType: "existing" }));
    await p.put("/api/patient/dose", { productId: 7 });
    await p.put("/api/patient/basic", basic({ userType: "new" }));
    const res = await p.post("/api/patient/dose", {});
    expect((await json<{ order: { productId: number } }>(res)).order.productId).toBe(2);
  });
});

describe("the shipping step", () => {
  it("stores a home delivery address on the order", async () => {
    const p = await t.patient();
    await p.put("/api/patient/basic", basic());
    await p.post("/api/patient/dose", {});
    const res = await p.put("/api/patient/shipping", { deliveryMethod: "delivery", address1: "2 Low Road", address2: "Flat 1", city: "Leeds", postcode: "ls1 4ap" });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ deliveryMethod: "delivery", shipping: { address1: "2 Low Road", address2: "Flat 1", city: "Leeds", postcode: "LS1 4AP" } });
    expect((await state(p)).patient).toMatchObject({ deliveryMethod: "delivery" });
  });

  it("requires the delivery address fields", async () => {
    const p = await t.patient();
    await p.put("/api/patient/basic", basic());
    await p.post("/api/patient/dose", {});
    const res = await p.put("/api/patient/shipping", { deliveryMethod: "delivery", address1: "", address2: "", city: "", postcode: "" });
    expect(res.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(res)).fields).toMatchObject({
      address1: "Address Line 1 is required",
      city: "City is required",
      postcode: "Postcode is required",
    });
  });

  it("refuses control characters in the delivery address", async () => {
    const p = await t.patient();
    await p.put("/api/patient/basic", basic());
    await p.post("/api/patient/dose", {});
    for (const [field, value] of [
      ["address1", "2 Low\u0000Road"],
      ["address2", "Flat\n1"],
      ["city", "Leeds\u001b"],
      ["postcode", "LS1\u00004AP"],
    ] as const) {
      const res = await p.put("/api/patient/shipping", { deliveryMethod: "delivery", address1: "2 Low Road", address2: "", city: "Leeds", postcode: "LS1 4AP", [field]: value });
      expect(res.status, field).toBe(400);
      expect((await json<{ fields: Record<string, string> }>(res)).fields[field], field).toMatch(/./);
    }
    expect((await state(p)).order).toMatchObject({ deliveryMethod: null });
  });

  it("uses the pharmacy's address from the settings for pickup, whatever address is sent", async () => {
    const p = await t.patient();
    await p.put("/api/patient/basic", basic());
    await p.post("/api/patient/dose", {});
    const res = await p.put("/api/patient/shipping", { deliveryMethod: "pickup", address1: "Somewhere else", address2: "", city: "Nowhere", postcode: "" });
    expect(await json(res)).toMatchObject({
      deliveryMethod: "pickup",
      shipping: { address1: "14 Church Street", address2: "Little Harwood", city: "Oxfordshire OX12 3AB", postcode: "OX12 3AB" },
    });
  });

  it("needs an open order", async () => {
    const p = await t.patient();
    await p.put("/api/patient/basic", basic());
    expect((await p.put("/api/patient/shipping", { deliveryMethod: "pickup" })).status).toBe(404);
  });
});

describe("GET /api/patient/confirmation", () => {
  it("says what is missing: no patient, then no order", async () => {
    const p = await t.patient();
    expect(await json(await p.get("/api/patient/confirmation"))).toEqual({ patient: null, order: null });
    await p.put("/api/patient/basic", basic());
    expect(await json(await p.get("/api/patient/confirmation"))).toMatchObject({ patient: { firstName: "Ada" }, order: null });
  });

  it("shows the order lines and totals computed by the server, and the collection address with hours", async () => {
    const p = await readyToComplete({ userType: "existing", productId: 4, method: "pickup" });
    const c = await json<{ order: Record<string, unknown> }>(await p.get("/api/patient/confirmation"));
    expect(c.order).toMatchObject({
      lines: [{ productId: 4, quantity: 1, unitPrice: "279.00" }],
      subtotal: "279.00",
      vat: "0.00",
      totalDue: "279.00",
      deliveryMethod: "pickup",
      shippingLines: ["The Village Pharmacy", "14 Church Street", "Little Harwood", "Oxfordshire OX12 3AB"],
      openingHours: ["Monday-Friday 9:00 AM-6:00 PM", "Saturday 9:00 AM-1:00 PM"],
    });
  });
});

describe("POST /api/patient/complete", () => {
  it("completes the order, locks the questionnaire and queues the two e-mails with the booking link", async () => {
    const p = (await readyToComplete()) as Patient;
    const res = await p.post("/api/patient/complete", {});
    expect(res.status).toBe(200);
    const done = await json<{ orderId: number; patientId: number; bookingUrl: string; totalDue: string; productName: string; shippingLines: string[] }>(res);
    expect(done).toMatchObject({ totalDue: "199.00", name: "Ada Lovelace", email: p.email, deliveryMethod: "delivery", alreadyCompleted: false });
    expect(done.productName).toMatch(/2\.5mg/);
    expect(done.shippingLines).toEqual(["1 High Street", "Oxford", "OX1 1AA"]);

    const url = new URL(done.bookingUrl);
    expect(url.origin + url.pathname).toBe("https://cal.com/village-pharmacy/consultation");
    expect(url.searchParams.get("email")).toBe(p.email);
    expect(url.searchParams.get("name")).toBe("Ada Lovelace");
    expect(url.searchParams.get("location")).toBe(`Order: ${done.orderId} | Patient ID: ${done.patientId}`);

    const [order] = await t.db.select().from(orders).where(eq(orders.order_id, done.orderId));
    expect(order).toMatchObject({ order_status_id: 3, product_name: done.productName });
    expect(order!.completed_at).toBeInstanceOf(Date);
    const [history] = await t.db.select().from(patientHistory).where(eq(patientHistory.order_id, done.orderId));
    expect(history!.date_completed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(order!.patient_history_id).toBe(history!.patient_history_id);

    const mail = await outboxFor(done.orderId);
    expect(mail.map((m) => `${m.to} ${m.subject}`).sort()).toEqual(
      [
        `${p.email} Order Confirmation #${done.orderId}`,
        `hello@villagepharmacy.example New Order Completed - Order #${done.orderId}`,
        `pharmacist@villagepharmacy.example New Order Completed - Order #${done.orderId}`,
      ].sort(),
    );
    const confirmation = mail.find((m) => m.type === "order_confirmation")!;
    expect(confirmation.text).toContain(`location=Order%3A+${done.orderId}+%7C+Patient+ID%3A+${done.patientId}`);
  });

  it("completes once under 50 concurrent requests, with one set of e-mails", async () => {
    const p = await readyToComplete();
    const results = await Promise.all(Array.from({ length: 50 }, () => p.post("/api/patient/complete", {})));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    const bodies = await Promise.all(results.map((r) => json<{ orderId: number; alreadyCompleted: boolean }>(r)));
    const ids = new Set(bodies.map((b) => b.orderId));
    expect(ids.size).toBe(1);
    expect(bodies.filter((b) => !b.alreadyCompleted)).toHaveLength(1);
    const [orderId] = [...ids];
    const [order] = await t.db.select().from(orders).where(eq(orders.order_id, orderId!));
    const all = await t.db.select().from(orders).where(eq(orders.patient_id, order!.patient_id));
    expect(all.map((o) => o.order_status_id)).toEqual([3]);
    expect(await outboxFor(orderId!)).toHaveLength(3);
    const locked = await t.db.select().from(patientHistory).where(eq(patientHistory.order_id, orderId!));
    expect(locked).toHaveLength(1);
  });

  it("answers a repeat with the same completed order", async () => {
    const p = await readyToComplete();
    const first = await json<{ orderId: number }>(await p.post("/api/patient/complete", {}));
    const again = await json<{ orderId: number; alreadyCompleted: boolean }>(await p.post("/api/patient/complete", {}));
    expect(again).toMatchObject({ orderId: first.orderId, alreadyCompleted: true });
    expect(await json(await p.get("/api/patient/orders/latest"))).toMatchObject({ orderId: first.orderId, totalDue: "199.00" });
  });

  it("refuses to complete a blocked questionnaire", async () => {
    const p = await readyToComplete();
    await p.patch("/api/patient/questionnaire", { field: "hasEatingDisorder", answer: "yes", details: "" });
    const res = await p.post("/api/patient/complete", {});
    expect(res.status).toBe(409);
    expect((await json<{ error: string }>(res)).error).toBe(notSuitableMessage("hasEatingDisorder"));
    expect((await state(p)).order).not.toBeNull();
  });

  it("refuses to complete without a shipping choice or without the safety step", async () => {
    const p = await t.patient();
    await p.put("/api/patient/basic", basic());
    await p.post("/api/patient/dose", {});
    expect((await p.post("/api/patient/complete", {})).status).toBe(409);
    await p.put("/api/patient/shipping", { deliveryMethod: "pickup" });
    const res = await p.post("/api/patient/complete", {});
    expect(res.status).toBe(409);
    expect((await json<{ error: string }>(res)).error).toBe("Please complete the safety check first.");
  });

  it("refuses a starter-only patient whose order carries another dose", async () => {
    const p = (await readyToComplete()) as Patient;
    const row = await patientRow(p);
    const [order] = await t.db.select().from(orders).where(and(eq(orders.patient_id, row.patient_id), inArray(orders.order_status_id, [1, 2])));
    await t.db.update(orderLine).set({ product_id: 6, unit_price: "319.00" }).where(eq(orderLine.order_id, order!.order_id));
    expect((await p.post("/api/patient/complete", {})).status).toBe(403);
  });

  it("builds the booking link from the cal_booking_url setting", async () => {
    const p = await readyToComplete();
    await t.db.update(pharmacySettings).set({ setting_value: "https://book.example/pharmacist?ref=site" }).where(eq(pharmacySettings.setting_key, "cal_booking_url"));
    try {
      const done = await json<{ bookingUrl: string }>(await p.post("/api/patient/complete", {}));
      const url = new URL(done.bookingUrl);
      expect(url.host).toBe("book.example");
      expect(url.searchParams.get("ref")).toBe("site");
      expect(url.searchParams.get("name")).toBe("Ada Lovelace");
    } finally {
      await t.db.update(pharmacySettings).set({ setting_value: "https://cal.com/village-pharmacy/consultation" }).where(eq(pharmacySettings.setting_key, "cal_booking_url"));
    }
  });
});

describe("after a completed order", () => {
  it("starts a fresh open questionnaire and a fresh order, and allows every dose", async () => {
    const p = (await readyToComplete()) as Patient;
    const first = await json<{ orderId: number }>(await p.post("/api/patient/complete", {}));
    let s = await state(p);
    expect(s.order).toBeNull();
    expect(s.newPatientRestricted).toBe(false);
    expect(s.doses.every((d) => d.available)).toBe(true);
    // The locked questionnaire is not shown; the defaults are.
    expect(s.questionnaire).toMatchObject({ questionnaireId: null, height: 0, weight: 0, bmi: 0 });

    await p.put("/api/patient/basic", basic({ email: p.email }));
    s = await state(p);
    expect(s.questionnaire!.questionnaireId).not.toBeNull();
    expect(Object.values(s.questionnaire!.answers).every((a) => a.answer === "no")).toBe(true);
    await p.put("/api/patient/safety", safety({ height: 171, weight: 95 }));

    const dose = await json<{ order: { orderId: number; productId: number } }>(await p.post("/api/patient/dose", {}));
    expect(dose.order.orderId).not.toBe(first.orderId);
    expect((await p.put("/api/patient/dose", { productId: 7 })).status).toBe(200);
    await p.put("/api/patient/shipping", { deliveryMethod: "pickup" });
    const second = await json<{ orderId: number; alreadyCompleted: boolean; productName: string }>(await p.post("/api/patient/complete", {}));
    expect(second).toMatchObject({ alreadyCompleted: false });
    expect(second.orderId).not.toBe(first.orderId);
    expect(second.productName).toMatch(/15mg/);

    const row = await patientRow(p);
    const histories = await t.db.select().from(patientHistory).where(eq(patientHistory.patient_id, row.patient_id));
    expect(histories.map((h) => h.order_id).sort()).toEqual([first.orderId, second.orderId].sort());
    expect(histories.find((h) => h.order_id === first.orderId)!.weight).toBe(100);
    expect(histories.find((h) => h.order_id === second.orderId)!.weight).toBe(95);
  });
});

describe("one patient cannot see or touch another's records", () => {
  it("each endpoint works on the caller's own patient only", async () => {
    const alice = (await readyToComplete({ userType: "existing", productId: 6 })) as Patient;
    const mallory = (await t.patient()) as Patient;
    const aliceRow = await patientRow(alice);
    const aliceState = await state(alice);

    // Mallory has no record: she sees nothing of Alice's.
    expect(await state(mallory)).toMatchObject({ patient: null, questionnaire: null, order: null });
    expect(await json(await mallory.get("/api/patient/confirmation"))).toEqual({ patient: null, order: null });
    expect((await mallory.get("/api/patient/orders/latest")).status).toBe(404);
    expect((await mallory.post("/api/patient/complete", {})).status).toBe(404);
    expect((await mallory.put("/api/patient/dose", { productId: 2 })).status).toBe(404);
    expect((await mallory.put("/api/patient/shipping", { deliveryMethod: "pickup" })).status).toBe(404);

    // There is no id to pass; trying to add one is refused.
    expect((await mallory.put("/api/patient/dose", { productId: 2, orderId: aliceState.order!.orderId })).status).toBe(400);
    expect((await mallory.put("/api/patient/basic", basic({ patientId: aliceRow.patient_id }))).status).toBe(400);
    expect((await mallory.post("/api/patient/complete", { orderId: aliceState.order!.orderId })).status).toBe(400);

    // Once she has her own record, every call lands on it, never on Alice's.
    await mallory.put("/api/patient/basic", basic({ firstName: "Mallory", email: mallory.email }));
    await mallory.put("/api/patient/safety", safety({ height: 160, weight: 90 }));
    await mallory.post("/api/patient/dose", {});
    await mallory.put("/api/patient/shipping", { deliveryMethod: "delivery", address1: "9 Other St", address2: "", city: "Bath", postcode: "BA1 1AA" });
    const malloryDone = await json<{ orderId: number; patientId: number }>(await mallory.post("/api/patient/complete", {}));
    expect(malloryDone.patientId).not.toBe(aliceRow.patient_id);
    expect(malloryDone.orderId).not.toBe(aliceState.order!.orderId);

    const after = await state(alice);
    expect(after.patient).toMatchObject({ firstName: "Ada" });
    expect(after.questionnaire).toMatchObject({ height: 170, weight: 100 });
    expect(after.order).toMatchObject({ orderId: aliceState.order!.orderId, productId: 6, deliveryMethod: "delivery" });
    const [aliceOrder] = await t.db.select().from(orders).where(eq(orders.order_id, aliceState.order!.orderId));
    expect(aliceOrder!.order_status_id).toBe(1);
  });
});
