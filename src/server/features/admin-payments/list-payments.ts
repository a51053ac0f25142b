import { sql } from "drizzle-orm";
import { ORDER_STATE_LABEL, orderStateOf } from "@/shared/domain/orders/order-lifecycle";
import { penceToDecimal } from "@/shared/domain/payments/money";
import {
  dayTotals,
  methodLabel,
  PAYMENT_PROVIDER_LABEL,
  type PaymentProvider,
  REFUND_STATUS_LABEL,
  type RefundStatus,
} from "@/shared/domain/payments/payments";
import { ukDay } from "@/shared/domain/people/retention";
import { type DbOrTx, queryRows } from "../../db/client";
import type { Ctx } from "../../deps";
import { writeAudit } from "../../lib/people/audit";
import { reconciliationFlags } from "./reconciliation-flags";

interface Row {
  kind: "payment" | "refund";
  id: number;
  at: Date | string;
  provider: string;
  order_id: number;
  order_status_id: number;
  amount: string;
  method: string;
  reference: string;
  status: string;
}

/** The day's payments and refunds, on the pharmacy's clock (Europe/London), in the order they were recorded. */
export async function dayRows(db: DbOrTx, day: string) {
  const rows = await queryRows<Row>(
    db,
    sql`SELECT * FROM (
        SELECT 'payment' AS kind, y.payment_id AS id, y.created_at AS at, y.provider, y.order_id, o.order_status_id,
          y.amount::text AS amount, y.method, y.reference, 'received' AS status
        FROM payments y JOIN orders o ON o.order_id = y.order_id
        WHERE (y.created_at AT TIME ZONE 'Europe/London')::date = ${day}::date
        UNION ALL
        SELECT 'refund', r.refund_id, r.created_at, r.provider, r.order_id, o.order_status_id,
          r.amount::text, r.method, r.reference, coalesce(s.outcome, 'pending')
        FROM refunds r JOIN orders o ON o.order_id = r.order_id
        LEFT JOIN refund_settlements s ON s.refund_id = r.refund_id
        WHERE (r.created_at AT TIME ZONE 'Europe/London')::date = ${day}::date
      ) x ORDER BY x.at, x.kind, x.id`,
  );
  return rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    at: new Date(r.at).toISOString(),
    provider: r.provider,
    providerLabel: PAYMENT_PROVIDER_LABEL[r.provider as PaymentProvider] ?? r.provider,
    orderId: r.order_id,
    orderState: ORDER_STATE_LABEL[orderStateOf(r.order_status_id)],
    amount: r.amount,
    method: methodLabel(r.method),
    reference: r.reference,
    status: r.status,
    statusLabel: r.kind === "payment" ? "Received" : REFUND_STATUS_LABEL[r.status as RefundStatus],
  }));
}

const money = (t: { received: number; refunded: number; refundPending: number; net: number }) => ({
  received: penceToDecimal(t.received),
  refunded: penceToDecimal(t.refunded),
  refundPending: penceToDecimal(t.refundPending),
  net: penceToDecimal(t.net),
});

/**
 * GET /api/admin/payments?day= (decision 102): the reconciliation of a day (today on the
 * server's clock when none is given): every payment and refund with its provider, order,
 * amount, reference and state, the day's totals, and what needs attention. An audited read.
 */
export async function listPayments({ db, actor, now }: Ctx, query: { day?: string }) {
  const day = query.day ?? ukDay(now);
  const rows = await dayRows(db, day);
  const totals = dayTotals(rows);
  const flags = await reconciliationFlags(db, day);
  await writeAudit(db, actor, "payments.view", { type: "payments", id: day });
  return {
    day,
    rows,
    totals: { ...money(totals.all), manual: money(totals.byProvider.manual), stripe: money(totals.byProvider.stripe) },
    flags,
  };
}
