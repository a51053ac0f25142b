import { describe, expect, it } from "vitest";
import { dispensingLabel, labelDirections, labelQuantity } from "./dispensing-label";

describe("dispensingLabel", () => {
  it("carries every particular of a dispensed medicine, worded as decision 096 says", () => {
    expect(
      dispensingLabel({
        patientName: "Ada Lovelace",
        medicine: "Mounjaro",
        strength: "7.5 mg",
        quantity: 1,
        prescribedDirections: "Inject 7.5 mg once a week",
        dispensedOn: "2026-11-26",
        pharmacy: { name: "The Village Pharmacy", address: "14 Church Street, Little Harwood", phone: "01632 960123" },
      }),
    ).toEqual({
      patientName: "Ada Lovelace",
      product: "Mounjaro 7.5 mg pre-filled pen",
      directions: "Inject ONE dose of 7.5 mg under the skin ONCE a WEEK, on the same day each week",
      quantity: "1 pre-filled pen (4 doses)",
      date: "26/11/2026",
      warnings: ["Keep out of the sight and reach of children", "Store in a refrigerator (2 °C to 8 °C)"],
      pharmacy: { name: "The Village Pharmacy", address: "14 Church Street, Little Harwood", phone: "01632 960123" },
    });
  });

  it("reads the dose from a strength written without a space, and keeps the prescriber's words when there is none", () => {
    expect(labelDirections("2.5mg", "x")).toBe(
      "Inject ONE dose of 2.5 mg under the skin ONCE a WEEK, on the same day each week",
    );
    expect(labelDirections("one pen", "As directed by the prescriber")).toBe("As directed by the prescriber");
  });

  it("counts pens and their doses", () => {
    expect(labelQuantity(1)).toBe("1 pre-filled pen (4 doses)");
    expect(labelQuantity(2)).toBe("2 pre-filled pens (4 doses each)");
  });
});
