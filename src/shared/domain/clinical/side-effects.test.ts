import { describe, expect, it } from "vitest";
import {
  NO_SIDE_EFFECTS,
  PREGNANCY_MESSAGE,
  redFlagAdvice,
  URGENT_HELP_MESSAGE,
  worstSideEffect,
} from "./side-effects";

describe("worstSideEffect", () => {
  it("is the worst level reported, 'none' when nothing was", () => {
    expect(worstSideEffect(NO_SIDE_EFFECTS)).toBe("none");
    expect(worstSideEffect({})).toBe("none");
    expect(worstSideEffect({ ...NO_SIDE_EFFECTS, nausea: "mild" })).toBe("mild");
    expect(worstSideEffect({ ...NO_SIDE_EFFECTS, nausea: "mild", diarrhoea: "moderate" })).toBe("moderate");
    expect(worstSideEffect({ ...NO_SIDE_EFFECTS, hair_loss: "severe", nausea: "moderate" })).toBe("severe");
  });
});

describe("redFlagAdvice", () => {
  it("sends a red flag to urgent help, pregnancy alone to the GP, and says nothing without one", () => {
    expect(redFlagAdvice([])).toBeNull();
    expect(redFlagAdvice(["yellow_skin_or_eyes"])).toBe(URGENT_HELP_MESSAGE);
    expect(redFlagAdvice(["pregnancy"])).toBe(PREGNANCY_MESSAGE);
    expect(redFlagAdvice(["pregnancy", "allergic_reaction"])).toBe(URGENT_HELP_MESSAGE);
  });
});
