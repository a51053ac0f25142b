import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { type Patient, state } from "../../../../tests/support/patient-journey";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("GET /api/patient/state", () => {
  it("is empty for a new account, with the account e-mail to prefill and only the starter dose open", async () => {
    const p = (await t.patient()) as Patient;
    const s = await state(p);
    expect(s).toMatchObject({
      accountEmail: p.email,
      patient: null,
      questionnaire: null,
      order: null,
      starterDoseOnly: true,
    });
    expect(s.doses.filter((d) => d.available).map((d) => d.productId)).toEqual([2]);
  });
});
