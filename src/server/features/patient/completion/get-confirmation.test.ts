import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestClient } from "../../../../../tests/support/test-app";
import { basic, readyToComplete } from "../../../../../tests/support/patient-journey";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const confirmation = async (p: TestClient) => (await p.api.patient.confirmation.$get()).json();

describe("GET /api/patient/confirmation", () => {
  it("says what is missing: no patient, then no order", async () => {
    const p = await t.patient();
    expect(await confirmation(p)).toEqual({
      patient: null,
      order: null,
      nextPenFromAccount: false,
    });
    await p.put("/api/patient/basic", basic());
    expect(await confirmation(p)).toMatchObject({
      patient: { firstName: "Ada" },
      order: null,
    });
  });

  it("shows the order lines and totals computed by the server, and the collection address with hours", async () => {
    const p = await readyToComplete(t, { userType: "existing", productId: 4, method: "pickup" });
    const c = await confirmation(p);
    expect(c.order).toMatchObject({
      lines: [{ productId: 4, quantity: 1, unitPrice: "279.00" }],
      subtotal: "279.00",
      vat: "0.00",
      totalDue: "279.00",
      deliveryMethod: "pickup",
      shippingLines: ["The Village Pharmacy", "14 Church Street", "Little Harwood", "Oxfordshire OX12 3AB"],
      openingHours: ["Monday-Friday 9:00 AM-6:00 PM", "Saturday 9:00 AM-1:00 PM"],
    });
  });
});
