/**
 * The responsible pharmacist on duty (issue 20, decision 098): the one open entry of the RP
 * log. A clinical check records them, and is refused while nobody is signed in.
 */
import { isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { rpLog } from "../../db/schema";

export type RpLogRow = typeof rpLog.$inferSelect;

export async function rpOnDuty(db: DbOrTx): Promise<RpLogRow | null> {
  const [row] = await db.select().from(rpLog).where(isNull(rpLog.signed_out_at)).limit(1);
  return row ?? null;
}
