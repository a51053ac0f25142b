/**
 * Runs the scheduled jobs (jobs.ts) every 15 minutes inside the server. Several instances may
 * run: each tick takes a PostgreSQL advisory lock for the length of one transaction, so only one
 * instance runs the jobs at a time and the others skip that tick. A job that fails is logged and
 * the others still run.
 */
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/client";
import { errorForLog } from "../lib/log";
import type { Logger } from "../lib/logger";
import { type Job, JOBS } from "./jobs";

export const JOB_INTERVAL_MS = 15 * 60 * 1000;
/** The advisory lock of the job runner (727001 is the migrations' lock). */
const JOBS_LOCK = 727002;

/** One tick: runs every job once, unless another instance holds the lock. Answers whether it ran. */
export async function runJobsOnce(opts: { db: Db; now: () => Date; log: Logger; jobs?: Job[] }): Promise<boolean> {
  return opts.db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(${JOBS_LOCK}) AS locked`);
    if (!lock?.locked) return false;
    for (const job of opts.jobs ?? JOBS) {
      try {
        const result = await job.run({ db: tx as unknown as Db, now: opts.now() });
        opts.log.info({ job: job.name, result }, "job done");
      } catch (error) {
        opts.log.error({ job: job.name, err: errorForLog(error) }, "job failed");
      }
    }
    return true;
  });
}

export function startJobRunner(opts: { db: Db; now: () => Date; log: Logger; intervalMs?: number }) {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = runJobsOnce(opts)
      .catch((error: unknown) => opts.log.error({ err: errorForLog(error) }, "job runner failed"))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(tick, opts.intervalMs ?? JOB_INTERVAL_MS);
  timer.unref();
  return {
    tick,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
