import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import type { OrderDetail } from "../api/orders-api";
import { formatDateTime } from "@/client/features/admin-shell/lib/format";
import { ListOrNone } from "@/client/features/admin-shell/components/page-parts/list-or-none";

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
};
const show = (v: unknown) => (v === true ? "Yes" : v === false ? "No" : String(v));

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
                      <dd className="break-all">{show(v)}</dd>
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
