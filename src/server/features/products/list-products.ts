import { asc } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { products } from "../../db/schema";

export interface ProductDto {
  product_id: number;
  name: string;
  /** GBP including VAT, as a string with 2 decimals (e.g. "199.00"). */
  price: string;
  vat_rate: string;
}

/** GET /api/products (docs/spec.md §7): products ordered by product_id. */
export function listProducts(db: DbOrTx): Promise<ProductDto[]> {
  return db
    .select({
      product_id: products.product_id,
      name: products.name,
      price: products.price,
      vat_rate: products.vat_rate,
    })
    .from(products)
    .orderBy(asc(products.product_id));
}
