/**
 * Patients' data rights (UK GDPR, decision 066): the signed-in patient downloads everything held
 * about them, and asks for their account to be deleted; staff see the open requests.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basicBody, safetyBody, shippingBody } from "../../../../tests/support/patient-bodies";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("Download my data", () => {
  it("gives the patient a JSON of their account, questionnaires, orders, clinical records and e-mails, and nobody else's", async () => {
    const p = await t.patient();
    await p.put("/api/patient/basic", basicBody({ email: p.email, lastName: "Exportable" }));
    await p.put("/api/patient/safety", safetyBody());
    await p.post("/api/patient/dose", {});
    await p.put("/api/patient/shipping", shippingBody());
    expect((await p.post("/api/patient/complete", {})).status).toBe(200);
    const other = await t.patient();
    await other.put("/api/patient/basic", basicBody({ email: other.email, lastName: "Someone-Else" }));

    const res = await p.api.account.data.$get();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const data = await res.json();
    expect(data.account?.email).toBe(p.email);
    expect(data.patient?.lastname).toBe("Exportable");
    expect(data.orders).toHaveLength(1);
    expect(data.questionnaires.length).toBeGreaterThanOrEqual(1);
    for (const key of [
      "consultations",
      "decisions",
      "prescriptions",
      "identityChecks",
      "measurements",
      "files",
      "messages",
      "checkins",
      "selfReportedWeights",
      "sideEffectReports",
      "payments",
      "pomRegister",
      "pomRegisterNotes",
      "dispensingSteps",
      "recallNotices",
      "stockWishes",
    ] as const) {
      expect(Array.isArray(data[key]), key).toBe(true);
    }
    expect(data.emailsSent.map((m) => m.type)).toEqual(expect.arrayContaining(["welcome", "order_confirmation"]));
    expect(JSON.stringify(data)).not.toContain("Someone-Else");
    expect((await t.client().get("/api/account/data")).status).toBe(401);
  });

  it("writes each answer in words, and a question never answered as 'Not answered', never 'No' (decision 082)", async () => {
    const p = await t.patient();
    await p.put("/api/patient/basic", basicBody({ email: p.email }));
    await p.patch("/api/patient/questionnaire", { field: "historyOfPancreatitis", answer: "no", details: "" });
    await p.patch("/api/patient/questionnaire", { field: "currentMedications", answer: "yes", details: "Vitamin D" });
    const data = await (await p.api.account.data.$get()).json();
    const [open] = data.questionnaireAnswers;
    const answerTo = (question: string) => open!.answers.find((a) => a.question === question);
    expect(answerTo("Do you have a history of pancreatitis?")).toMatchObject({ answer: "No" });
    expect(answerTo("Are you taking any other medications?")).toMatchObject({ answer: "Yes", details: "Vitamin D" });
    expect(answerTo("Do you have any eating disorder?")).toMatchObject({ answer: "Not answered" });
    expect(open!.diabetic).toBe("Not answered");
  });
});

describe("Ask us to delete my account", () => {
  it("records one open request, shown to staff and not to patients", async () => {
    const p = await t.patient();
    const first = await p.post("/api/account/deletion-request", {});
    expect(first.status).toBe(201);
    const again = await p.post("/api/account/deletion-request", {});
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ alreadyRequested: true });

    expect((await p.get("/api/admin/deletion-requests")).status).toBe(403);
    const staff = await t.employee();
    const list = await (await staff.api.admin["deletion-requests"].$get({ query: {} })).json();
    expect(list.requests.filter((r) => r.email === p.email)).toHaveLength(1);
  });
});
