import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { products } from "../../db/schema";
import type { ProductDto } from "./list-products";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const list = async () => {
  const res = await t.client().get("/api/products");
  expect(res.status).toBe(200);
  return (await res.json()) as ProductDto[];
};

describe("GET /api/products (docs/spec.md §2 prices, §7 products)", () => {
  it("lists the seeded doses to a visitor in product order, with prices to two decimals", async () => {
    const rows = await list();
    expect(rows.map((p) => p.product_id)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(rows.map((p) => p.name)).toEqual(
      expect.arrayContaining([expect.stringMatching(/2\.5mg/), expect.stringMatching(/15mg/)]),
    );
    for (const p of rows) expect(p.price).toMatch(/^\d+\.\d{2}$/);
    expect(Object.keys(rows[0]!).sort()).toEqual(["name", "price", "product_id", "vat_rate"]);
  });

  it("shows what is in the catalogue now, ordered by product id whatever the insertion order", async () => {
    await t.db.insert(products).values({ product_id: 9, name: "Sharps bin", price: "4.5" });
    await t.db.insert(products).values({ product_id: 8, name: "Needles (pack of 100)", price: "12" });
    const rows = await list();
    expect(rows.slice(-2)).toEqual([
      { product_id: 8, name: "Needles (pack of 100)", price: "12.00", vat_rate: "0.00" },
      { product_id: 9, name: "Sharps bin", price: "4.50", vat_rate: "0.00" },
    ]);
  });

  it("answers an empty catalogue with an empty list", async () => {
    await t.db.delete(products);
    expect(await list()).toEqual([]);
  });

  it("offers no way to change prices", async () => {
    expect((await t.client().post("/api/products", { name: "Free pen", price: "0.00" })).status).toBe(404);
  });
});
