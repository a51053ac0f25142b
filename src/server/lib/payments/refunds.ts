/**
 * Money given back (decision 101): a refund row, how it ended, and the order's move to
 * "Refunded" once everything received has been given back (the lifecycle's record_refund).
 */
import type { PaymentProvider } from "@/shared/domain/payments/payments";
import { penceToDecimal } from "@/shared/domain/payments/money";
import { orderStateOf } from "@/shared/domain/orders/order-lifecycle";
import type { Tx } from "../../db/client";
import { type orders, refundSettlements, refunds } from "../../db/schema";
import { type MoveActor, moveOrder } from "../orders/order-moves";
import { positionOf } from "./record-payment";

type OrderRow = typeof orders.$inferSelect;

export interface NewRefund {
  order: OrderRow;
  paymentId: number;
  provider: PaymentProvider;
  amountPence: number;
  method: string;
  reference: string;
  providerRefundId?: string | null;
  requestedBy: { userId: string | null; name: string };
  now: Date;
}

/** Writes the refund; one the provider already told of (same refund id) is found, not written twice. */
export async function recordRefund(tx: Tx, r: NewRefund) {
  const [row] = await tx
    .insert(refunds)
    .values({
      order_id: r.order.order_id,
      payment_id: r.paymentId,
      provider: r.provider,
      amount: penceToDecimal(r.amountPence),
      method: r.method,
      reference: r.reference,
      provider_refund_id: r.providerRefundId ?? null,
      requested_by_user_id: r.requestedBy.userId,
      requested_by_name: r.requestedBy.name,
      created_at: r.now,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** How a refund ended, once: a later word on the same refund changes nothing. */
export async function settleRefund(
  tx: Tx,
  s: { refundId: number; orderId: number; outcome: "succeeded" | "failed"; now: Date },
) {
  const [row] = await tx
    .insert(refundSettlements)
    .values({ refund_id: s.refundId, order_id: s.orderId, outcome: s.outcome, created_at: s.now })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Moves an order in "Refund due" to "Refunded" once all it received has been given back. */
export async function finishIfRefunded(tx: Tx, order: OrderRow, actor: MoveActor, now: Date) {
  if (orderStateOf(order.order_status_id) !== "refund_due") return false;
  const position = await positionOf(tx, order);
  if (!position.fullyRefunded) return false;
  await moveOrder(tx, { orderId: order.order_id, action: "record_refund", actor, now });
  return true;
}
