import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DIRECTION_LINE_CHARS,
  DIRECTION_LINES_PER_LABEL,
  directionParts,
  dispensingLabel,
  labelQuantity,
} from "./dispensing-label";

const PRESCRIBED = "Inject 7.5 mg once a week. Start one week after your last 5 mg dose.";

describe("dispensingLabel", () => {
  it("carries every particular of a dispensed medicine, the directions in the prescriber's words (decisions 096, 120)", () => {
    expect(
      dispensingLabel({
        patientName: "Ada Lovelace",
        medicine: "Mounjaro",
        strength: "7.5 mg",
        quantity: 1,
        prescribedDirections: PRESCRIBED,
        dispensedOn: "2026-11-26",
        pharmacy: { name: "The Village Pharmacy", address: "14 Church Street, Little Harwood", phone: "01632 960123" },
      }),
    ).toEqual({
      patientName: "Ada Lovelace",
      product: "Mounjaro 7.5 mg pre-filled pen",
      directions: [PRESCRIBED],
      quantity: "1 pre-filled pen (4 doses)",
      date: "26/11/2026",
      warnings: ["Keep out of the sight and reach of children", "Store in a refrigerator (2 °C to 8 °C)"],
      pharmacy: { name: "The Village Pharmacy", address: "14 Church Street, Little Harwood", phone: "01632 960123" },
    });
  });

  it("counts pens and their doses", () => {
    expect(labelQuantity(1)).toBe("1 pre-filled pen (4 doses)");
    expect(labelQuantity(2)).toBe("2 pre-filled pens (4 doses each)");
  });
});

describe("directionParts", () => {
  it("continues directions that do not fit on a second label, between words", () => {
    const long =
      "Inject 2.5 mg under the skin once a week on the same day each week. If you miss a dose, take it within four days; " +
      "after that, skip it and take the next one on your usual day. Stop and call the pharmacy if you have severe stomach pain.";
    const parts = directionParts(long);
    expect(parts.length).toBe(2);
    expect(parts.join(" ")).toBe(long);
    expect(parts[1]!.startsWith(" ")).toBe(false);
  });

  it("prints every word in order, whatever the text, each label within what it holds", () => {
    const word = fc.string({ minLength: 1, maxLength: 60 }).filter((w) => !/\s/.test(w));
    fc.assert(
      fc.property(fc.array(word, { maxLength: 120 }), (words) => {
        const text = words.join(" ");
        const parts = directionParts(text);
        // Nothing cut or lost: the words come back as written (a word longer than a line is split).
        expect(parts.join(" ").replace(/\s+/g, "")).toBe(text.replace(/\s+/g, ""));
        for (const part of parts)
          expect(part.length).toBeLessThanOrEqual(
            DIRECTION_LINE_CHARS * DIRECTION_LINES_PER_LABEL + DIRECTION_LINES_PER_LABEL,
          );
      }),
    );
  });
});
