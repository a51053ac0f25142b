import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { products } from "../../db/schema";
import { READ_CACHE_MAX_AGE_MS } from "../../site/read-cache";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const list = async () => {
  const res = await t.client().api.products.$get();
  expect(res.status).toBe(200);
  return res.json();
};

/**
 * Decision 108: the price list is kept in memory; a change made in the database by anything but
 * this server (another instance, a price update) shows within 30 s. `read` runs that much later
 * than the last.
 */
let later = 0;
async function afterMaxAge<T>(read: () => Promise<T>): Promise<T> {
  later += READ_CACHE_MAX_AGE_MS;
  const spy = vi.spyOn(Date, "now").mockReturnValue(Date.now() + later);
  try {
    return await read();
  } finally {
    spy.mockRestore();
  }
}

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
    const rows = await afterMaxAge(list);
    expect(rows.slice(-2)).toEqual([
      { product_id: 8, name: "Needles (pack of 100)", price: "12.00", vat_rate: "0.00" },
      { product_id: 9, name: "Sharps bin", price: "4.50", vat_rate: "0.00" },
    ]);
  });

  it("answers an empty catalogue with an empty list", async () => {
    await t.db.delete(products);
    expect(await afterMaxAge(list)).toEqual([]);
  });

  it("answers from memory, with an ETag, and 304 without a body to a browser holding the current list", async () => {
    const first = await t.client().get("/api/products");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.client().get("/api/products", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    // A price changed in the database: not read again at once, within 30 s.
    await t.db.insert(products).values({ product_id: 10, name: "Alcohol wipes", price: "2.5" });
    expect((await t.client().get("/api/products", { "if-none-match": etag })).status).toBe(304);
    const changed = await afterMaxAge(() =>
      t.client().api.products.$get(undefined, { headers: { "if-none-match": etag } }),
    );
    expect(changed.status).toBe(200);
    expect((await changed.json()).map((p) => p.product_id)).toContain(10);
  });

  it("is read again at once after staff change anything through this server", async () => {
    const before = await list();
    await t.db.insert(products).values({ product_id: 11, name: "Plasters", price: "1.2" });
    expect(await list()).toEqual(before);
    const superintendent = await t.employee();
    // Any change in the back office, here a pack's barcode (decision 099).
    expect((await superintendent.put("/api/admin/products/11/gtin", { gtin: "950 6000 134352" })).status).toBe(200);
    expect((await list()).map((p) => p.product_id)).toContain(11);
  });

  it("offers no way to change prices", async () => {
    expect((await t.client().post("/api/products", { name: "Free pen", price: "0.00" })).status).toBe(404);
  });
});
