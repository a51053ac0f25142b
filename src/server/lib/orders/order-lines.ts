/**
 * An order's one line and its totals (docs/spec.md §9): the patient's dose step and the
 * prescriber's approval of another dose (decision 077) both put a product on the line at its
 * current price and compute the totals again on the server.
 */
import { eq } from "drizzle-orm";
import { orderTotals, penceToDecimal, toPence } from "@/shared/domain/payments/money";
import { ORDER_LINE_QUANTITY } from "@/shared/domain/constants";
import { SELECT_DOSE_MESSAGE } from "@/shared/schemas/patient/patient-form";
import type { Tx } from "../../db/client";
import { orderLine, orders, products } from "../../db/schema";
import { AppError } from "../http/app-error";

/** docs/spec.md §9: the order's totals, computed again from its lines at the products' VAT rates. */
export async function recomputeTotals(tx: Tx, orderId: number, now: Date) {
  const lines = await tx
    .select({ unitPrice: orderLine.unit_price, quantity: orderLine.quantity, vatRate: products.vat_rate })
    .from(orderLine)
    .innerJoin(products, eq(products.product_id, orderLine.product_id))
    .where(eq(orderLine.order_id, orderId));
  const totals = orderTotals(
    lines.map((l) => ({ unitPricePence: toPence(l.unitPrice), quantity: l.quantity, vatRate: Number(l.vatRate) })),
  );
  await tx
    .update(orders)
    .set({
      total: penceToDecimal(totals.totalPence),
      vat: penceToDecimal(totals.vatPence),
      total_due: penceToDecimal(totals.totalDuePence),
      updated_at: now,
    })
    .where(eq(orders.order_id, orderId));
}

/** Puts `productId` on the order's single line at the product's current price. */
export async function setOrderLine(tx: Tx, orderId: number, productId: number, now: Date) {
  const [product] = await tx.select().from(products).where(eq(products.product_id, productId)).limit(1);
  if (!product) throw new AppError("invalid_input", SELECT_DOSE_MESSAGE);
  const line = { product_id: product.product_id, unit_price: product.price, item_description: product.name };
  await tx
    .insert(orderLine)
    .values({ order_id: orderId, quantity: ORDER_LINE_QUANTITY, ...line })
    .onConflictDoUpdate({ target: orderLine.order_id, set: { ...line, quantity: ORDER_LINE_QUANTITY } });
  await tx.update(orders).set({ product_name: product.name }).where(eq(orders.order_id, orderId));
  await recomputeTotals(tx, orderId, now);
}
