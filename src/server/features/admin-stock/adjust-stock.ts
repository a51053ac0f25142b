import { normalizeBatch } from "@/shared/domain/dispensing/recalls";
import { ADJUSTMENT_FROM, STOCK_MESSAGES } from "@/shared/domain/dispensing/stock";
import type { StockAdjustInput } from "@/shared/schemas/orders/dispensary";
import type { StaffCtx } from "../../deps";
import { AppError } from "../../lib/http/app-error";
import { writeAudit } from "../../lib/people/audit";
import { batchBalance, lockProductStock, recordMovement } from "../../lib/dispensing/stock";

/**
 * POST /api/admin/stock/adjust (issue 29, decision 124): any employee records packs broken,
 * destroyed, returned to the wholesaler or found, with the reason. Destroyed and returned packs
 * come from quarantine first (where recalled and returned packs wait), then from free stock; no
 * place ever goes below nothing. Found packs join a batch already known here, with its expiry.
 */
export async function adjustStock(ctx: StaffCtx, input: StockAdjustInput) {
  return ctx.db.transaction(async (tx) => {
    await lockProductStock(tx, input.productId);
    const balance = await batchBalance(tx, input.productId, input.batchNumber);
    if (!balance.expiry) {
      const message = STOCK_MESSAGES.notInStock(normalizeBatch(input.batchNumber));
      throw new AppError("invalid_input", message, { fields: { batchNumber: message } });
    }
    const pack = { productId: input.productId, batch: input.batchNumber, expiry: balance.expiry };
    const from = ADJUSTMENT_FROM[input.kind];
    const available = from.reduce((n, p) => n + balance[p], 0);
    if (from.length > 0 && available < input.quantity) {
      const message = STOCK_MESSAGES.notEnough(normalizeBatch(pack.batch), available);
      throw new AppError("invalid_input", message, { fields: { quantity: message } });
    }
    // Destroyed or returned: quarantine first, the rest from free stock (one movement each).
    let left = input.quantity;
    for (const place of from.length > 0 ? from : [null]) {
      const take = place === null ? left : Math.min(left, balance[place]);
      if (take === 0) continue;
      await recordMovement(tx, ctx, { ...pack, kind: input.kind, from: place, quantity: take, reason: input.reason });
      left -= take;
    }
    await writeAudit(tx, ctx.actor, "stock.adjust", { type: "stock", id: `${input.productId}:${pack.batch}` }, [
      input.kind,
      `${input.quantity} packs`,
    ]);
    return { adjusted: { ...pack, kind: input.kind, quantity: input.quantity } };
  });
}
