import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import type { OrderDetail } from "../api/orders-api";
import { formatDateTime } from "@/client/features/admin-shell/lib/format";
import { ListOrNone } from "@/client/features/admin-shell/components/page-parts/list-or-none";
import { RETURN_KIND_LABEL, RETURN_REASON_LABEL } from "@/shared/domain/orders/returns";

/** The facts a move carried, in words: payment reference, batch, courier and tracking, ... */
const DATA_LABEL: Record<string, string> = {
  method: "Payment method",
  reference: "Reference",
  batchNumber: "Batch number",
  expiryDate: "Expiry date",
  courier: "Courier",
  trackingNumber: "Tracking number",
  coldChainPackaging: "Cold-chain packaging",
  coldChainConfirmed: "Cold chain confirmed",
  idChecked: "ID checked",
  weightKg: "Weight at the counter (kg)",
  serialNumber: "Serial number",
  returnKind: "Return",
  returnReason: "Why it came back",
};
/** The words of a return's kind and reason (decision 125), stored as their codes. */
const VALUE_LABEL: Record<string, string> = { ...RETURN_KIND_LABEL, ...RETURN_REASON_LABEL };
const show = (k: string, v: unknown) =>
  v === true
    ? "Yes"
    : v === false
      ? "No"
      : (k === "returnKind" || k === "returnReason") && typeof v === "string"
        ? (VALUE_LABEL[v] ?? v)
        : String(v);

/** The order's append-only timeline: every move, who made it, when, and with what. */
export function OrderTimelineCard({ events }: { events: OrderDetail["timeline"] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Timeline</CardTitle>
      </CardHeader>
      <CardContent>
        <ListOrNone
          items={events}
          none="No moves recorded yet."
          className="grid gap-4 border-l-2 border-zinc-200 pl-4"
          ordered
        >
          {(e) => (
            <li key={e.id}>
              <p className="font-medium">{e.label}</p>
              <p className="text-sm text-zinc-600">
                {formatDateTime(e.at)} ·{" "}
                {e.actorName ??
                  (e.actorKind === "system" ? "Automatic" : e.actorKind === "patient" ? "Patient" : "Staff")}
              </p>
              {e.note && <p className="mt-1 whitespace-pre-wrap text-sm">{e.note}</p>}
              {e.data && (
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                  {Object.entries(e.data).map(([k, v]) => (
                    <div key={k} className="contents">
                      <dt className="text-zinc-600">{DATA_LABEL[k] ?? k}</dt>
                      <dd className="break-all">{show(k, v)}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </li>
          )}
        </ListOrNone>
      </CardContent>
    </Card>
  );
}
