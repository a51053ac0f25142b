import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clinicalPolicy } from "../clinical/clinical-policy";
import { buildProgressSeries, type ChartWeight, sixMonthsAfter } from "./progress-series";

const policy = clinicalPolicy({});
const w = (on: string, kg: number, source = "checkin", verified = false): ChartWeight => ({ on, kg, source, verified });
const height = { cm: 170, verified: true };

describe("the progress chart's series", () => {
  it("gives each weight its BMI and the dose the patient was on, and the doses as steps", () => {
    const s = buildProgressSeries({
      weights: [w("2026-01-01", 100, "questionnaire"), w("2026-01-29", 97), w("2026-02-26", 95, "in_person", true)],
      supplies: [
        { on: "2026-01-03", mg: 2.5 },
        { on: "2026-01-31", mg: 5 },
        { on: "2026-02-28", mg: 5 },
        { on: "2026-03-01", mg: null },
      ],
      height,
      today: "2026-03-01",
      policy: null,
    });
    expect(s.points.map((p) => [p.on, p.bmi, p.doseMg, p.verified])).toEqual([
      ["2026-01-01", 34.6, null, false],
      ["2026-01-29", 33.6, 2.5, false],
      ["2026-02-26", 32.9, 5, true],
    ]);
    expect(s.doses).toEqual([
      { from: "2026-01-03", mg: 2.5 },
      { from: "2026-01-31", mg: 5 },
    ]);
    expect(s.loss).toEqual({ kg: 5, percent: 5 });
    // Not yet six months since the first weight: no reference line.
    expect(s.reference).toBeNull();
    expect(s.points.every((p) => p.marks.length === 0)).toBe(true);
  });

  it("draws the NICE 5% reference once six months have passed, and says whether it was reached", () => {
    const input = {
      weights: [w("2026-01-31", 100, "questionnaire"), w("2026-06-30", 96)],
      supplies: [],
      height: null,
      policy: null,
    };
    expect(buildProgressSeries({ ...input, today: "2026-07-30" }).reference).toBeNull();
    expect(buildProgressSeries({ ...input, today: "2026-07-31" }).reference).toEqual({
      on: "2026-07-31",
      kg: 95,
      reached: false,
    });
    expect(
      buildProgressSeries({ ...input, weights: [...input.weights, w("2026-07-31", 94.9)], today: "2026-08-01" })
        .reference?.reached,
    ).toBe(true);
    expect(sixMonthsAfter("2026-08-31")).toBe("2027-02-28");
  });

  it("marks the weight that raised a re-order flag: fast loss, a gain, a BMI under 25 over a measured height", () => {
    const s = buildProgressSeries({
      weights: [w("2026-01-01", 100), w("2026-01-20", 90), w("2026-02-10", 95), w("2026-03-01", 70, "in_person", true)],
      supplies: [],
      height,
      today: "2026-03-01",
      policy,
    });
    expect(s.points.map((p) => p.marks.map((m) => m.code))).toEqual([
      [],
      ["rapid_loss"],
      ["gain"],
      ["rapid_loss", "bmi_under_25"],
    ]);
    // A self-reported height shows the BMI but raises no flag, as in the queue.
    const told = buildProgressSeries({
      weights: [w("2026-03-01", 70)],
      supplies: [],
      height: { cm: 170, verified: false },
      today: "2026-03-01",
      policy,
    });
    expect(told.points[0]).toMatchObject({ bmi: 24.2, marks: [] });
  });

  it("is empty without weights", () => {
    expect(buildProgressSeries({ weights: [], supplies: [], height, today: "2026-03-01", policy })).toEqual({
      points: [],
      doses: [],
      loss: null,
      reference: null,
    });
  });

  it("keeps every weight, in order, and the loss is the first minus the latest", () => {
    const day = fc
      .integer({ min: 0, max: 700 })
      .map((n) => new Date(Date.UTC(2025, 0, 1 + n)).toISOString().slice(0, 10));
    const weight = fc.record({
      on: day,
      kg: fc.integer({ min: 200, max: 4000 }).map((n) => n / 10),
      source: fc.constantFrom("questionnaire", "checkin", "self_reported", "in_person"),
      verified: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(weight, { maxLength: 30 }).map((ws) => ws.sort((a, b) => a.on.localeCompare(b.on))),
        fc.array(fc.record({ on: day, mg: fc.constantFrom(2.5, 5, 7.5, 10, null) }), { maxLength: 8 }),
        (weights, supplies) => {
          const s = buildProgressSeries({ weights, supplies, height, today: "2027-12-31", policy });
          expect(s.points.map(({ on, kg, source, verified }) => ({ on, kg, source, verified }))).toEqual(weights);
          if (weights.length > 1) expect(s.loss?.kg).toBeCloseTo(weights[0]!.kg - weights.at(-1)!.kg, 1);
          else expect(s.loss).toBeNull();
          // Steps change dose each time, in date order.
          s.doses.forEach((d, i) => {
            if (i > 0) {
              expect(d.from >= s.doses[i - 1]!.from).toBe(true);
              expect(d.mg).not.toBe(s.doses[i - 1]!.mg);
            }
          });
          for (const p of s.points) {
            expect(p.marks.every((m) => ["rapid_loss", "gain", "bmi_under_25"].includes(m.code))).toBe(true);
            if (p.doseMg !== null) expect(supplies.some((x) => x.on < p.on && x.mg === p.doseMg)).toBe(true);
          }
        },
      ),
    );
  });
});
