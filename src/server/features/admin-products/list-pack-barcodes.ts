import { asc } from "drizzle-orm";
import type { SystemCtx } from "../../deps";
import { products } from "../../db/schema";

/** GET /api/admin/products: each product with its pack's GTIN (decision 099), for the Pack barcodes page. */
export async function listPackBarcodes({ db }: SystemCtx) {
  const rows = await db
    .select({ productId: products.product_id, name: products.name, gtin: products.gtin })
    .from(products)
    .orderBy(asc(products.product_id));
  return { products: rows };
}
