import { ExternalLink } from "lucide-react";
import { Badge } from "@/client/components/ui/badge";
import { formatMoney } from "@/shared/domain/payments/money";
import type { AccountOrder } from "../api/account-api";
import { NextStep } from "./next-step";
import { OrderTimeline } from "./order-timeline";

/** One order as its patient follows it: state, where it goes, tracking, what to do, and its timeline. */
export function OrderDetails({ order }: { order: AccountOrder }) {
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{order.stateLabel}</Badge>
        <span className="text-sm text-zinc-600">Order #{order.orderId}</span>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        {order.product && (
          <div>
            <dt className="text-sm font-medium text-zinc-600">Treatment</dt>
            <dd>{order.product}</dd>
          </div>
        )}
        <div>
          <dt className="text-sm font-medium text-zinc-600">Total</dt>
          <dd>{formatMoney(order.totalDue)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-sm font-medium text-zinc-600">
            {order.deliveryMethod === "pickup" ? "Collection from" : "Delivery to"}
          </dt>
          <dd className="break-words">
            {order.deliveryMethod === "pickup"
              ? order.collection?.address.join(", ")
              : order.deliveryAddress.join(", ")}
          </dd>
        </div>
        {order.trackingNumber && (
          <div className="min-w-0">
            <dt className="text-sm font-medium text-zinc-600">Tracking number</dt>
            <dd className="break-all">
              {order.trackingUrl ? (
                <a
                  href={order.trackingUrl}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-flex items-center gap-1 font-medium text-brand-800 underline"
                >
                  {order.trackingNumber}
                  <ExternalLink className="size-4" aria-hidden="true" />
                  <span className="sr-only">(track with {order.courier}, opens in a new tab)</span>
                </a>
              ) : (
                order.trackingNumber
              )}
              {order.courier && <span className="block text-sm text-zinc-600">{order.courier}</span>}
            </dd>
          </div>
        )}
      </dl>
      <NextStep order={order} />
      <section aria-label={`Timeline of order #${order.orderId}`}>
        <h3 className="mb-3 font-semibold">Timeline</h3>
        <OrderTimeline events={order.timeline} />
      </section>
    </div>
  );
}
