import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notSuitableMessage } from "@/shared/domain/eligibility";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { basic, json, noAnswers, safety, state } from "../../../../tests/support/patient-journey";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("PUT /api/patient/safety", () => {
  it("needs the basic step first", async () => {
    const p = await t.patient();
    const res = await p.put("/api/patient/safety", safety());
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ error: "No patient record found. Please complete the patient form first." });
    expect((await p.patch("/api/patient/questionnaire", { field: "medicalConditions", answer: "no", details: "" })).status).toBe(404);
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
