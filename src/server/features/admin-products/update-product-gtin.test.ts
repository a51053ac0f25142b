import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "@/server/db/schema";
import { signedInStaff } from "../../../../tests/support/staff-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";

let t: TestApp;
let superintendent: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  superintendent = await t.employee();
});
afterAll(() => t?.close());

const gtinOf = async (id: number) => (await t.db.select().from(products).where(eq(products.product_id, id)))[0]!.gtin;

describe("PUT /api/admin/products/:id/gtin", () => {
  it("the superintendent sets a product's GTIN as printed on the box, stored as 14 digits, and clears it", async () => {
    const res = await superintendent.put("/api/admin/products/2/gtin", { gtin: "950 6000 134352" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      productId: 2,
      name: "Mounjaro 2.5mg pre-filled pen (4 weekly doses)",
      gtin: "09506000134352",
    });
    const list = await (await superintendent.api.admin.products.$get()).json();
    expect(list.products).toHaveLength(6);
    expect(list.products[0]).toEqual({
      productId: 2,
      name: "Mounjaro 2.5mg pre-filled pen (4 weekly doses)",
      gtin: "09506000134352",
    });
    expect((await superintendent.put("/api/admin/products/2/gtin", { gtin: "" })).status).toBe(200);
    expect(await gtinOf(2)).toBeNull();
  });

  it("refuses a wrong check digit, and a GTIN another product has", async () => {
    const bad = await superintendent.put("/api/admin/products/3/gtin", { gtin: "5012345678901" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      fields: { gtin: "Enter the pack's GTIN: 13 or 14 digits with a correct check digit" },
    });
    expect((await superintendent.put("/api/admin/products/3/gtin", { gtin: "5012345678900" })).status).toBe(200);
    const taken = await superintendent.put("/api/admin/products/4/gtin", { gtin: "05012345678900" });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      error: "This GTIN is already another product's",
      code: "conflict",
      fields: { gtin: "This GTIN is already another product's" },
    });
    expect((await superintendent.put("/api/admin/products/999/gtin", { gtin: "" })).status).toBe(404);
  });

  it("is the superintendent's alone: 403 for staff and prescribers, who may read the list", async () => {
    for (const role of ["staff", "prescriber"] as const) {
      const other = await signedInStaff(t, role);
      expect((await other.put("/api/admin/products/5/gtin", { gtin: "5012345678900" })).status, role).toBe(403);
      expect((await other.get("/api/admin/products")).status, role).toBe(200);
    }
    expect(await gtinOf(5)).toBeNull();
  });
});
