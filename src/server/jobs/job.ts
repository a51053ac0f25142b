import type { Tx } from "../db/client";
import { errorForLog } from "../lib/log";

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
export async function eachItem<T>(ctx: JobContext, job: string, items: T[], work: (tx: Tx, item: T) => Promise<boolean>): Promise<number> {
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
