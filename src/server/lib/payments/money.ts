/**
 * An order's money as recorded (decisions 100 and 101): its payments, its refunds with how each
 * ended, and the position the shared rules compute from them.
 */
import { asc, eq, sql } from "drizzle-orm";
import { moneyPosition, type RefundStatus } from "@/shared/domain/payments/payments";
import { type DbOrTx, queryRows } from "../../db/client";
import { payments, refundSettlements, refunds } from "../../db/schema";

/** A refund's status: how it was settled, or pending until then. */
export const refundStatusSql = sql<RefundStatus>`coalesce(${refundSettlements.outcome}, 'pending')`;

export async function paymentsOf(db: DbOrTx, orderId: number) {
  return db.select().from(payments).where(eq(payments.order_id, orderId)).orderBy(asc(payments.payment_id));
}

export async function refundsOf(db: DbOrTx, orderId: number) {
  return db
    .select({
      refundId: refunds.refund_id,
      paymentId: refunds.payment_id,
      provider: refunds.provider,
      amount: refunds.amount,
      method: refunds.method,
      reference: refunds.reference,
      providerRefundId: refunds.provider_refund_id,
      requestedBy: refunds.requested_by_name,
      at: refunds.created_at,
      status: refundStatusSql,
      settledAt: refundSettlements.created_at,
    })
    .from(refunds)
    .leftJoin(refundSettlements, eq(refundSettlements.refund_id, refunds.refund_id))
    .where(eq(refunds.order_id, orderId))
    .orderBy(asc(refunds.refund_id));
}

/** The order's payments, refunds and money position. */
export async function moneyOf(db: DbOrTx, order: { order_id: number; total_due: string }) {
  const [paid, back] = [await paymentsOf(db, order.order_id), await refundsOf(db, order.order_id)];
  return { payments: paid, refunds: back, position: moneyPosition(order.total_due, paid, back) };
}

/**
 * Whether the pharmacy holds money for the order: received, less the refunds that succeeded.
 * The lifecycle's "paid" (order-moves): a cancelled or refused order holding money owes a refund.
 */
export async function holdsMoney(db: DbOrTx, orderId: number): Promise<boolean> {
  const [row] = await queryRows<{ held: string | null }>(
    db,
    sql`SELECT (SELECT coalesce(sum(amount), 0) FROM payments WHERE order_id = ${orderId})
      - (SELECT coalesce(sum(r.amount), 0) FROM refunds r JOIN refund_settlements s ON s.refund_id = r.refund_id
         WHERE r.order_id = ${orderId} AND s.outcome = 'succeeded') AS held`,
  );
  return Number(row?.held ?? 0) > 0;
}
