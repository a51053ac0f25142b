/**
 * A fixed-window request limiter over the `rate_limits` table, shared by every server
 * instance. One atomic INSERT … ON CONFLICT DO UPDATE counts the hit and starts a new window
 * when the old one has ended, so two concurrent requests can never both slip through on a
 * stale count.
 */
import { lt, sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../../db/client";
import { rateLimits } from "../../db/schema";

export interface FixedWindow {
  /** Requests allowed per window. */
  max: number;
  /** Window length in milliseconds, counted from the first request of the window. */
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Whole seconds until the current window ends (at least 1). */
  retryAfterSeconds: number;
}

/** Counts one request for `key` at `now` and says whether it is within the limit. */
export async function hitRateLimit(db: DbOrTx, key: string, limit: FixedWindow, now: Date): Promise<RateLimitResult> {
  const nowIso = now.toISOString();
  const windowEndedBefore = new Date(now.getTime() - limit.windowMs).toISOString();
  const expired = sql`rate_limits.window_start <= ${windowEndedBefore}::timestamptz`;
  const [row] = await queryRows<{ count: number; window_start: string | Date }>(
    db,
    sql`INSERT INTO rate_limits (key, count, window_start) VALUES (${key}, 1, ${nowIso}::timestamptz)
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN ${expired} THEN 1 ELSE rate_limits.count + 1 END,
          window_start = CASE WHEN ${expired} THEN excluded.window_start ELSE rate_limits.window_start END
        RETURNING count, window_start`,
  );
  const count = Number(row!.count);
  const windowEnds = new Date(row!.window_start).getTime() + limit.windowMs;
  return {
    allowed: count <= limit.max,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)),
  };
}

/** Removes counters whose window ended more than `olderThanMs` before `now`. */
export async function pruneRateLimits(db: DbOrTx, now: Date, olderThanMs: number): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.window_start, new Date(now.getTime() - olderThanMs)));
}
