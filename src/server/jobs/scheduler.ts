/**
 * The scheduler inside the server: every 15 minutes it runs the jobs (./jobs) once, under a
 * PostgreSQL advisory lock, so with several instances only one runs them at a time and the
 * others skip that turn. Whatever a job sends is keyed in the outbox, so a rerun, an overlap
 * after a restart or a second instance never sends anything twice.
 */
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/client";
import { errorForLog } from "../lib/monitoring/log";
import type { Job } from "./job";
import { JOBS } from "./jobs";

export const SCHEDULER_INTERVAL_MS = 15 * 60 * 1000;
/** The first run comes soon after a start, so a restart never skips a turn for long. */
const FIRST_RUN_DELAY_MS = 30 * 1000;
/** The advisory lock's key: the jobs' own (the migrations use another). */
const JOBS_LOCK = 727002;

export type JobsRun = { ran: true; results: Record<string, number> } | { ran: false; results: Record<string, never> };

/** Runs every job once if no other instance is running them now. */
export async function runJobs(db: Db, opts: { now: Date; appUrl: string; jobs?: readonly Job[] }): Promise<JobsRun> {
  return db.transaction(async (tx) => {
    // Held until this transaction ends; another instance's try answers false and it skips.
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(${JOBS_LOCK}) AS locked`,
    );
    if (!lock?.locked) return { ran: false, results: {} };
    const results: Record<string, number> = {};
    for (const job of opts.jobs ?? JOBS) results[job.name] = await job.run({ tx, now: opts.now, appUrl: opts.appUrl });
    return { ran: true, results };
  });
}

export function startScheduler(opts: {
  db: Db;
  now: () => Date;
  appUrl: string;
  wakeMailer: () => void;
  intervalMs?: number;
  /** Told how each run ended (the metrics, decision 094). */
  onRun?: (ok: boolean, at: Date) => void;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = runJobs(opts.db, { now: opts.now(), appUrl: opts.appUrl })
      .then((run) => {
        if (run.ran && Object.values(run.results).some((n) => n > 0)) opts.wakeMailer();
        opts.onRun?.(true, opts.now());
      })
      .catch((error: unknown) => {
        opts.onRun?.(false, opts.now());
        console.error("[jobs] scheduler:", errorForLog(error));
      })
      .finally(() => {
        running = undefined;
        schedule(opts.intervalMs ?? SCHEDULER_INTERVAL_MS);
      });
  };
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  schedule(FIRST_RUN_DELAY_MS);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
