import { eq } from "drizzle-orm";
import { STOCK_MESSAGES } from "@/shared/domain/dispensing/stock";
import { SELECT_DOSE_MESSAGE } from "@/shared/schemas/patient/patient-form";
import type { Ctx } from "../../../deps";
import { products, stockWishes } from "../../../db/schema";
import { AppError } from "../../../lib/http/app-error";
import { outOfStockProducts } from "../../../lib/dispensing/stock";
import { requirePatient } from "../patient.queries";

/**
 * POST /api/patient/back-in-stock (issue 29, decision 124): "Tell me when it is back" on the
 * dose step or the re-order check-in. Only for a dose out of stock; asking twice is one wish.
 */
export async function askBackInStock({ db, now, actor }: Ctx, { productId }: { productId: number }) {
  return db.transaction(async (tx) => {
    const patient = await requirePatient(tx, actor.userId);
    const [product] = await tx
      .select({ id: products.product_id })
      .from(products)
      .where(eq(products.product_id, productId));
    if (!product)
      throw new AppError("invalid_input", SELECT_DOSE_MESSAGE, { fields: { productId: SELECT_DOSE_MESSAGE } });
    if (!(await outOfStockProducts(tx, now)).has(productId)) throw new AppError("conflict", STOCK_MESSAGES.inStock);
    await tx
      .insert(stockWishes)
      .values({ patient_id: patient.patient_id, product_id: productId, created_at: now })
      .onConflictDoNothing();
    return { productId, waiting: true as const };
  });
}
