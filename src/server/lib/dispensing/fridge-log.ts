/**
 * Where the fridge log stands (decision 098): today's readings and the recent days without one,
 * on the pharmacy's day (UK time). Read by the fridge page and the dashboard.
 */
import { sql } from "drizzle-orm";
import { FRIDGE_LOOKBACK_DAYS, FRIDGE_READINGS_PER_DAY, missingReadingDays } from "@/shared/domain/dispensing/fridge";
import { ukDay } from "@/shared/domain/people/retention";
import { type DbOrTx, queryRows } from "../../db/client";
import { DAY_MS } from "@/shared/domain/dates";

const UK_DAY = sql.raw("to_char((recorded_at AT TIME ZONE 'Europe/London')::date, 'YYYY-MM-DD')");
export async function fridgeStatus(db: DbOrTx, now: Date) {
  const today = ukDay(now);
  // A little more than the look-back, so a UK day that began before midnight UTC is whole.
  const since = new Date(now.getTime() - (FRIDGE_LOOKBACK_DAYS + 2) * DAY_MS);
  const [days, [first]] = await Promise.all([
    queryRows<{ day: string; n: number }>(
      db,
      sql`SELECT ${UK_DAY} AS day, count(*)::int AS n FROM fridge_readings
          WHERE recorded_at >= ${since.toISOString()}::timestamptz GROUP BY 1`,
    ),
    queryRows<{ day: string | null }>(db, sql`SELECT min(${UK_DAY}) AS day FROM fridge_readings`),
  ]);
  return {
    today: { count: days.find((r) => r.day === today)?.n ?? 0, needed: FRIDGE_READINGS_PER_DAY },
    missingDays: missingReadingDays(new Set(days.map((r) => r.day)), first?.day ?? null, today),
  };
}
