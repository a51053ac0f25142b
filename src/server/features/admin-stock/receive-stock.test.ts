import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GTIN_5, scanOf, stockClient, stockTestApp } from "../../../../tests/support/stock-fixtures";
import type { TestApp, TestClient } from "../../../../tests/support/test-app";

// Packs must last past 2026-12-23 (28 days).
const NOW = new Date("2026-11-25T10:00:00Z");

let t: TestApp;
let staff: TestClient;
let stock: ReturnType<typeof stockClient>;
beforeAll(async () => {
  ({ t, staff, stock } = await stockTestApp(NOW));
});
afterAll(() => t?.close());

describe("goods in (decision 124)", () => {
  it("books packs in by scan or typed, names the product by its GTIN, and marks short-dated batches", async () => {
    expect(await stock.stockOf(3)).toMatchObject({ tracked: false, free: 0, batches: [] });
    const scanned = await stock.receive({ scan: scanOf(GTIN_5, "270630", "fv-100"), quantity: 3 });
    expect(scanned.status, await scanned.clone().text()).toBe(201);
    expect(await scanned.json()).toMatchObject({
      received: { productId: 3, batchNumber: "FV-100", expiryDate: "2027-06-30", quantity: 3 },
    });
    const typed = await stock.receive({
      gtin: "5012345678900",
      batchNumber: "FV-101",
      expiryDate: "2026-12-10",
      quantity: 2,
    });
    expect(typed.status, await typed.clone().text()).toBe(201);

    const product = await stock.stockOf(3);
    expect(product.tracked).toBe(true);
    // Short-dated packs are on hand but not free to supply: they would not last the 28 days.
    expect(product.free).toBe(3);
    expect(product.batches).toEqual([
      expect.objectContaining({ batch: "FV-101", expiry: "2026-12-10", free: 2, state: "short_dated" }),
      expect.objectContaining({ batch: "FV-100", expiry: "2027-06-30", free: 3, state: "in_date" }),
    ]);
  });

  it("refuses an unknown GTIN, an expired pack, a changed expiry and missing invoice details, beside the field", async () => {
    const unknown = await stock.receive({ gtin: "96385074", batchNumber: "X1", expiryDate: "2027-06-30", quantity: 1 });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).fields).toEqual({ gtin: "No product has this GTIN: add it on the product first." });

    const expired = await stock.receive({ scan: scanOf(GTIN_5, "261101", "OLD-1"), quantity: 1 });
    expect(expired.status).toBe(400);
    expect((await expired.json()).fields).toEqual({ scan: "This pack has expired." });

    const changed = await stock.receive({ gtin: GTIN_5, batchNumber: "fv-100", expiryDate: "2027-07-31", quantity: 1 });
    expect(changed.status).toBe(400);
    expect((await changed.json()).fields).toEqual({ expiryDate: "Batch FV-100 was received with expiry 2027-06-30." });

    const missing = await staff.post("/api/admin/stock/receive", {
      gtin: GTIN_5,
      batchNumber: "A",
      expiryDate: "2027-06-30",
      quantity: 0,
    });
    expect(missing.status).toBe(400);
    expect((await missing.json()).fields).toMatchObject({
      quantity: "Enter at least 1 pack",
      supplier: "Enter the supplier",
      invoiceReference: "Enter the invoice reference",
    });
  });

  it("is append-only: the database refuses to change or delete a movement", async () => {
    await expect(t.db.execute(sql`UPDATE stock_movements SET quantity = 99`)).rejects.toThrow();
    await expect(t.db.execute(sql`DELETE FROM stock_movements`)).rejects.toThrow();
    expect((await stock.stockOf(3)).free).toBe(3);
  });
});

describe("adjustments (decision 124)", () => {
  it("records broken, found and returned packs with a reason, never below nothing", async () => {
    const adjust = (body: Record<string, unknown>) => stock.adjust({ productId: 3, batchNumber: "ADJ-1", ...body });
    expect(
      (await stock.receive({ gtin: GTIN_5, batchNumber: "ADJ-1", expiryDate: "2027-09-30", quantity: 4 })).status,
    ).toBe(201);
    const broken = await adjust({ batchNumber: "adj-1", kind: "broken", quantity: 1, reason: "Dropped on the floor" });
    expect(broken.status, await broken.clone().text()).toBe(201);
    expect(await stock.batchOf(3, "ADJ-1")).toMatchObject({ free: 3 });

    const tooMany = await adjust({ kind: "broken", quantity: 4, reason: "Dropped again" });
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).fields).toEqual({ quantity: "Batch ADJ-1 has only 3 here to take." });

    const noReason = await adjust({ kind: "found", quantity: 1, reason: "" });
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).fields).toEqual({ reason: "Enter the reason in at least 5 characters" });

    expect((await adjust({ kind: "found", quantity: 1, reason: "Behind the fridge" })).status).toBe(201);
    expect(await stock.batchOf(3, "ADJ-1")).toMatchObject({ free: 4 });

    const unknown = await adjust({ batchNumber: "NEVER-1", kind: "found", quantity: 1, reason: "Behind the fridge" });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).fields).toEqual({ batchNumber: "Batch NEVER-1 is not in stock." });

    const back = await adjust({ kind: "returned_to_wholesaler", quantity: 4, reason: "Overstock, credit note CN-4" });
    expect(back.status).toBe(201);
    expect(await stock.batchOf(3, "ADJ-1")).toBeUndefined();
  });
});

describe("movements (decision 124)", () => {
  it("pages the movements newest first and exports them all as CSV", async () => {
    const page = await staff.api.admin.stock.movements.$get({ query: {} });
    expect(page.status).toBe(200);
    const body = await page.json();
    expect(body.total).toBe(6);
    expect(body.movements[0]).toMatchObject({ kindLabel: "Returned to the wholesaler", by: "Priya Shah" });

    const csv = await staff.get("/api/admin/stock/movements.csv");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toMatch(/stock-movements-2026-11-25\.csv/);
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toContain(`"Movement","Recorded at","Product","Batch number"`);
    expect(lines).toHaveLength(body.total + 1);
    expect(lines[1]).toContain("Alliance Healthcare");

    expect((await staff.get("/api/admin/stock/movements?page=zero")).status).toBe(400);
  });
});
