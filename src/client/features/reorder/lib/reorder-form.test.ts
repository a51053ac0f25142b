import { describe, expect, it } from "vitest";
import { NO_SIDE_EFFECTS } from "@/shared/domain/clinical/side-effects";
import {
  emptyValues,
  type FormContext,
  ladderOf,
  type ReorderValues,
  stepErrors,
  stepOfField,
  stepsFor,
  toInput,
} from "./reorder-form";

const ctx: FormContext = {
  today: "2026-06-10",
  suppliedOn: "2026-05-19",
  currentMg: 5,
  strengthsMg: [2.5, 5, 7.5, 10, 12.5, 15],
  female: false,
  policy: { restartGapDays: 26, reassessmentGapDays: 56 },
};
const no = { answer: "no" as const, details: "" };
const filled = (over: Partial<ReorderValues> = {}): ReorderValues => ({
  ...emptyValues(ctx.today),
  weightKg: "96.4",
  injectionsTaken: "4",
  lastInjectionOn: "2026-06-04",
  sideEffects: { ...NO_SIDE_EFFECTS },
  newConditions: no,
  newMedicines: no,
  requestedMg: 7.5,
  ...over,
});

describe("the re-order form's steps", () => {
  it("asks the safety questions only from the reassessment gap", () => {
    expect(stepsFor(filled(), ctx)).toEqual(["weight", "pen", "side-effects", "health", "dose", "review"]);
    expect(stepsFor(filled({ lastInjectionOn: "2026-04-15" }), { ...ctx, suppliedOn: "2026-04-01" })).toContain(
      "safety",
    );
  });

  it("names each missing or impossible answer on its own step, with the server's messages", () => {
    expect(stepErrors("weight", emptyValues(ctx.today), ctx)).toEqual({ weightKg: "Today's weight is required" });
    expect(stepErrors("weight", filled({ weightKg: "401", weighedOn: "2026-06-02" }), ctx)).toEqual({
      weightKg: "Weight must be between 20 and 400 kg",
      weighedOn: "The date weighed must be within the last 7 days",
    });
    expect(stepErrors("pen", filled({ injectionsTaken: "", lastInjectionOn: "2026-05-18" }), ctx)).toEqual({
      injectionsTaken: "Choose how many injections you took",
      lastInjectionOn: "The date of your last injection can't be before your last pen was supplied (19 May 2026)",
    });
    expect(
      stepErrors("side-effects", filled({ sideEffects: { ...NO_SIDE_EFFECTS, nausea: null as never } }), ctx),
    ).toEqual({ "sideEffects.nausea": "Choose how much this affected you" });
    expect(
      stepErrors("health", filled({ newMedicines: { answer: "yes", details: "" } }), { ...ctx, female: true }),
    ).toEqual({
      "newMedicines.details": "Please give details",
      pregnantBreastfeedingOrPlanning: "Choose yes or no",
      oralContraception: "Choose yes or no",
    });
    expect(stepErrors("weight", filled(), ctx)).toEqual({});
  });

  it("offers the ladder for the gap and refuses a dose it does not hold", () => {
    expect(ladderOf(filled(), ctx)?.options.map((o) => o.mg)).toEqual([5, 2.5, 7.5]);
    expect(stepErrors("dose", filled({ requestedMg: 10 }), ctx)).toEqual({
      requestedMg: "Doses go up one step at a time.",
    });
    expect(stepErrors("dose", filled({ lastInjectionOn: "2026-05-25", requestedMg: 7.5 }), ctx)).toEqual({
      requestedMg: "You missed a dose recently, so your dose can't go up this time.",
    });
    // A 31-day gap is a restart: the pharmacist decides, nothing to choose.
    expect(
      stepErrors("dose", filled({ lastInjectionOn: "2026-05-10", requestedMg: null }), {
        ...ctx,
        suppliedOn: "2026-05-01",
      }),
    ).toEqual({});
  });

  it("sends no dose at a restart and no female-only answers for a male patient", () => {
    const input = toInput(filled({ lastInjectionOn: "2026-05-10", pregnantBreastfeedingOrPlanning: "yes" }), {
      ...ctx,
      suppliedOn: "2026-05-01",
    });
    expect(input).toMatchObject({
      weightKg: 96.4,
      injectionsTaken: 4,
      requestedMg: null,
      pregnantBreastfeedingOrPlanning: null,
      questionnaire: null,
    });
  });

  it("returns a refused field to the step that asked it", () => {
    const steps = stepsFor(filled(), ctx);
    expect(stepOfField("lastInjectionOn", steps)).toBe("pen");
    expect(stepOfField("requestedMg", steps)).toBe("dose");
    expect(stepOfField("something", steps)).toBe("review");
  });
});
