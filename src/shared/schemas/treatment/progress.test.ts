import { describe, expect, it } from "vitest";
import { ownWeightFormSchema, weightKgOf } from "./progress";

const form = (v: Partial<{ unit: "kg" | "st"; kg: string; stones: string; pounds: string }>) => ({
  unit: "kg" as const,
  kg: "",
  stones: "",
  pounds: "",
  ...v,
});
const errorsOf = (v: Parameters<typeof form>[0]) => {
  const r = ownWeightFormSchema.safeParse(form(v));
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("the form of a weight between check-ins", () => {
  it("takes kilograms or stones and pounds, and gives the weight in kilograms", () => {
    expect(weightKgOf(form({ kg: "95.46" }))).toBe(95.5);
    expect(weightKgOf(form({ unit: "st", stones: "15", pounds: "10" }))).toBe(99.8);
    expect(weightKgOf(form({ unit: "st", stones: "15" }))).toBe(95.3);
    expect(errorsOf({ kg: "95" })).toEqual({});
    expect(errorsOf({ unit: "st", stones: "15", pounds: "10.5" })).toEqual({});
  });

  it("says what is wrong, on the field to change, with the safety step's bounds", () => {
    expect(errorsOf({})).toEqual({ kg: "Enter your weight" });
    expect(errorsOf({ kg: "19" })).toEqual({ kg: "Weight must be between 20 and 400 kg" });
    expect(errorsOf({ kg: "abc" })).toEqual({ kg: "Weight must be between 20 and 400 kg" });
    expect(errorsOf({ unit: "st" })).toEqual({ stones: "Enter your weight" });
    expect(errorsOf({ unit: "st", stones: "15.5" })).toEqual({ stones: "Enter whole stones" });
    expect(errorsOf({ unit: "st", stones: "15", pounds: "14" })).toEqual({ pounds: "Pounds must be between 0 and 13" });
    expect(errorsOf({ unit: "st", stones: "70" })).toEqual({
      stones: "Weight must be between 3 st 2.1 lb and 62 st 13.8 lb",
    });
  });
});
