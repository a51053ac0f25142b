/**
 * Stock on hand (issue 29, decision 124): packs of a product and batch move between places, and
 * what a place holds is what moved in less what moved out (`stock_movements`, append-only). A
 * product is tracked from its first goods-in; until then assembly takes nothing from stock. Every
 * change for one product queues on its row, so two assemblies never take the last pack twice.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { normalizeBatch } from "@/shared/domain/dispensing/recalls";
import {
  expiryState,
  STOCK_MESSAGES,
  STOCK_MOVES,
  type StockMoveKind,
  type StockPlace,
} from "@/shared/domain/dispensing/stock";
import type { DbOrTx, Tx } from "../../db/client";
import type { StaffCtx } from "../../deps";
import { products, stockMovements, stockWishes } from "../../db/schema";
import { AppError } from "../http/app-error";
import { recallOf } from "./recall-holds";
import { currentPack, type Pack as AssembledPack } from "./returned-packs";

/** Who records a movement: a member of staff, or the pharmacy's own rules (a recall's quarantine). */
export interface StockActor {
  now: Date;
  actor: { name: string };
  /** Null when a patient (cancelling their order) or the pharmacy's own job moves it. */
  employee: Pick<StaffCtx["employee"], "employee_id"> | null;
}

export interface Pack {
  productId: number;
  batch: string;
  expiry: string;
}

/** Queues every stock change of the product behind this transaction's. */
export async function lockProductStock(tx: Tx, productId: number) {
  await tx.select({ id: products.product_id }).from(products).where(eq(products.product_id, productId)).for("update");
}

/** Tracked from its first goods-in (decision 124): before it, assembly works as it did. */
export async function isTracked(db: DbOrTx, productId: number) {
  const [row] = await db
    .select({ id: stockMovements.movement_id })
    .from(stockMovements)
    .where(and(eq(stockMovements.product_id, productId), eq(stockMovements.kind, "received")))
    .limit(1);
  return row !== undefined;
}

/** A place's balance: what moved in less what moved out (a SQL expression per place). */
export const held = (place: StockPlace) =>
  sql<number>`coalesce(sum(CASE WHEN ${stockMovements.to_place} = ${place} THEN ${stockMovements.quantity} WHEN ${stockMovements.from_place} = ${place} THEN -${stockMovements.quantity} ELSE 0 END), 0)::int`;

/** The batch's packs in each place, and the expiry it was received with (null: never here). */
export async function batchBalance(db: DbOrTx, productId: number, batch: string) {
  const [row] = await db
    .select({
      stock: held("stock"),
      assembled: held("assembled"),
      quarantine: held("quarantine"),
      expiry: sql<string | null>`min(${stockMovements.expiry_date})`,
    })
    .from(stockMovements)
    .where(and(eq(stockMovements.product_id, productId), eq(stockMovements.batch_number, normalizeBatch(batch))));
  return row!;
}

export interface Movement extends Pack {
  kind: StockMoveKind;
  /** Where the packs come from, when the kind allows more than one place (an adjustment). */
  from?: StockPlace | null;
  quantity: number;
  orderId?: number | null;
  supplier?: string | null;
  invoiceReference?: string | null;
  reason?: string | null;
}

/** Writes one movement; its places are the kind's (STOCK_MOVES), or the adjustment's own source. */
export async function recordMovement(db: DbOrTx, by: StockActor, m: Movement) {
  const move = STOCK_MOVES[m.kind];
  const [row] = await db
    .insert(stockMovements)
    .values({
      product_id: m.productId,
      batch_number: normalizeBatch(m.batch),
      expiry_date: m.expiry,
      kind: m.kind,
      from_place: m.from !== undefined ? m.from : move.from,
      to_place: move.to,
      quantity: m.quantity,
      order_id: m.orderId ?? null,
      supplier: m.supplier ?? null,
      invoice_reference: m.invoiceReference ?? null,
      reason: m.reason ?? null,
      recorded_at: by.now,
      recorded_by_employee_id: by.employee?.employee_id ?? null,
      recorded_by_name: by.actor.name,
    })
    .returning();
  return row!;
}

/** The packs assembled for the order and not yet supplied, put back or quarantined, by batch. */
export async function packsWithOrder(db: DbOrTx, orderId: number) {
  const rows = await db
    .select({
      productId: stockMovements.product_id,
      batch: stockMovements.batch_number,
      expiry: sql<string>`min(${stockMovements.expiry_date})`,
      count: held("assembled"),
    })
    .from(stockMovements)
    .where(eq(stockMovements.order_id, orderId))
    .groupBy(stockMovements.product_id, stockMovements.batch_number);
  return rows.filter((r) => r.count > 0);
}

/**
 * Assembly (decision 124): a tracked product's pack leaves free stock for the order, after any
 * pack assembled for it before goes back (to quarantine when its batch is recalled). The batch
 * must be in stock with the expiry it was received with.
 */
export async function takeForAssembly(
  tx: Tx,
  by: StockActor,
  orderId: number,
  pack: Pack,
  /** The field the expiry came from: the scan, or the typed date. */
  expiryField = "expiryDate",
) {
  // The earlier pack goes back first, whatever the new one is (a correction may change the product).
  await releaseOrderPacks(tx, by, orderId);
  if (!(await isTracked(tx, pack.productId))) return;
  await lockProductStock(tx, pack.productId);
  const balance = await batchBalance(tx, pack.productId, pack.batch);
  const batch = normalizeBatch(pack.batch);
  if (balance.stock < 1) throw new AppError("conflict", STOCK_MESSAGES.notInStock(batch));
  if (balance.expiry && balance.expiry !== pack.expiry) {
    const message = STOCK_MESSAGES.expiryMismatch(batch, balance.expiry);
    throw new AppError("invalid_input", message, { fields: { [expiryField]: message } });
  }
  await recordMovement(tx, by, { ...pack, kind: "assembled", quantity: 1, orderId });
}

/**
 * The order's assembled packs go back to stock, or to quarantine when their batch is recalled:
 * at a reassembly, and when the order closes before its accuracy check (cancelled, withdrawn,
 * its approval reversed).
 */
export async function releaseOrderPacks(tx: Tx, by: StockActor, orderId: number) {
  for (const p of await packsWithOrder(tx, orderId)) {
    await lockProductStock(tx, p.productId);
    const recalled = await recallOf(tx, p.productId, p.batch);
    await recordMovement(tx, by, {
      ...p,
      kind: recalled ? "held_back" : "put_back",
      quantity: p.count,
      orderId,
      reason: recalled ? `Recall ${recalled.reference}` : null,
    });
  }
}

/** "Collected" and "Dispatch": the order's assembled pack leaves the pharmacy. */
export async function supplyOrderPacks(tx: Tx, by: StockActor, orderId: number) {
  for (const p of await packsWithOrder(tx, orderId)) {
    await recordMovement(tx, by, { ...p, kind: "supplied", quantity: p.count, orderId });
  }
}

/** A recall or an excursion: the batch's free stock moves to quarantine, with why. */
export async function quarantineFreeStock(tx: Tx, by: StockActor, productId: number, batch: string, reason: string) {
  await lockProductStock(tx, productId);
  const balance = await batchBalance(tx, productId, batch);
  if (balance.stock > 0 && balance.expiry) {
    await recordMovement(tx, by, {
      productId,
      batch,
      expiry: balance.expiry,
      kind: "quarantined",
      quantity: balance.stock,
      reason,
    });
  }
}

/**
 * The ledger summed (decision 124): each product's batches with their expiry, what each place
 * holds of them, and whether the batch was ever received. Soonest expiry first.
 */
export function batchBalances(db: DbOrTx) {
  return db
    .select({
      productId: stockMovements.product_id,
      batch: stockMovements.batch_number,
      expiry: sql<string>`min(${stockMovements.expiry_date})`,
      free: held("stock"),
      assembled: held("assembled"),
      quarantined: held("quarantine"),
      received: sql<boolean>`bool_or(${stockMovements.kind} = 'received')`,
    })
    .from(stockMovements)
    .groupBy(stockMovements.product_id, stockMovements.batch_number)
    .orderBy(sql`min(${stockMovements.expiry_date})`, stockMovements.batch_number);
}
export type BatchBalance = Awaited<ReturnType<typeof batchBalances>>[number];

/** Every batch with free stock: what an excursion's quarantine moves. */
export async function batchesWithFreeStock(db: DbOrTx) {
  return (await batchBalances(db)).filter((r) => r.free > 0);
}

/**
 * The packs free to supply, by tracked product (decision 124): in free stock and lasting the
 * 28-day supply. A product missing from the map was never received: not tracked.
 */
export function suppliableOf(batches: BatchBalance[], today: Date): Map<number, number> {
  const tracked = new Set(batches.filter((r) => r.received).map((r) => r.productId));
  const out = new Map<number, number>([...tracked].map((id) => [id, 0]));
  for (const r of batches) {
    if (tracked.has(r.productId) && r.free > 0 && expiryState(r.expiry, today) === "in_date")
      out.set(r.productId, out.get(r.productId)! + r.free);
  }
  return out;
}

/** suppliableOf the whole ledger. */
export async function suppliableByProduct(db: DbOrTx, today: Date): Promise<Map<number, number>> {
  return suppliableOf(await batchBalances(db), today);
}

/** The tracked products with nothing free to supply; a product never received is never out of stock. */
export async function outOfStockProducts(db: DbOrTx, today: Date): Promise<Set<number>> {
  const suppliable = await suppliableByProduct(db, today);
  return new Set([...suppliable].filter(([, n]) => n === 0).map(([id]) => id));
}

/** 409 when the product is tracked and out of stock: a dose that cannot be supplied is not ordered. */
export async function requireInStock(db: DbOrTx, productId: number, today: Date) {
  if ((await outOfStockProducts(db, today)).has(productId))
    throw new AppError("conflict", STOCK_MESSAGES.outOfStockRefusal);
}

/** The products the patient asked to be told about, not yet told (decision 124). */
export async function waitingForStock(db: DbOrTx, patientId: number) {
  const rows = await db
    .select({ productId: stockWishes.product_id })
    .from(stockWishes)
    .where(and(eq(stockWishes.patient_id, patientId), isNull(stockWishes.told_at)));
  return rows.map((r) => r.productId);
}

/**
 * The returned pack goes to quarantine for destruction, never back to stock (decisions 124 and
 * 125). Called by the return, inside its transaction, before the return closes the round. A pack
 * still with the order (never handed over) moves from "assembled" to quarantine; one that had
 * left the pharmacy comes back into quarantine. Answers the pack's facts (product, batch, expiry,
 * serial), or null when the order has no pack on record.
 */
export async function quarantineReturnedPack(
  tx: Tx,
  ctx: Pick<StaffCtx, "employee" | "actor" | "now">,
  { orderId, reason }: { orderId: number; reason: string },
): Promise<AssembledPack | null> {
  const pack = await currentPack(tx, orderId);
  if (!pack?.productId) return pack;
  await lockProductStock(tx, pack.productId);
  const withOrder = await packsWithOrder(tx, orderId);
  const movement = { kind: "returned" as const, orderId, reason };
  if (withOrder.length > 0) {
    for (const p of withOrder)
      await recordMovement(tx, ctx, { ...p, ...movement, from: "assembled", quantity: p.count });
  } else {
    const returned = { productId: pack.productId, batch: pack.batchNumber, expiry: pack.expiryDate };
    await recordMovement(tx, ctx, { ...returned, ...movement, quantity: 1 });
  }
  return pack;
}
