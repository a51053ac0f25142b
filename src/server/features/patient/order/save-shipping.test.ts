import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../../tests/support/test-app";
import { basic, state } from "../../../../../tests/support/patient-journey";
import { errorBody } from "../../../../../tests/support/typed-api";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("the shipping step", () => {
  it("stores a home delivery address on the order", async () => {
    const p = await t.patient();
    await p.put("/api/patient/basic", basic());
    await p.post("/api/patient/dose", {});
    const res = await p.api.patient.shipping.$put({
      json: {
        deliveryMethod: "delivery",
        address1: "2 Low Road",
        address2: "Flat 1",
        city: "Leeds",
        postcode: "ls1 4ap",
      },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      deliveryMethod: "delivery",
      shipping: { address1: "2 Low Road", address2: "Flat 1", city: "Leeds", postcode: "LS1 4AP" },
    });
    expect((await state(p)).patient).toMatchObject({ deliveryMethod: "delivery" });
  });

  it("requires the delivery address fields", async () => {
    const p = await t.patient();
    await p.put("/api/patient/basic", basic());
    await p.post("/api/patient/dose", {});
    const res = await p.put("/api/patient/shipping", {
      deliveryMethod: "delivery",
      address1: "",
      address2: "",
      city: "",
      postcode: "",
    });
    expect(res.status).toBe(400);
    expect((await errorBody(res)).fields).toMatchObject({
      address1: "Address Line 1 is required",
      city: "City is required",
      postcode: "Postcode is required",
    });
  });

  it("refuses control characters in the delivery address", async () => {
    const p = await t.patient();
    await p.put("/api/patient/basic", basic());
    await p.post("/api/patient/dose", {});
    for (const [field, value] of [
      ["address1", "2 Low\u0000Road"],
      ["address2", "Flat\n1"],
      ["city", "Leeds\u001b"],
      ["postcode", "LS1\u00004AP"],
    ] as const) {
      const res = await p.put("/api/patient/shipping", {
        deliveryMethod: "delivery",
        address1: "2 Low Road",
        address2: "",
        city: "Leeds",
        postcode: "LS1 4AP",
        [field]: value,
      });
      expect(res.status, field).toBe(400);
      expect((await errorBody(res)).fields?.[field], field).toMatch(/./);
    }
    expect((await state(p)).order).toMatchObject({ deliveryMethod: null });
  });

  it("uses the pharmacy's address from the settings for pickup, whatever address is sent", async () => {
    const p = await t.patient();
    await p.put("/api/patient/basic", basic());
    await p.post("/api/patient/dose", {});
    const res = await p.api.patient.shipping.$put({
      json: { deliveryMethod: "pickup", address1: "Somewhere else", address2: "", city: "Nowhere", postcode: "" },
    });
    expect(await res.json()).toMatchObject({
      deliveryMethod: "pickup",
      shipping: {
        address1: "14 Church Street",
        address2: "Little Harwood",
        city: "Oxfordshire OX12 3AB",
        postcode: "OX12 3AB",
      },
    });
  });

  it("needs an open order", async () => {
    const p = await t.patient();
    await p.put("/api/patient/basic", basic());
    expect((await p.put("/api/patient/shipping", { deliveryMethod: "pickup" })).status).toBe(404);
  });
});
