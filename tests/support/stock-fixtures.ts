/** Stock for API tests (decision 124): the pens' GTINs, a scan, and goods in and stock read through the API. */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { products } from "@/server/db/schema";
import { createClock } from "@/server/lib/time/clock";
import { GTIN_OF } from "./pack-gtins";
import { createTestApp, type TestApp, type TestClient } from "./test-app";

const GS = "\x1d";
/** The 2.5 mg pen's GTIN (product 2) and the 5 mg pen's (product 3). */
export const GTIN_2_5 = "09506000134352";
export const GTIN_5 = "05012345678900";
export const scanOf = (gtin: string, expiry: string, batch: string, serial = "SN0001") =>
  `01${gtin}17${expiry}10${batch}${GS}21${serial}`;
export const INVOICE = { supplier: "Alliance Healthcare", invoiceReference: "INV-1001" };

export async function giveProductsGtins(t: TestApp) {
  await t.db.update(products).set({ gtin: GTIN_2_5 }).where(eq(products.product_id, 2));
  await t.db.update(products).set({ gtin: GTIN_5 }).where(eq(products.product_id, 3));
}

/** A stock test's set-up: the app on a clock fixed at `now`, a signed-in employee, the pens' GTINs, and the stock read through the API. */
export async function stockTestApp(now: Date) {
  const t = await createTestApp({ clock: createClock(now) });
  const staff = await t.employee();
  await giveProductsGtins(t);
  return { t, staff, stock: stockClient(staff) };
}

/** Every seeded product gets a GTIN and a pack received: each is tracked (the go-live item). */
export async function receiveEveryProduct(t: TestApp, staff: TestClient) {
  for (const [id, gtin] of Object.entries(GTIN_OF)) {
    await t.db
      .update(products)
      .set({ gtin })
      .where(eq(products.product_id, Number(id)));
    const res = await staff.post("/api/admin/stock/receive", {
      ...INVOICE,
      gtin,
      batchNumber: `OPEN-${id}`,
      expiryDate: "2030-12-31",
      quantity: 1,
    });
    expect(res.status, await res.clone().text()).toBe(201);
  }
}

export type StockBatch = {
  batch: string;
  expiry: string;
  free: number;
  assembled: number;
  quarantined: number;
  state: string;
};
export type StockProduct = { productId: number; tracked: boolean; free: number; batches: StockBatch[] };

/** Books and reads stock through the API as a member of staff. */
export function stockClient(staff: TestClient) {
  const stockOf = async (productId: number) => {
    const res = await staff.api.admin.stock.$get();
    expect(res.status).toBe(200);
    const { products: all } = await res.json();
    return all.find((p) => p.productId === productId)!;
  };
  return {
    receive: (body: Record<string, unknown>) => staff.post("/api/admin/stock/receive", { ...INVOICE, ...body }),
    adjust: (body: Record<string, unknown>) => staff.post("/api/admin/stock/adjust", body),
    stockOf,
    batchOf: async (productId: number, batch: string) =>
      (await stockOf(productId)).batches.find((b) => b.batch === batch),
  };
}
