import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../../tests/support/test-app";
import { basic, state } from "../../../../../tests/support/patient-journey";
import { errorBody } from "../../../../../tests/support/typed-api";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("PUT /api/patient/dose", () => {
  it("refuses a higher dose for a new patient, even when the client sends it", async () => {
    const p = await t.patient();
    await p.put("/api/patient/basic", basic({ userType: "new" }));
    await p.post("/api/patient/dose", {});
    const res = await p.put("/api/patient/dose", { productId: 5 });
    expect(res.status).toBe(403);
    expect((await errorBody(res)).error).toMatch(/not available for new patients/);
    expect((await state(p)).order!.productId).toBe(2);
  });

  it("lets an existing (transfer) patient choose any dose and recomputes the totals with VAT from the product", async () => {
    const p = await t.patient();
    await p.put("/api/patient/basic", basic({ userType: "existing" }));
    await p.post("/api/patient/dose", {});
    expect((await state(p)).starterDoseOnly).toBe(false);
    // A 20% rate here shows the VAT formula is applied from the products table, not the client.
    await t.db.execute(sql`UPDATE products SET vat_rate = 20 WHERE product_id = 5`);
    try {
      const res = await p.api.patient.dose.$put({ json: { productId: 5 } });
      expect(res.status).toBe(200);
      expect((await res.json()).order).toMatchObject({
        productId: 5,
        total: "299.00",
        vat: "59.80",
        totalDue: "358.80",
      });
    } finally {
      await t.db.execute(sql`UPDATE products SET vat_rate = 0 WHERE product_id = 5`);
    }
  });

  it("refuses prices, totals or order ids from the client, and unknown products", async () => {
    const p = await t.patient();
    await p.put("/api/patient/basic", basic({ userType: "existing" }));
    await p.post("/api/patient/dose", {});
    for (const body of [
      { productId: 3, price: "1.00" },
      { productId: 3, total: "0" },
      { productId: 3, orderId: 1 },
      { productId: "3" },
    ]) {
      expect((await p.put("/api/patient/dose", body)).status).toBe(400);
    }
    expect((await p.put("/api/patient/dose", { productId: 999 })).status).toBe(400);
    // Beyond the range of an id column: a field message, not a server error.
    for (const productId of [2 ** 31, 99_999_999_999, Number.MAX_SAFE_INTEGER]) {
      const res = await p.put("/api/patient/dose", { productId });
      expect(res.status, String(productId)).toBe(400);
      expect((await errorBody(res)).fields?.productId).toBe("Please select a dose");
    }
    expect((await state(p)).order).toMatchObject({ productId: 2, total: "199.00" });
  });
});
