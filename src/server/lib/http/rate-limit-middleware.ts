/** The rate limits of public routes, as Hono middleware over the shared counters of ./rate-limit. */
import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { AppError } from "./app-error";
import type { AppEnv } from "../../deps";
import { type FixedWindow, hitRateLimit, pruneRateLimits } from "./rate-limit";
import { DAY_MS } from "@/shared/domain/dates";

/**
 * Hono middleware: limits a route per client address (c.var.clientIp). Over the limit it
 * answers 429 with a Retry-After header and `message`.
 */
export function rateLimitByIp(name: string, limit: FixedWindow, message: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { database, now } = c.var.deps;
    const at = now();
    const result = await hitRateLimit(database.db, `${name}:${c.var.clientIp}`, limit, at);
    if (!result.allowed)
      throw new AppError("rate_limited", message, { headers: { "Retry-After": String(result.retryAfterSeconds) } });
    // Old counters are dropped now and then, so the table stays small without a scheduler.
    if (result.count === 1 && Math.random() < 0.05) {
      await pruneRateLimits(database.db, at, DAY_MS).catch((error: unknown) =>
        c.var.deps.log.warn({ err: (error as Error).message }, "[rate-limit] pruning old counters failed"),
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
      if (!result.allowed)
        throw new AppError("rate_limited", message, { headers: { "Retry-After": String(result.retryAfterSeconds) } });
    }
    await next();
  };
}
