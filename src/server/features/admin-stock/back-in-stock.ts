import { and, eq, isNull } from "drizzle-orm";
import type { Tx } from "../../db/client";
import type { StaffCtx } from "../../deps";
import { stockWishes } from "../../db/schema";
import { queueBackInStockEmail } from "../../email/orders/back-in-stock";
import { outOfStockProducts } from "../../lib/dispensing/stock";

/**
 * After goods in (decision 124): when the product can be supplied again, every patient waiting
 * for it is e-mailed once (naming no medicine) and their wish marked told. Answers how many.
 */
export async function tellWaitingPatients(tx: Tx, ctx: Pick<StaffCtx, "now" | "appUrl">, productId: number) {
  if ((await outOfStockProducts(tx, ctx.now)).has(productId)) return 0;
  const told = await tx
    .update(stockWishes)
    .set({ told_at: ctx.now })
    .where(and(eq(stockWishes.product_id, productId), isNull(stockWishes.told_at)))
    .returning({ wishId: stockWishes.wish_id, patientId: stockWishes.patient_id });
  for (const w of told) await queueBackInStockEmail(tx, { ...w, appUrl: ctx.appUrl });
  return told.length;
}
