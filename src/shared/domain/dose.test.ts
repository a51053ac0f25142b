import { expect, it } from "vitest";
import { doseFromName } from "./dose";

it("takes the dose from a product name, else shows the whole name", () => {
  expect(doseFromName("Mounjaro 2.5mg pre-filled pen")).toBe("2.5mg");
  expect(doseFromName("Pen 15 mg")).toBe("15mg");
  expect(doseFromName("Starter kit")).toBe("Starter kit");
});
