/**
 * Returned packs (issue 29 item 5, decision 125): a pack that comes back is quarantined for
 * destruction and never supplied again. A return closes the order's round of dispensing steps
 * (its `return` row keeps the pack's facts); the pack of the round is the one the checks read.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { RETURN_STEP } from "@/shared/domain/dispensing/dispensing-steps";
import { normalizeBatch } from "@/shared/domain/dispensing/recalls";
import { RETURN_MESSAGES } from "@/shared/domain/orders/returns";
import type { DbOrTx } from "../../db/client";
import { dispensingSteps, orderLine, pomRegister } from "../../db/schema";
import { AppError } from "../http/app-error";

/** A pack as assembled: the assembly step, when the steps were recorded, else the register's batch. */
export interface Pack {
  assemblyStepId: number | null;
  productId: number | null;
  gtin: string | null;
  batchNumber: string;
  expiryDate: string;
  serialNumber: string | null;
}

/**
 * The order's pack in its current round: the latest assembly, unless a return came after it
 * (the round is then closed and no pack is the order's). For an order dispensed before the steps
 * were recorded, its latest register entry's batch of the ordered product. Null before any pack.
 */
export async function currentPack(db: DbOrTx, orderId: number): Promise<Pack | null> {
  const [step] = await db
    .select()
    .from(dispensingSteps)
    .where(and(eq(dispensingSteps.order_id, orderId), inArray(dispensingSteps.step, ["assembly", RETURN_STEP])))
    .orderBy(desc(dispensingSteps.step_id))
    .limit(1);
  if (step?.step === RETURN_STEP) return null;
  if (step?.batch_number && step.expiry_date) {
    return {
      assemblyStepId: step.step_id,
      productId: step.product_id,
      gtin: step.gtin,
      batchNumber: step.batch_number,
      expiryDate: step.expiry_date,
      serialNumber: step.serial_number,
    };
  }
  const [entry] = await db
    .select({ productId: orderLine.product_id, batch: pomRegister.batch_number, expiry: pomRegister.expiry_date })
    .from(pomRegister)
    .leftJoin(orderLine, eq(orderLine.order_id, pomRegister.order_id))
    .where(eq(pomRegister.order_id, orderId))
    .orderBy(desc(pomRegister.entry_id))
    .limit(1);
  return entry
    ? {
        assemblyStepId: null,
        productId: entry.productId,
        gtin: null,
        batchNumber: entry.batch,
        expiryDate: entry.expiry,
        serialNumber: null,
      }
    : null;
}

/** The returned pack (its batch, whatever the case, and its serial) this pack is, or null. */
async function returnedTwin(db: DbOrTx, pack: { batchNumber: string; serialNumber: string | null | undefined }) {
  const serial = pack.serialNumber?.trim();
  if (!serial) return null;
  const [returned] = await db
    .select({ id: dispensingSteps.step_id })
    .from(dispensingSteps)
    .where(
      and(
        eq(dispensingSteps.step, RETURN_STEP),
        sql`upper(${dispensingSteps.batch_number}) = ${normalizeBatch(pack.batchNumber)}`,
        sql`upper(btrim(${dispensingSteps.serial_number})) = ${serial.toUpperCase()}`,
      ),
    )
    .limit(1);
  return returned
    ? { batch: pack.batchNumber, serial, message: RETURN_MESSAGES.packReturned(pack.batchNumber, serial) }
    : null;
}

/**
 * 409 when the pack (its batch, whatever the case, and its serial) is one that came back: never
 * supplied again, whichever order it was returned from. A pack typed without its serial cannot
 * be told from the other packs of its batch, so it is not refused here.
 */
export async function requirePackNotReturned(
  db: DbOrTx,
  pack: { batchNumber: string; serialNumber: string | null | undefined },
) {
  const twin = await returnedTwin(db, pack);
  if (twin) throw new AppError("conflict", twin.message);
}

/**
 * What the order page says before anyone tries: the order's pack is one that came back on
 * another order after it was checked (the same pack typed on two orders), so it is held.
 */
export async function returnedHolding(db: DbOrTx, orderId: number) {
  const pack = await currentPack(db, orderId);
  return pack ? returnedTwin(db, pack) : null;
}

/**
 * 409 while the order's pack (its current round's, currentPack) is one that came back on any
 * order: "Collected" and "Dispatch" call it, for a pack checked before its twin came back.
 */
export async function requireOrderPackNotReturned(db: DbOrTx, orderId: number) {
  const twin = await returnedHolding(db, orderId);
  if (twin) throw new AppError("conflict", twin.message);
}
