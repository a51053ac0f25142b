import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../../tests/support/test-app";
import { basic, state } from "../../../../../tests/support/patient-journey";
import { errorBody } from "../../../../../tests/support/typed-api";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("PATCH /api/patient/measurements (auto-save of height or weight)", () => {
  it("auto-saves height and weight one at a time; the BMI is the server's once both are known", async () => {
    const p = await t.patient();
    expect((await p.patch("/api/patient/measurements", { field: "height", value: 170 })).status).toBe(404);
    await p.put("/api/patient/basic", basic());
    let res = await p.api.patient.measurements.$patch({ json: { field: "height", value: 170 } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ field: "height", height: 170, weight: 0, bmi: 0 });
    res = await p.api.patient.measurements.$patch({ json: { field: "weight", value: 100 } });
    expect(await res.json()).toMatchObject({ field: "weight", height: 170, weight: 100, bmi: 34.6 });
    expect((await state(p)).questionnaire).toMatchObject({ height: 170, weight: 100, bmi: 34.6 });
    // An emptied box stores 0, 'not given' (docs/spec.md §5), and the BMI goes with it.
    res = await p.api.patient.measurements.$patch({ json: { field: "weight", value: 0 } });
    expect(await res.json()).toMatchObject({ height: 170, weight: 0, bmi: 0 });

    // Height and weight saved at the same moment: the BMI stored is that of both new values.
    for (const [height, weight] of [
      [180, 81],
      [160, 64],
      [200, 120],
      [150, 90],
    ] as const) {
      await Promise.all([
        p.patch("/api/patient/measurements", { field: "height", value: height }),
        p.patch("/api/patient/measurements", { field: "weight", value: weight }),
      ]);
      expect((await state(p)).questionnaire).toMatchObject({
        height,
        weight,
        bmi: Math.round((weight / (height / 100) ** 2) * 10) / 10,
      });
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
      expect(Object.keys((await errorBody(res)).fields ?? {}).join(","), JSON.stringify(body)).toContain(field);
    }
    expect((await state(p)).questionnaire).toMatchObject({ height: 0, weight: 0, bmi: 0 });
  });
});
