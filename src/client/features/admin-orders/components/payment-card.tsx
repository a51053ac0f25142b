import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { formatMoney } from "@/shared/domain/payments/money";
import { REFUND_STATUS_LABEL } from "@/shared/domain/payments/payments";
import type { OrderDetail } from "../api/orders-api";
import { formatDateTime } from "@/client/features/admin-shell/lib/format";

/**
 * The order's money (decision 101): every payment received (by card or by hand), every refund
 * with how it stands, what is left to pay and what may still be refunded.
 */
export function PaymentCard({ money, totalDue }: { money: OrderDetail["money"]; totalDue: string }) {
  const summary: Array<[string, string]> = [
    ["Total due", totalDue],
    ["Paid", money.paid],
    ...(money.leftToPay !== "0.00" ? [["Left to pay", money.leftToPay] as [string, string]] : []),
    ...(money.refunded !== "0.00" ? [["Refunded", money.refunded] as [string, string]] : []),
    ...(money.refundPending !== "0.00" ? [["Refund pending", money.refundPending] as [string, string]] : []),
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payment</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {summary.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm font-medium text-zinc-600">{label}</dt>
              <dd>{formatMoney(value)}</dd>
            </div>
          ))}
        </dl>
        {money.payments.length === 0 ? (
          <p className="text-sm text-zinc-600">Not paid yet.</p>
        ) : (
          <div>
            <h3 className="text-sm font-semibold">Payments</h3>
            <ul className="mt-1 grid gap-2 text-sm">
              {money.payments.map((p) => (
                <li key={p.paymentId} className="break-words">
                  {`${formatMoney(p.amount)}, ${p.method} (${p.provider}), reference ${p.reference}; ${formatDateTime(p.at)} by ${p.recordedBy}`}
                </li>
              ))}
            </ul>
          </div>
        )}
        {money.refunds.length > 0 && (
          <div>
            <h3 className="text-sm font-semibold">Refunds</h3>
            <ul className="mt-1 grid gap-2 text-sm">
              {money.refunds.map((r) => (
                <li key={r.refundId} className="break-words">
                  {`${formatMoney(r.amount)}, ${r.method}, reference ${r.reference}: ${REFUND_STATUS_LABEL[r.status]}; ${formatDateTime(r.at)} by ${r.requestedBy}`}
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
