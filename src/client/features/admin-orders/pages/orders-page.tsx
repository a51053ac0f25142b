import { Link, useSearchParams } from "react-router";
import { paths } from "@/client/config/paths";
import { Page } from "@/client/components/layout/page";
import { Badge } from "@/client/components/ui/badge";
import { Card } from "@/client/components/ui/card";
import { TableCell, TableRow } from "@/client/components/ui/table";
import { cn } from "@/client/lib/utils";
import { formatMoney } from "@/shared/domain/payments/money";
import { ORDER_TAB_LABEL, ORDER_TABS, type OrderTab } from "@/shared/domain/orders/order-queues";
import { useOrderList } from "../api/orders-api";
import { formatDateTime } from "@/client/features/admin-shell/lib/format";
import { PagedListStatus } from "@/client/features/admin-shell/components/page-parts/list-status";
import { DataTable } from "@/client/features/admin-shell/components/page-parts/data-table";

const isTab = (v: string | null): v is OrderTab => (ORDER_TABS as readonly string[]).includes(v ?? "");

/** /admin/orders: the work from payment to the door, one tab per step; the tab and page live in the URL. */
export default function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const tab: OrderTab = isTab(params.get("tab")) ? (params.get("tab") as OrderTab) : "to_pay";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const list = useOrderList(tab, page);
  const go = (next: { tab?: OrderTab; page?: number }) =>
    setParams(() => {
      const p = new URLSearchParams();
      p.set("tab", next.tab ?? tab);
      if ((next.page ?? 1) > 1) p.set("page", String(next.page));
      return p;
    });
  const rows = list.data?.orders ?? [];

  return (
    <Page title="Orders" className="max-w-7xl py-6">
      <h1 className="text-2xl font-bold sm:text-3xl">Orders</h1>
      <p className="mt-1 text-zinc-600">Approved orders from payment to the patient's door.</p>
      <nav aria-label="Order tabs" className="mt-6 overflow-x-auto">
        <ul className="flex min-w-max gap-1 rounded-md bg-zinc-100 p-1">
          {ORDER_TABS.map((t) => (
            <li key={t}>
              <Link
                to={`${paths.admin.orders}?tab=${t}`}
                aria-current={t === tab ? "page" : undefined}
                className={cn(
                  "flex items-center gap-2 whitespace-nowrap rounded-sm px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
                  t === tab ? "bg-white text-zinc-900 shadow-sm" : "text-zinc-700 hover:text-zinc-900",
                )}
              >
                {ORDER_TAB_LABEL[t]}
                {list.data && (
                  <span className="rounded-full bg-zinc-200 px-2 text-xs tabular-nums">{list.data.counts[t]}</span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Card className="mt-4">
        <PagedListStatus
          query={list}
          loading="Loading orders..."
          failure="Failed to load orders"
          empty={rows.length > 0 ? null : "No orders here"}
          noun="orders"
          onPage={(p) => go({ page: p })}
        >
          {() => (
            <div className={list.isPlaceholderData ? "opacity-60" : undefined}>
              <ul className="divide-y divide-zinc-200 md:hidden">
                {rows.map((o) => (
                  <li key={o.orderId} className="grid gap-1 p-4">
                    <div className="flex items-start justify-between gap-3">
                      <Link to={paths.admin.order(o.orderId)} className="font-medium text-brand-800 underline">
                        Order #{o.orderId}
                      </Link>
                      <Badge variant="secondary">{o.stateLabel}</Badge>
                    </div>
                    <p className="break-words">{o.patientName}</p>
                    <p className="text-sm text-zinc-600">
                      {o.deliveryMethod === "pickup" ? "Collection" : "Delivery"} · {formatMoney(o.totalDue)} ·{" "}
                      {formatDateTime(o.updatedAt)}
                    </p>
                  </li>
                ))}
              </ul>
              <div className="hidden md:block">
                <DataTable headers={["Order", "Patient", "State", "Delivery", "Total due", "Last change"]}>
                  {rows.map((o) => (
                    <TableRow key={o.orderId}>
                      <TableCell>
                        <Link to={paths.admin.order(o.orderId)} className="font-medium text-brand-800 underline">
                          Order #{o.orderId}
                        </Link>
                      </TableCell>
                      <TableCell className="whitespace-nowrap">{o.patientName}</TableCell>
                      <TableCell>
                        <Badge variant="secondary">{o.stateLabel}</Badge>
                      </TableCell>
                      <TableCell>{o.deliveryMethod === "pickup" ? "Collection" : "Delivery"}</TableCell>
                      <TableCell>{formatMoney(o.totalDue)}</TableCell>
                      <TableCell className="whitespace-nowrap">{formatDateTime(o.updatedAt)}</TableCell>
                    </TableRow>
                  ))}
                </DataTable>
              </div>
            </div>
          )}
        </PagedListStatus>
      </Card>
    </Page>
  );
}
