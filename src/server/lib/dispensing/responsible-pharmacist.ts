/**
 * The responsible pharmacist on duty (issue 20, decision 098): the one open entry of the RP
 * log. A clinical check records them, and is refused while nobody is signed in; so is every
 * supply (decision 113).
 */
import { isNull } from "drizzle-orm";
import { DISPENSING_MESSAGES } from "@/shared/domain/dispensing/dispensing-steps";
import { AppError } from "../http/app-error";
import type { DbOrTx } from "../../db/client";
import { rpLog } from "../../db/schema";

export type RpLogRow = typeof rpLog.$inferSelect;

export async function rpOnDuty(db: DbOrTx): Promise<RpLogRow | null> {
  const [row] = await db.select().from(rpLog).where(isNull(rpLog.signed_out_at)).limit(1);
  return row ?? null;
}

/**
 * Decision 113 (Responsible Pharmacist Regulations 2008): a medicine is supplied (the accuracy
 * check, the hand-over, the dispatch) only while a responsible pharmacist is signed in: 409
 * otherwise. Answers the one on duty, whom the supply's record names.
 */
export async function requireRpOnDuty(db: DbOrTx): Promise<RpLogRow> {
  const rp = await rpOnDuty(db);
  if (!rp) throw new AppError("conflict", DISPENSING_MESSAGES.noResponsiblePharmacist);
  return rp;
}
