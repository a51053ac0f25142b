import { count, desc } from "drizzle-orm";
import type { StaffCtx } from "../../deps";
import { fridgeReadings } from "../../db/schema";
import { fridgeStatus } from "../../lib/dispensing/fridge-log";
import { toFridgeReading } from "./fridge-reading.mapper";
import { openExcursion } from "../../lib/dispensing/fridge-excursions";
import { toExcursion } from "./close-fridge-excursion";

export const FRIDGE_PAGE_SIZE = 30;

/** GET /api/admin/fridge?page=: today's count, the recent days without a reading, and the log, newest first. */
export async function listFridgeReadings({ db, now, employee }: StaffCtx, query: { page?: string }) {
  const page = Number(query.page ?? "1");
  const [status, rows, [total], excursion] = await Promise.all([
    fridgeStatus(db, now),
    db
      .select()
      .from(fridgeReadings)
      .orderBy(desc(fridgeReadings.recorded_at), desc(fridgeReadings.reading_id))
      .limit(FRIDGE_PAGE_SIZE)
      .offset((page - 1) * FRIDGE_PAGE_SIZE),
    db.select({ n: count() }).from(fridgeReadings),
    openExcursion(db),
  ]);
  return {
    ...status,
    /** Decision 121: the open excursion that holds supply, if any. */
    excursion: excursion ? toExcursion(excursion) : null,
    /** Whether the viewer may record an excursion's assessment: a registered pharmacist. */
    canAssess: employee.registration === "pharmacist",
    readings: rows.map(toFridgeReading),
    page,
    pageSize: FRIDGE_PAGE_SIZE,
    total: total?.n ?? 0,
  };
}
