import { and, eq, ne } from "drizzle-orm";
import type { Ctx } from "../../deps";
import { products } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { writeAudit } from "../../lib/people/audit";

export const PRODUCT_NOT_FOUND = "Product not found";
export const GTIN_TAKEN = "This GTIN is already another product's";

/**
 * PUT /api/admin/products/:id/gtin (decision 099): the superintendent (behind requireRole) sets
 * or clears the GTIN a scanned pack of this product must carry. No two products share one.
 */
export async function updateProductGtin(
  { db, actor }: Ctx,
  { productId, gtin }: { productId: number; gtin: string | null },
) {
  return db.transaction(async (tx) => {
    const [product] = await tx.select().from(products).where(eq(products.product_id, productId)).for("update");
    if (!product) throw new AppError("not_found", PRODUCT_NOT_FOUND);
    if (gtin) {
      const [other] = await tx
        .select({ id: products.product_id })
        .from(products)
        .where(and(eq(products.gtin, gtin), ne(products.product_id, productId)))
        .limit(1);
      if (other) throw new AppError("conflict", GTIN_TAKEN, { fields: { gtin: GTIN_TAKEN } });
    }
    const [row] = await tx.update(products).set({ gtin }).where(eq(products.product_id, productId)).returning();
    await writeAudit(tx, actor, "product.update", { type: "product", id: productId }, ["gtin"]);
    return { productId: row!.product_id, name: row!.name, gtin: row!.gtin };
  });
}
