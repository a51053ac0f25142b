/**
 * What the pharmacy has supplied to a patient: each order in a supplied state (handed to the
 * courier or across the counter), the day it left, and the dose the prescription named (the
 * order line's for an order without one). The re-order rule, the prescriber's one-step check
 * and the progress of treatment all read supplies here, so they never disagree (decision 080).
 * An old order kept as history (99) is not a supply: nothing records that it was dispensed.
 */
import { and, asc, type Column, desc, eq, getTableName, inArray, sql } from "drizzle-orm";
import { isoToday } from "@/shared/domain/dates";
import { mgFromName } from "@/shared/domain/treatment/dose-ladder";
import { HANDED_OVER_STATES, stateIds, SUPPLIED_ORDER_STATES } from "@/shared/domain/orders/order-lifecycle";
import type { DbOrTx } from "../../db/client";
import { orderEvents, orderLine, orders, prescriptions, products } from "../../db/schema";

const SUPPLIED_IDS = stateIds(SUPPLIED_ORDER_STATES);
const HANDED_OVER_IDS = stateIds(HANDED_OVER_STATES);

export interface Supply {
  orderId: number;
  /** The day the medicine left the pharmacy (yyyy-MM-dd, UK). */
  on: string;
  productId: number | null;
  /** The strength supplied, or null for a product without one in its name. */
  mg: number | null;
}

export interface LastSupply extends Omit<Supply, "productId"> {
  order: typeof orders.$inferSelect;
  productId: number;
  /** The same day as `on`, by the name the re-order rule uses. */
  suppliedOn: string;
}

/** A column named with its table: drizzle names a select's own columns bare, which a subquery would read as its own. */
const qualified = (column: Column) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
const orderId = qualified(orders.order_id);

/** When the order was handed over; an order supplied before its moves were recorded counts from its last change. */
const handedOverAt = sql<Date | string | null>`(
  select max(e.created_at) from ${orderEvents} e
  where e.order_id = ${orderId} and e.to_status_id in (${sql.join(HANDED_OVER_IDS, sql`, `)})
)`;
/** The prescription names the dose supplied (the latest, after a correction); the order line is what was asked for. */
const suppliedProductId = sql<number | null>`coalesce(
  (select p.product_id from ${prescriptions} p where p.order_id = ${orderId} order by p.prescription_id desc limit 1),
  (select l.product_id from ${orderLine} l where l.order_id = ${orderId} order by l.order_line_id limit 1)
)`;

async function strengthOf(db: DbOrTx, productIds: readonly number[]): Promise<Map<number, number | null>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.product_id, name: products.name })
    .from(products)
    .where(inArray(products.product_id, [...new Set(productIds)]));
  return new Map(rows.map((r) => [r.id, mgFromName(r.name)]));
}

const dayOf = (handedOver: Date | string | null, updatedAt: Date) =>
  isoToday(handedOver ? new Date(handedOver) : updatedAt);

/** Every supply to each of the patients, oldest first (one query for them all). */
export async function suppliesOfPatients(db: DbOrTx, patientIds: readonly number[]): Promise<Map<number, Supply[]>> {
  const found = new Map<number, Supply[]>(patientIds.map((id) => [id, []]));
  if (patientIds.length === 0) return found;
  const rows = await db
    .select({
      patientId: orders.patient_id,
      orderId: orders.order_id,
      updatedAt: orders.updated_at,
      handedOver: handedOverAt,
      productId: suppliedProductId,
    })
    .from(orders)
    .where(and(inArray(orders.patient_id, [...new Set(patientIds)]), inArray(orders.order_status_id, SUPPLIED_IDS)))
    .orderBy(asc(orders.order_id));
  const mg = await strengthOf(
    db,
    rows.flatMap((r) => (r.productId === null ? [] : [Number(r.productId)])),
  );
  for (const r of rows) {
    const productId = r.productId === null ? null : Number(r.productId);
    found.get(r.patientId)!.push({
      orderId: r.orderId,
      on: dayOf(r.handedOver, r.updatedAt),
      productId,
      mg: productId === null ? null : (mg.get(productId) ?? null),
    });
  }
  for (const list of found.values()) list.sort((a, b) => a.on.localeCompare(b.on) || a.orderId - b.orderId);
  return found;
}

/** The patient's latest supply (by order), with its order, or null when nothing was supplied. */
export async function lastSupply(db: DbOrTx, patientId: number): Promise<LastSupply | null> {
  const [row] = await db
    .select({ order: orders, handedOver: handedOverAt, productId: suppliedProductId })
    .from(orders)
    .where(and(eq(orders.patient_id, patientId), inArray(orders.order_status_id, SUPPLIED_IDS)))
    .orderBy(desc(orders.order_id))
    .limit(1);
  if (!row || row.productId === null) return null;
  const productId = Number(row.productId);
  const on = dayOf(row.handedOver, row.order.updated_at);
  const mg = (await strengthOf(db, [productId])).get(productId) ?? null;
  return { order: row.order, orderId: row.order.order_id, on, suppliedOn: on, productId, mg };
}
