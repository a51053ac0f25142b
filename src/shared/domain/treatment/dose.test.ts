import { expect, it } from "vitest";
import { doseFromName } from "./dose";

it("takes the dose from a product name, else shows the whole name", () => {
  expect(doseFromName("Mounjaro 2.5mg pre-filled pen")).toBe("2.5mg");
  expect(doseFromName("Pen 15 mg")).toBe("15mg");
  expect(doseFromName("Starter kit")).toBe("Starter kit");
});

it("reads the number that is followed by mg, not any other number in the name", () => {
  expect(doseFromName("Pack of 4 pens, 12.5mg")).toBe("12.5mg");
  expect(doseFromName("7.5MG KwikPen")).toBe("7.5mg");
  expect(doseFromName("Pen 5mg/0.5ml")).toBe("5mg");
  expect(doseFromName("4 pens")).toBe("4 pens");
  expect(doseFromName("10mgx")).toBe("10mgx");
});
