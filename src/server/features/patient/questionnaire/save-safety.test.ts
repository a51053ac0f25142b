import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { patientHistory } from "@/server/db/schema";
import { notSuitableMessage } from "@/shared/domain/clinical/eligibility";
import { GP_MESSAGES, type SafetyInfo } from "@/shared/schemas/patient/patient-form";
import { gpDetails } from "../../../../../tests/support/patient-bodies";
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

describe("PUT /api/patient/safety", () => {
  it("needs the basic step first", async () => {
    const p = await t.patient();
    const res = await p.put("/api/patient/safety", safety());
    expect(res.status).toBe(404);
    expect(await errorBody(res)).toEqual({
      error: "No patient record found. Please complete the patient form first.",
      code: "not_found",
    });
    expect(
      (await p.patch("/api/patient/questionnaire", { field: "medicalConditions", answer: "no", details: "" })).status,
    ).toBe(404);
  });

  it("stores height, weight, answers and diabetes; the BMI is the server's", async () => {
    const p = await t.patient();
    await p.put("/api/patient/basic", basic());
    const answers: SafetyInfo["answers"] = {
      ...noAnswers(),
      historyOfPancreatitis: { answer: "yes", details: "2019, resolved" },
    };
    const res = await p.api.patient.safety.$put({
      json: safety({
        height: 180,
        weight: 100,
        answers,
        diabetes: { isDiabetic: "yes", type: "type2", details: "  Metformin " },
      }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      bmi: 30.9,
      eligibility: { status: "review" },
      diabetes: { isDiabetic: "yes", type: "type2", details: "Metformin" },
    });
    const s = await state(p);
    expect(s.questionnaire).toMatchObject({ height: 180, weight: 100, bmi: 30.9 });
    expect(s.questionnaire!.answers.historyOfPancreatitis).toEqual({ answer: "yes", details: "2019, resolved" });
    // A BMI sent by the client is refused, not trusted.
    expect((await p.put("/api/patient/safety", { ...safety(), bmi: 45 })).status).toBe(400);
  });

  it("reports a yes without details as blocked, with the condition's message", async () => {
    const p = await t.patient();
    await p.put("/api/patient/basic", basic());
    const answers: SafetyInfo["answers"] = { ...noAnswers(), historyOfGallstones: { answer: "yes", details: "" } };
    const res = await p.api.patient.safety.$put({ json: safety({ answers }) });
    expect(await res.json()).toMatchObject({
      eligibility: { status: "not_eligible", messages: [notSuitableMessage("historyOfGallstones")] },
    });
  });

  it("requires a human height and weight", async () => {
    const p = await t.patient();
    await p.put("/api/patient/basic", basic());
    const res = await p.put("/api/patient/safety", safety({ height: 0, weight: 500 }));
    expect(res.status).toBe(400);
    expect((await errorBody(res)).fields).toMatchObject({
      height: "Height must be between 50 and 272 cm",
      weight: "Weight must be between 20 and 400 kg",
    });
  });

  describe("the 'Your GP' card", () => {
    it("stores the practice and the consent, which the step then shows again", async () => {
      const p = (await t.patient()) as Patient;
      await p.put("/api/patient/basic", basic());
      const res = await p.put(
        "/api/patient/safety",
        safety({ gp: gpDetails({ practiceName: "  Jericho Health Centre ", consent: "no" }) }),
      );
      expect(res.status).toBe(200);
      expect((await state(p)).questionnaire).toMatchObject({
        gp: {
          practiceName: "Jericho Health Centre",
          practiceAddress: "New Radcliffe House, Walton Street, Oxford OX2 6NW",
          consent: "no",
        },
      });
      const row = await patientRow(t, p);
      const [h] = await t.db.select().from(patientHistory).where(eq(patientHistory.patient_id, row.patient_id));
      expect(h).toMatchObject({ gp_consent: "no", gp_practice_name: "Jericho Health Centre" });
    });

    it("cannot be left without a consent answer; the practice is required unless the patient has no GP", async () => {
      const p = await t.patient();
      await p.put("/api/patient/basic", basic());
      for (const gp of [
        undefined,
        { practiceName: "", practiceAddress: "", consent: "" },
        gpDetails({ consent: "maybe" }),
      ]) {
        const res = await p.put("/api/patient/safety", safety({ gp }));
        expect(res.status, JSON.stringify(gp)).toBe(400);
      }
      const missing = await p.put(
        "/api/patient/safety",
        safety({ gp: { practiceName: "", practiceAddress: "", consent: "" } }),
      );
      expect((await errorBody(missing)).fields).toMatchObject({
        "gp.consent": GP_MESSAGES.consent,
        "gp.practiceName": GP_MESSAGES.practiceName,
        "gp.practiceAddress": GP_MESSAGES.practiceAddress,
      });
      const noPractice = await p.put(
        "/api/patient/safety",
        safety({ gp: { practiceName: " ", practiceAddress: "", consent: "yes" } }),
      );
      expect((await errorBody(noPractice)).fields).toEqual({
        "gp.practiceName": GP_MESSAGES.practiceName,
        "gp.practiceAddress": GP_MESSAGES.practiceAddress,
      });
      expect(
        (await p.put("/api/patient/safety", safety({ gp: gpDetails({ practiceName: "Two\nlines" }) }))).status,
      ).toBe(400);
      expect((await state(p)).questionnaire!.gp.consent).toBe("");
    });

    it("keeps no practice for 'I have no GP'", async () => {
      const p = await t.patient();
      await p.put("/api/patient/basic", basic());
      expect(
        (
          await p.put(
            "/api/patient/safety",
            safety({ gp: { practiceName: "", practiceAddress: "", consent: "no_gp" } }),
          )
        ).status,
      ).toBe(200);
      expect((await state(p)).questionnaire!.gp).toEqual({ practiceName: "", practiceAddress: "", consent: "no_gp" });
      // A practice typed before choosing 'I have no GP' is not kept either.
      expect((await p.put("/api/patient/safety", safety({ gp: gpDetails({ consent: "no_gp" }) }))).status).toBe(200);
      expect((await state(p)).questionnaire!.gp).toEqual({ practiceName: "", practiceAddress: "", consent: "no_gp" });
    });
  });
});
