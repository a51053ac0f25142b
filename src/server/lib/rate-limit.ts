/**
 * A fixed-window request limiter over the `rate_limits` table, shared by every server
 * instance. One atomic INSERT … ON CONFLICT DO UPDATE counts the hit and starts a new window
 * when the old one has ended, so two concurrent requests can never both slip through on a
 * stale count.
 */
import { createHash } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { type DbOrTx, queryRows } from "../db/client";
import { rateLimits } from "../db/schema";
import { AppError } from "./app-error";
import type { AppEnv } from "./context";

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

/**
 * Hono middleware: limits a route per client address (c.var.clientIp). Over the limit it
 * answers 429 with a Retry-After header and `message`.
 */
export function rateLimitByIp(name: string, limit: FixedWindow, message: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { database, now } = c.var.deps;
    const at = now();
    const result = await hitRateLimit(database.db, `${name}:${c.var.clientIp}`, limit, at);
    if (!result.allowed) throw new AppError("rate_limited", message, { headers: { "Retry-After": String(result.retryAfterSeconds) } });
    // Old counters are dropped now and then, so the table stays small without a scheduler.
    if (result.count === 1 && Math.random() < 0.05) {
      await pruneRateLimits(database.db, at, 24 * 60 * 60 * 1000).catch((error: unknown) =>
        console.warn("[rate-limit] pruning old counters failed:", (error as Error).message),
      );
    }
    await next();
  };
}

/**
 * Hono middleware, after validation: limits a route per sender, the `email` of the JSON body
 * (trimmed, any case), from whatever client address. A form that e-mails the address it is
 * given must not be usable to flood one mailbox from many addresses. The address is hashed,
 * so the table holds none.
 */
export function rateLimitBySender(name: string, limit: FixedWindow, message: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const body = (await c.req.json().catch(() => null)) as { email?: unknown } | null;
    const email = typeof body?.email === "string" ? body.email.trim().toLowerCase() : "";
    if (email) {
      const { database, now } = c.var.deps;
      const key = `${name}:${createHash("sha256").update(email).digest("hex")}`;
      const result = await hitRateLimit(database.db, key, limit, now());
      if (!result.allowed) throw new AppError("rate_limited", message, { headers: { "Retry-After": String(result.retryAfterSeconds) } });
    }
    await next();
  };
}
