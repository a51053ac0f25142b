import { sql } from "drizzle-orm";
import { queryRows, type Tx } from "../db/client";
import { errorForLog } from "../lib/monitoring/log";

/** What a job is given: the transaction that holds the run's lock, the one clock's time, and the site's address. */
export interface JobContext {
  tx: Tx;
  now: Date;
  appUrl: string;
}

export interface Job {
  name: string;
  /** Does the due work and answers how many reminders, alerts or moves it made. */
  run(ctx: JobContext): Promise<number>;
}

/**
 * Runs one item's work in a savepoint: an item that fails is logged and undone alone, and the
 * next run tries it again; the others keep what they did.
 */
export async function eachItem<T>(
  ctx: JobContext,
  job: string,
  items: T[],
  work: (tx: Tx, item: T) => Promise<boolean>,
): Promise<number> {
  let done = 0;
  for (const item of items) {
    try {
      if (await ctx.tx.transaction((sp) => work(sp, item))) done++;
    } catch (error) {
      console.error(`[jobs] ${job}:`, errorForLog(error));
    }
  }
  return done;
}

/**
 * Orders of visible patients that are in `statusId` and have been since `before` or earlier
 * (the time of the event that moved them there), oldest order first, a batch at a time.
 */
export function ordersWaitingIn(tx: Tx, statusId: number, before: Date) {
  return queryRows<{ order_id: number; patient_id: number; since: Date | string }>(
    tx,
    sql`
      SELECT o.order_id, o.patient_id, entered.at AS since
      FROM orders o
      JOIN patients p ON p.patient_id = o.patient_id AND p.archived_at IS NULL
      CROSS JOIN LATERAL (
        SELECT max(e.created_at) AS at FROM order_events e WHERE e.order_id = o.order_id AND e.to_status_id = ${statusId}
      ) entered
      WHERE o.order_status_id = ${statusId}
        AND entered.at <= ${before.toISOString()}::timestamptz
      ORDER BY o.order_id
      LIMIT 200`,
  );
}
