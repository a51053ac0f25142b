import { useState } from "react";
import { Page } from "@/client/components/layout/page";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { TableCell, TableRow } from "@/client/components/ui/table";
import { EXPIRY_STATE_LABEL, STOCK_MESSAGES } from "@/shared/domain/dispensing/stock";
import { DispensaryNav } from "@/client/features/admin-shell/components/layout/dispensary-nav";
import { ListStatus } from "@/client/features/admin-shell/components/page-parts/list-status";
import { PagedTable, ScrollTable } from "@/client/features/admin-shell/components/page-parts/list-parts";
import { ExportLink } from "@/client/features/admin-shell/components/page-parts/export-link";
import { formatDateTime, formatShortDate } from "@/client/features/admin-shell/lib/format";
import {
  STOCK_CSV_HREF,
  type StockBatch,
  type StockProduct,
  useStockMovements,
  useStockOnHand,
} from "../api/stock-api";
import { AdjustStockDialog } from "../components/adjust-stock-dialog";
import { ReceiveStockDialog } from "../components/receive-stock-dialog";

const PLACE_LABEL: Record<string, string> = { stock: "free", assembled: "assembled", quarantine: "quarantine" };

/** One batch's row: its expiry (marked short-dated or expired), and the packs in each place. */
function BatchRow({ product, batch }: { product: StockProduct; batch: StockBatch }) {
  const [adjusting, setAdjusting] = useState(false);
  return (
    <TableRow>
      <TableCell className="font-medium">{batch.batch}</TableCell>
      <TableCell>
        <span className="whitespace-nowrap">{formatShortDate(batch.expiry)}</span>{" "}
        {batch.state !== "in_date" && (
          <Badge variant={batch.state === "expired" ? "destructive" : "secondary"}>
            {EXPIRY_STATE_LABEL[batch.state]}
          </Badge>
        )}
      </TableCell>
      <TableCell>{batch.free}</TableCell>
      <TableCell>{batch.assembled}</TableCell>
      <TableCell>{batch.quarantined}</TableCell>
      <TableCell>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setAdjusting(true)}
          aria-label={`Adjust batch ${batch.batch}`}
        >
          Adjust
        </Button>
        <AdjustStockDialog product={product} batch={batch} open={adjusting} onOpenChange={setAdjusting} />
      </TableCell>
    </TableRow>
  );
}

/** What a product's stock comes to: not tracked, out of stock, or the packs free to supply. */
function productState(p: StockProduct) {
  if (!p.tracked) return { text: `${STOCK_MESSAGES.notTracked}: no stock received yet.`, alarm: false };
  if (p.free === 0) return { text: STOCK_MESSAGES.outOfStock, alarm: true };
  return { text: `${p.free} ${p.free === 1 ? "pack" : "packs"} free to supply.`, alarm: false };
}

function ProductStock({ product }: { product: StockProduct }) {
  const state = productState(product);
  return (
    <section aria-labelledby={`stock-${product.productId}`} className="border-t border-zinc-200 first:border-t-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2 px-4 pt-4">
        <h3 id={`stock-${product.productId}`} className="font-semibold">
          {product.name}
        </h3>
        <p className={state.alarm ? "text-sm font-medium text-red-800" : "text-sm text-zinc-600"}>{state.text}</p>
      </div>
      {product.batches.length > 0 ? (
        <ScrollTable headers={["Batch", "Expiry", "Free", "Assembled for orders", "Quarantined", "Actions"]}>
          {product.batches.map((b) => (
            <BatchRow key={b.batch} product={product} batch={b} />
          ))}
        </ScrollTable>
      ) : (
        <p className="px-4 pb-4 pt-2 text-sm text-zinc-600">No packs on hand.</p>
      )}
    </section>
  );
}

/**
 * /admin/stock (issue 29, decision 124): stock on hand by product and batch, goods in by scan,
 * adjustments with a reason, and every movement, exported as CSV. Short-dated packs (expiring
 * within the 28-day supply) and expired ones are marked; neither can be assembled.
 */
export default function StockPage() {
  const onHand = useStockOnHand();
  const [page, setPage] = useState(1);
  const movements = useStockMovements(page);
  const [receiving, setReceiving] = useState(false);
  const products = onHand.data?.products ?? [];
  return (
    <Page title="Stock" className="max-w-7xl py-6">
      <DispensaryNav />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Stock</h1>
          <p className="mt-1 text-zinc-600">
            Packs on hand by batch. Assembly takes the pack from stock; a recalled batch goes to quarantine.
          </p>
        </div>
        <Button onClick={() => setReceiving(true)}>Receive stock</Button>
        <ReceiveStockDialog open={receiving} onOpenChange={setReceiving} />
      </div>
      <Card className="mt-6">
        <CardHeader>
          <CardTitle>Stock on hand</CardTitle>
          <CardDescription>
            Short-dated packs expire within the 28-day supply and are not supplied; nor are expired ones.
          </CardDescription>
        </CardHeader>
        <CardContent className="p-0">
          <ListStatus
            query={onHand}
            loading="Loading stock..."
            failure="Failed to load stock"
            empty={products.length === 0 ? "No products." : null}
          >
            {() => products.map((p) => <ProductStock key={p.productId} product={p} />)}
          </ListStatus>
        </CardContent>
      </Card>
      <Card className="mt-6">
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-zinc-200 p-4">
          <h2 className="text-lg font-semibold">Movements</h2>
          <ExportLink href={STOCK_CSV_HREF} />
        </div>
        <PagedTable
          query={movements}
          loading="Loading the movements..."
          failure="Failed to load the movements"
          empty={movements.data?.movements.length === 0 ? "No stock received yet." : null}
          noun="movements"
          onPage={setPage}
          headers={["Recorded", "Movement", "Batch", "Packs", "Details"]}
        >
          {() =>
            movements.data!.movements.map((m) => (
              <TableRow key={m.id}>
                <TableCell>
                  <span className="whitespace-nowrap">{formatDateTime(m.at)}</span>
                  <span className="block text-sm text-zinc-600">{m.by}</span>
                </TableCell>
                <TableCell>
                  {m.kindLabel}
                  <span className="block text-sm text-zinc-600">{m.productName}</span>
                </TableCell>
                <TableCell>
                  {m.batch}
                  <span className="block text-sm text-zinc-600">Expiry {formatShortDate(m.expiry)}</span>
                </TableCell>
                <TableCell>
                  {m.quantity}
                  <span className="block text-sm text-zinc-600">
                    {m.from ? PLACE_LABEL[m.from] : "in"} → {m.to ? PLACE_LABEL[m.to] : "out"}
                  </span>
                </TableCell>
                <TableCell className="text-sm">
                  {[
                    m.supplier && `${m.supplier}, invoice ${m.invoiceReference}`,
                    m.orderId && `Order #${m.orderId}`,
                    m.reason,
                  ]
                    .filter(Boolean)
                    .join(". ")}
                </TableCell>
              </TableRow>
            ))
          }
        </PagedTable>
      </Card>
    </Page>
  );
}
