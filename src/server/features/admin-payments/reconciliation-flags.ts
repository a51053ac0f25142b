/**
 * What the reconciliation flags (decision 102). Standing differences, shown until they are put
 * right: an order dispensed with no payment recorded; money held for an order that is not going
 * ahead and not waiting for its refund; a paid order whose money held differs from its total.
 * And the provider's word of the chosen day that did not become an order's payment: a card
 * payment for an order not waiting for it, or for another amount, and a refund of a payment
 * the product has not been told of.
 */
import { sql } from "drizzle-orm";
import { formatMoney, formatPence } from "@/shared/domain/payments/money";
import type { ReconciliationFlag } from "@/shared/domain/payments/payments";
import { type DbOrTx, queryRows } from "../../db/client";
import { stateIdList } from "../../lib/orders/order-state-sql";

/** At most this many of each standing difference are listed; the count says how many there are. */
const LIMIT = 100;

export interface Flag {
  kind: ReconciliationFlag;
  orderId: number | null;
  detail: string;
}

const HELD = sql`(SELECT coalesce(sum(y.amount), 0) FROM payments y WHERE y.order_id = o.order_id)
  - (SELECT coalesce(sum(r.amount), 0) FROM refunds r JOIN refund_settlements s ON s.refund_id = r.refund_id
     WHERE r.order_id = o.order_id AND s.outcome = 'succeeded')`;

export async function reconciliationFlags(db: DbOrTx, day: string): Promise<Flag[]> {
  const dispensedUnpaid = await queryRows<{ order_id: number; total_due: string }>(
    db,
    sql`SELECT o.order_id, o.total_due::text FROM orders o
      WHERE o.order_status_id IN (${stateIdList(["dispensed", "dispatched", "delivered", "ready_to_collect", "collected", "returned"])})
        AND NOT EXISTS (SELECT 1 FROM payments y WHERE y.order_id = o.order_id)
      ORDER BY o.order_id LIMIT ${LIMIT}`,
  );
  const heldNotGoingAhead = await queryRows<{ order_id: number; held: string }>(
    db,
    sql`SELECT o.order_id, (${HELD})::text AS held FROM orders o
      WHERE o.order_status_id IN (${stateIdList(["cancelled", "rejected", "refunded"])}) AND (${HELD}) > 0
      ORDER BY o.order_id LIMIT ${LIMIT}`,
  );
  const paidDiffers = await queryRows<{ order_id: number; held: string; total_due: string }>(
    db,
    sql`SELECT o.order_id, (${HELD})::text AS held, o.total_due::text FROM orders o
      WHERE o.order_status_id IN (${stateIdList(["prescribed", "dispensed", "dispatched", "delivered", "ready_to_collect", "collected"])})
        AND EXISTS (SELECT 1 FROM payments y WHERE y.order_id = o.order_id) AND (${HELD}) <> o.total_due
      ORDER BY o.order_id LIMIT ${LIMIT}`,
  );
  const events = await queryRows<{ order_id: number | null; outcome: string; data: Record<string, unknown> | null }>(
    db,
    sql`SELECT order_id, outcome, data FROM payment_events
      WHERE provider = 'stripe' AND outcome IN ('amount_mismatch', 'not_awaiting_payment', 'held')
        AND (created_at AT TIME ZONE 'Europe/London')::date = ${day}::date
      ORDER BY payment_event_id`,
  );
  const eventAmount = (data: Record<string, unknown> | null) => {
    const amount = Number(data?.amount ?? 0);
    const currency = String(data?.currency ?? "GBP").toUpperCase();
    return currency === "GBP" ? formatPence(amount) : `${(amount / 100).toFixed(2)} ${currency}`;
  };
  return [
    ...dispensedUnpaid.map((r) => ({
      kind: "dispensed_unpaid" as const,
      orderId: r.order_id,
      detail: `Dispensed with no payment recorded; total ${formatMoney(r.total_due)}`,
    })),
    ...heldNotGoingAhead.map((r) => ({
      kind: "payment_without_order" as const,
      orderId: r.order_id,
      detail: `${formatMoney(r.held)} held for an order that is not going ahead`,
    })),
    ...paidDiffers.map((r) => ({
      kind: "amount_differs" as const,
      orderId: r.order_id,
      detail: `${formatMoney(r.held)} held; total ${formatMoney(r.total_due)}`,
    })),
    ...events.map((e): Flag => {
      if (e.outcome === "amount_mismatch")
        return {
          kind: "amount_differs",
          orderId: e.order_id,
          detail: `Card payment of ${eventAmount(e.data)} not recorded: amount differs from what was left to pay`,
        };
      if (e.outcome === "not_awaiting_payment")
        return {
          kind: "payment_without_order",
          orderId: e.order_id,
          detail: `Card payment of ${eventAmount(e.data)} for an order not waiting for payment`,
        };
      const refund = (e.data?.refund ?? {}) as { id?: string; amount?: number };
      return {
        kind: "payment_without_order",
        orderId: null,
        detail: `Card refund ${refund.id ?? ""} of a payment not yet recorded`.replace("  ", " "),
      };
    }),
  ];
}
