/**
 * Recalls that hold (issue 29, decision 122): a batch a recorded recall names, of the recall's
 * product, is never assembled, and a pack of it assembled earlier is held at the accuracy check,
 * the hand-over and the dispatch. A closed recall still holds: its batches stay quarantined.
 */
import { and, eq, sql } from "drizzle-orm";
import { normalizeBatch, RECALL_MESSAGES } from "@/shared/domain/dispensing/recalls";
import type { DbOrTx } from "../../db/client";
import { recallBatches, recalls } from "../../db/schema";
import { AppError } from "../http/app-error";
import { currentPack } from "./returned-packs";

/** The recall that names `batch` of `productId`, the first recorded, or null. */
export async function recallOf(db: DbOrTx, productId: number, batch: string) {
  const [row] = await db
    .select({ recallId: recalls.recall_id, reference: recalls.reference })
    .from(recallBatches)
    .innerJoin(recalls, eq(recalls.recall_id, recallBatches.recall_id))
    .where(and(eq(recallBatches.batch_number, normalizeBatch(batch)), eq(recalls.product_id, productId)))
    .orderBy(recalls.recall_id)
    .limit(1);
  return row ?? null;
}

/** 409 "Batch X is recalled (REF)." when the batch of the product is recalled. */
export async function requireBatchNotRecalled(db: DbOrTx, productId: number, batch: string) {
  const recall = await recallOf(db, productId, batch);
  if (recall) throw new AppError("conflict", RECALL_MESSAGES.held(batch, recall.reference));
}

/**
 * The order's pack as last assembled in its current round (currentPack: none once a return
 * closed the round, decision 125), as product and batch; null before any pack.
 */
async function lastAssembly(db: DbOrTx, orderId: number) {
  const pack = await currentPack(db, orderId);
  return pack?.productId ? { productId: pack.productId, batch: pack.batchNumber } : null;
}

/** 409 while the order's assembled pack is of a recalled batch: the accuracy check, "Collected" and "Dispatch" call it. */
export async function requirePackNotRecalled(db: DbOrTx, orderId: number) {
  const pack = await lastAssembly(db, orderId);
  if (pack) await requireBatchNotRecalled(db, pack.productId, pack.batch);
}

/** What the order page says before anyone tries: the recall holding the order's pack, if any. */
export async function recallHolding(db: DbOrTx, orderId: number) {
  const pack = await lastAssembly(db, orderId);
  if (!pack) return null;
  const recall = await recallOf(db, pack.productId, pack.batch);
  return recall
    ? { batch: pack.batch, reference: recall.reference, message: RECALL_MESSAGES.held(pack.batch, recall.reference) }
    : null;
}

/** Open recalls, oldest first, for the dashboard. */
export function openRecalls(db: DbOrTx) {
  return db
    .select({ id: recalls.recall_id, reference: recalls.reference, recordedAt: recalls.recorded_at })
    .from(recalls)
    .where(sql`${recalls.closed_at} IS NULL`)
    .orderBy(recalls.recorded_at);
}
