/**
 * Order completions per account: at most COMPLETIONS_PER_DAY in any 24 hours. Each completion
 * queues e-mails, so without a limit one account could make the pharmacy send without end. A
 * repeat of an order already completed (a double click) is not a new completion and is let
 * through to get its usual answer.
 */
import { sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { queryRows } from "../../../db/client";
import { AppError } from "../../../lib/http/app-error";
import type { AppEnv } from "../../../deps";
import { stateIdList } from "../../../lib/orders/order-state-sql";
import { DAY_MS } from "@/shared/domain/dates";

export const COMPLETIONS_PER_DAY = 5;
export const TOO_MANY_COMPLETIONS_MESSAGE = `You can complete up to ${COMPLETIONS_PER_DAY} orders in 24 hours. Please try again later or contact us.`;

export const limitOrderCompletions: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.var.user;
  if (!user) return next();
  const { db, now } = c.var.ctx;
  const since = new Date(now.getTime() - DAY_MS);
  const [row] = await queryRows<{ recent: number; open: boolean | null; oldest: string | Date | null }>(
    db,
    sql`SELECT count(*) FILTER (WHERE o.completed_at > ${since.toISOString()}::timestamptz)::int AS recent,
               bool_or(o.order_status_id IN (${stateIdList(["draft"])})) AS open,
               min(o.completed_at) FILTER (WHERE o.completed_at > ${since.toISOString()}::timestamptz) AS oldest
        FROM orders o JOIN patients p ON p.patient_id = o.patient_id
        WHERE p.user_id = ${user.id}`,
  );
  if (row && row.open && row.recent >= COMPLETIONS_PER_DAY) {
    const freeAt = new Date(row.oldest!).getTime() + DAY_MS;
    const retryAfter = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
    throw new AppError("rate_limited", TOO_MANY_COMPLETIONS_MESSAGE, {
      headers: { "Retry-After": String(retryAfter) },
    });
  }
  return next();
};
