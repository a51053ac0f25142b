/** Stock on hand and its movements, as the Stock page shows them (issue 29, decision 124). */
import { asc, desc, eq, sql } from "drizzle-orm";
import { expiryState, STOCK_MOVES } from "@/shared/domain/dispensing/stock";
import type { DbOrTx } from "../../db/client";
import { products, stockMovements } from "../../db/schema";
import { batchBalances, suppliableOf } from "../../lib/dispensing/stock";

const PAGE_SIZE = 25;

/**
 * Every product, tracked or not, with its batches that still
 * hold a pack anywhere: free, assembled for orders not yet supplied, quarantined. Soonest expiry first.
 */
export async function stockOnHand(db: DbOrTx, today: Date) {
  const batches = await batchBalances(db);
  const suppliable = suppliableOf(batches, today);
  const all = await db
    .select({ id: products.product_id, name: products.name, gtin: products.gtin })
    .from(products)
    .orderBy(asc(products.product_id));
  return all.map((p) => {
    const onHand = batches
      .filter((b) => b.productId === p.id && b.free + b.assembled + b.quarantined > 0)
      .map(({ productId: _p, received: _r, ...b }) => ({ ...b, state: expiryState(b.expiry, today) }));
    const free = suppliable.get(p.id);
    return {
      productId: p.id,
      name: p.name,
      gtin: p.gtin,
      tracked: free !== undefined,
      free: free ?? 0,
      batches: onHand,
    };
  });
}

const movementColumns = {
  id: stockMovements.movement_id,
  at: stockMovements.recorded_at,
  productName: products.name,
  batch: stockMovements.batch_number,
  expiry: stockMovements.expiry_date,
  kind: stockMovements.kind,
  from: stockMovements.from_place,
  to: stockMovements.to_place,
  quantity: stockMovements.quantity,
  orderId: stockMovements.order_id,
  supplier: stockMovements.supplier,
  invoiceReference: stockMovements.invoice_reference,
  reason: stockMovements.reason,
  by: stockMovements.recorded_by_name,
};

const toMovement = (r: Awaited<ReturnType<typeof selectMovements>>[number]) => ({
  ...r,
  at: r.at.toISOString(),
  kindLabel: STOCK_MOVES[r.kind].label,
});

const selectMovements = (db: DbOrTx) =>
  db
    .select(movementColumns)
    .from(stockMovements)
    .innerJoin(products, eq(products.product_id, stockMovements.product_id));

/** The movements, newest first, a page at a time. */
export async function movementsPage(db: DbOrTx, page: number) {
  const [{ total }] = (await db.select({ total: sql<number>`count(*)::int` }).from(stockMovements)) as [
    { total: number },
  ];
  const rows = await selectMovements(db)
    .orderBy(desc(stockMovements.recorded_at), desc(stockMovements.movement_id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return {
    movements: rows.map(toMovement),
    page,
    pageSize: PAGE_SIZE,
    total,
  };
}

/** Every movement, oldest first: the CSV export. */
export async function allMovements(db: DbOrTx) {
  const rows = await selectMovements(db).orderBy(asc(stockMovements.movement_id));
  return rows.map(toMovement);
}
