/**
 * Fridge excursions (issue 29, decision 121): a reading outside 2–8 °C opens one, and while
 * one is open no medicine is assembled, checked, handed over or dispatched; a pharmacist's
 * assessment closes it.
 */
import { isNull } from "drizzle-orm";
import { FRIDGE_MESSAGES } from "@/shared/domain/dispensing/fridge";
import type { DbOrTx } from "../../db/client";
import { fridgeExcursions } from "../../db/schema";
import { AppError } from "../http/app-error";

/** The open excursion, if there is one. */
export async function openExcursion(db: DbOrTx) {
  const [row] = await db.select().from(fridgeExcursions).where(isNull(fridgeExcursions.closed_at)).limit(1);
  return row ?? null;
}

/** Opens an excursion for the reading, unless one is open already (the first reading out of range opened it). */
export async function openExcursionFor(tx: DbOrTx, readingId: number, now: Date) {
  await tx.insert(fridgeExcursions).values({ opened_by_reading_id: readingId, opened_at: now }).onConflictDoNothing();
}

/** 409 while an excursion is open: every step that moves a medicine toward the patient calls it. */
export async function requireNoOpenExcursion(db: DbOrTx) {
  if (await openExcursion(db)) throw new AppError("conflict", FRIDGE_MESSAGES.held);
}
