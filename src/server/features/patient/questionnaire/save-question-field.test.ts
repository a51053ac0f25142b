import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { patientHistory } from "@/server/db/schema";
import { createTestApp, type TestApp } from "../../../../../tests/support/test-app";
import { errorBody } from "../../../../../tests/support/typed-api";
import {
  basic,
  noAnswers,
  type Patient,
  patientRow,
  safety,
  state,
} from "../../../../../tests/support/patient-journey";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("PATCH /api/patient/questionnaire (auto-save of one answer)", () => {
  it("auto-saves one answer; 'no' clears the detail and stores 'no'", async () => {
    const p = (await t.patient()) as Patient;
    await p.put("/api/patient/basic", basic());
    let res = await p.patch("/api/patient/questionnaire", {
      field: "medicalConditions",
      answer: "yes",
      details: " Asthma ",
    });
    expect(res.status).toBe(200);
    expect((await state(p)).questionnaire!.answers.medicalConditions).toEqual({ answer: "yes", details: "Asthma" });
    res = await p.patch("/api/patient/questionnaire", { field: "medicalConditions", answer: "no", details: "Asthma" });
    expect((await state(p)).questionnaire!.answers.medicalConditions).toEqual({ answer: "no", details: "" });
    const row = await patientRow(t, p);
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
    const nul = await p.patch("/api/patient/questionnaire", {
      field: "medicalConditions",
      answer: "yes",
      details: "Asthma\u0000",
    });
    expect(nul.status).toBe(400);
    expect((await errorBody(nul)).fields?.details).toMatch(/./);
    const answers = { ...noAnswers(), hasEatingDisorder: { answer: "yes", details: "x\u0007y" } };
    expect((await p.put("/api/patient/safety", safety({ answers }))).status).toBe(400);
    expect(
      (
        await p.put(
          "/api/patient/safety",
          safety({ diabetes: { isDiabetic: "yes", type: "type2", details: "Metformin\u0000" } }),
        )
      ).status,
    ).toBe(400);
    const multiLine = await p.patch("/api/patient/questionnaire", {
      field: "medicalConditions",
      answer: "yes",
      details: "Asthma\r\n\tMild",
    });
    expect(multiLine.status).toBe(200);
    expect((await state(p)).questionnaire!.answers.medicalConditions).toEqual({
      answer: "yes",
      details: "Asthma\r\n\tMild",
    });
  });
});
