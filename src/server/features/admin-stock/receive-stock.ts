import { eq } from "drizzle-orm";
import { daysUntil } from "@/shared/domain/dispensing/dispensing";
import { DISPENSING_MESSAGES } from "@/shared/domain/dispensing/dispensing-steps";
import { STOCK_MESSAGES } from "@/shared/domain/dispensing/stock";
import { normalizeBatch } from "@/shared/domain/dispensing/recalls";
import type { StockReceiveInput } from "@/shared/schemas/orders/dispensary";
import type { StaffCtx } from "../../deps";
import { products } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { writeAudit } from "../../lib/people/audit";
import { requireBatchNotRecalled } from "../../lib/dispensing/recall-holds";
import { batchBalance, lockProductStock, recordMovement } from "../../lib/dispensing/stock";
import { tellWaitingPatients } from "./back-in-stock";

/**
 * POST /api/admin/stock/receive (issue 29, decision 124): any employee books packs in, scanned or
 * typed, with the supplier and the invoice. The GTIN names the product; an expired pack, a
 * recalled batch, or a batch whose expiry differs from the one it was first received with is
 * refused. The first goods-in of a product starts tracking it; patients waiting for it are told.
 */
export async function receiveStock(ctx: StaffCtx, input: StockReceiveInput) {
  const field = (typed: "gtin" | "expiryDate") => (input.scanned ? "scan" : typed);
  const refuse = (typed: "gtin" | "expiryDate", message: string) =>
    new AppError("invalid_input", message, { fields: { [field(typed)]: message } });
  const days = daysUntil(input.expiryDate, ctx.now);
  if (days === null || days < 0) throw refuse("expiryDate", DISPENSING_MESSAGES.packExpired);
  return ctx.db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.product_id, name: products.name })
      .from(products)
      .where(eq(products.gtin, input.gtin));
    if (!product) throw refuse("gtin", STOCK_MESSAGES.unknownGtin);
    await requireBatchNotRecalled(tx, product.id, input.batchNumber);
    await lockProductStock(tx, product.id);
    const before = await batchBalance(tx, product.id, input.batchNumber);
    if (before.expiry && before.expiry !== input.expiryDate)
      throw refuse("expiryDate", STOCK_MESSAGES.expiryMismatch(normalizeBatch(input.batchNumber), before.expiry));
    const row = await recordMovement(tx, ctx, {
      productId: product.id,
      batch: input.batchNumber,
      expiry: input.expiryDate,
      kind: "received",
      quantity: input.quantity,
      supplier: input.supplier,
      invoiceReference: input.invoiceReference,
    });
    await writeAudit(tx, ctx.actor, "stock.receive", { type: "stock", id: row.movement_id }, [
      `${input.quantity} packs`,
    ]);
    const patientsTold = await tellWaitingPatients(tx, ctx, product.id);
    return {
      patientsTold,
      received: {
        productId: product.id,
        productName: product.name,
        batchNumber: row.batch_number,
        expiryDate: row.expiry_date,
        quantity: row.quantity,
      },
    };
  });
}
