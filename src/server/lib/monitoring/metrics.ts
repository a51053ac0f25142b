/**
 * GET /metrics (decision 094): the server's own numbers in Prometheus's text format (prom-client),
 * for the pharmacy's monitoring: requests and their time by route, the e-mail outbox's backlog
 * and its oldest e-mail, the scheduler's last run and failures, the database's connections, and
 * the last backup. One registry per server, so several in one process (tests) never mix.
 */
import { timingSafeEqual, createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Context } from "hono";
import { matchedRoutes } from "hono/route";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { type Database, queryRows } from "../../db/client";

export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics(opts: { database: Database; now: () => Date }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const db = opts.database.db;

  const requests = new Counter({
    name: "http_requests_total",
    help: "Requests answered, by method, route and status",
    labelNames: ["method", "route", "status"] as const,
    registers,
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request, by method and route",
    labelNames: ["method", "route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const schedulerLastRun = new Gauge({
    name: "scheduler_last_run_timestamp_seconds",
    help: "When the scheduled jobs last ran to the end (Unix time)",
    registers,
  });
  const schedulerRuns = new Counter({
    name: "scheduler_runs_total",
    help: "Runs of the scheduled jobs, by outcome (ok, failed)",
    labelNames: ["outcome"] as const,
    registers,
  });

  /** A gauge read from the database when scraped; a database that does not answer leaves it out. */
  const fromDatabase = (name: string, help: string, read: () => Promise<number | null>) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        this.reset();
        const value = await read().catch(() => null);
        if (value !== null) this.set(value);
      },
    });
  const one = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ n: number | string | null }>(db, query))[0]?.n ?? null;
  fromDatabase("email_outbox_backlog", "E-mails waiting to be sent", async () =>
    Number(await one(sql`SELECT count(*)::int AS n FROM email_outbox WHERE status IN ('pending', 'sending')`)),
  );
  fromDatabase("email_outbox_oldest_seconds", "Age of the oldest e-mail waiting to be sent (0 when none)", async () =>
    Number(
      (await one(
        sql`SELECT extract(epoch FROM (${opts.now().toISOString()}::timestamptz - min(created_at)))::float8 AS n
            FROM email_outbox WHERE status IN ('pending', 'sending')`,
      )) ?? 0,
    ),
  );
  fromDatabase("backup_last_success_timestamp_seconds", "When the last backup was written (Unix time)", async () => {
    const n = await one(
      sql`SELECT extract(epoch FROM max(created_at))::float8 AS n FROM backup_runs WHERE kind = 'backup' AND ok`,
    );
    return n === null ? null : Number(n);
  });
  new Gauge({
    name: "database_pool_connections",
    help: "The database pool's connections, by state (total, idle, waiting clients)",
    labelNames: ["state"] as const,
    registers,
    collect() {
      const stats = opts.database.poolStats?.() ?? { total: 1, idle: 1, waiting: 0 };
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });

  return {
    registry,
    /** Counts a request under the route that answered it (its pattern, so the labels stay few). */
    observe(c: Context, seconds: number) {
      const route = matchedRoutes(c)[c.req.routeIndex]?.path ?? "unmatched";
      requests.inc({ method: c.req.method, route, status: String(c.res.status) });
      duration.observe({ method: c.req.method, route }, seconds);
    },
    /** The scheduler finished a run (jobs/scheduler.ts). */
    schedulerRan(ok: boolean, at: Date) {
      schedulerRuns.inc({ outcome: ok ? "ok" : "failed" });
      if (ok) schedulerLastRun.set(at.getTime() / 1000);
    },
  };
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
export function hasBearerToken(header: string | undefined, token: string): boolean {
  const sent = /^Bearer\s+(\S+)$/i.exec(header ?? "")?.[1];
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token));
}
