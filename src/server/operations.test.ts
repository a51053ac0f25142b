/**
 * Decision 094, operations: /api/health is the liveness check and /api/health/ready the
 * readiness one (503 while the database does not answer or migrations are pending); /metrics
 * shows Prometheus's text only with the bearer token, and is no page at all without one; idle
 * connections stay open longer than a load balancer's; a proxy in front with TRUST_PROXY at 0
 * is warned of once.
 */
import { request as httpRequest, Agent } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/support/test-app";
import { createApp } from "./app";
import { queryRows } from "./db/client";
import { listen } from "./serve";
import { PROXY_WARNING } from "./lib/http/proxy-warning";

const METRICS_TOKEN = "metrics-token-0123456789abcdef";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN } });
});
afterAll(async () => {
  await t?.close();
});

describe("health", () => {
  it("is live and ready on a migrated database that answers", async () => {
    const c = t.client();
    expect(await (await c.get("/api/health")).json()).toEqual({ ok: true });
    const ready = await c.get("/api/health/ready");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ok: true });
  });

  it("is not ready while a migration is pending, or while the database does not answer", async () => {
    const other = await createTestApp();
    try {
      // The newest migration as if this code were deployed before it ran.
      const [newest] = await queryRows<{ id: number; hash: string; created_at: string }>(
        other.db,
        sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations) RETURNING *`,
      );
      const pending = await createApp(other.deps).request("/api/health/ready");
      expect(pending.status).toBe(503);
      expect(await pending.json()).toEqual({
        ok: false,
        error: "1 database migration(s) pending",
        code: "unavailable",
      });
      await other.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${newest!.id}, ${newest!.hash}, ${newest!.created_at})`,
      );
      const app = createApp(other.deps);
      expect((await app.request("/api/health/ready")).status).toBe(200);

      await other.deps.database.close();
      const down = await app.request("/api/health/ready");
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ ok: false, error: "The database does not answer", code: "unavailable" });
      // The process still answers: liveness is not readiness.
      expect((await app.request("/api/health")).status).toBe(200);
    } finally {
      await other.close().catch(() => undefined);
    }
  });
});

describe("GET /metrics", () => {
  it("is not found without METRICS_TOKEN, and refuses a request without the right token", async () => {
    const other = await createTestApp();
    try {
      expect((await other.client().get("/metrics")).status).toBe(404);
    } finally {
      await other.close();
    }
    const c = t.client();
    for (const authorization of [undefined, "Bearer wrong-token-wrong-token", `Basic ${METRICS_TOKEN}`]) {
      const res = await c.get("/metrics", authorization ? { authorization } : {});
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toContain("Bearer");
    }
  });

  it("shows requests by route, the outbox, the scheduler, the database pool and the last backup", async () => {
    const c = t.client();
    await c.get("/api/settings");
    await c.get("/api/products");
    // An e-mail waits in the outbox (no mail server in this test); the scheduler ran once, and failed once.
    await t.client().signUpUnconfirmed();
    t.deps.metrics.schedulerRan(true, new Date("2026-11-26T10:00:00Z"));
    t.deps.metrics.schedulerRan(false, new Date("2026-11-26T10:15:00Z"));
    const res = await c.get("/metrics", { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/settings",status="200"\} [1-9]/);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="[^"]+",method="GET",route="\/api\/products"\}/);
    expect(text).toMatch(/^email_outbox_backlog [1-9]/m);
    expect(text).toMatch(/^email_outbox_oldest_seconds \d/m);
    expect(text).toContain('scheduler_runs_total{outcome="ok"} 1');
    expect(text).toContain('scheduler_runs_total{outcome="failed"} 1');
    expect(text).toMatch(/^scheduler_last_run_timestamp_seconds 1795687200$/m);
    expect(text).toMatch(/database_pool_connections\{state="total"\} \d/);
    expect(text).toContain("backup_last_success_timestamp_seconds");
    expect(text).toContain("process_resident_memory_bytes");
    // Routes by their pattern: an id never becomes a label of its own.
    const patient = await t.patient();
    expect((await patient.get("/api/account/orders/12345")).status).toBe(404);
    const again = await (await c.get("/metrics", { authorization: `Bearer ${METRICS_TOKEN}` })).text();
    expect(again).toContain('route="/api/account/orders/:id"');
    // Only labels are checked: a measured value (a duration, a memory size) may contain those digits by chance.
    expect(again).not.toMatch(/\{[^}]*12345[^}]*\}/);
  });
});

describe("the HTTP server", () => {
  it("keeps an idle connection 65 s and waits 66 s for headers, so a load balancer's reuse is never reset", async () => {
    const server = listen(
      () => new Response("ok"),
      { PORT: 0, HOST: "127.0.0.1" },
      () => {},
    );
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(server.keepAliveTimeout).toBe(65_000);
      expect(server.headersTimeout).toBe(66_000);
      const port = (server.address() as AddressInfo).port;
      const get = () =>
        new Promise<boolean>((resolve, reject) => {
          const req = httpRequest({ port, host: "127.0.0.1", path: "/", agent }, (res) => {
            res.resume();
            res.on("end", () => resolve(req.reusedSocket));
          });
          req.on("error", reject);
          req.end();
        });
      expect(await get()).toBe(false);
      // Longer than Node's default of 5 s: a server with the default would have closed it.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(await get()).toBe(true);
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 20_000);
});

describe("TRUST_PROXY", () => {
  it("warns once, naming the variable, when requests come through a proxy it does not trust", async () => {
    const other = await createTestApp({ env: { TRUST_PROXY: "0" } });
    try {
      const app = createApp(other.deps);
      const from = (remoteAddress: string, forwarded?: string) =>
        app.request(
          "/api/health",
          { headers: forwarded ? { "x-forwarded-for": forwarded } : {} },
          {
            incoming: { socket: { remoteAddress } },
          },
        );
      const warnings = () => other.logLines.filter((l) => l.includes("TRUST_PROXY is 0"));
      await from("203.0.113.9", "198.51.100.1");
      await from("10.0.0.2");
      expect(warnings()).toEqual([]);
      await from("10.0.0.2", "198.51.100.1");
      await from("::ffff:192.168.1.4", "198.51.100.2");
      expect(warnings()).toHaveLength(1);
      expect(JSON.parse(warnings()[0]!)).toMatchObject({ level: "warn", variable: "TRUST_PROXY", msg: PROXY_WARNING });
    } finally {
      await other.close();
    }
  });

  it("says nothing when the proxy is trusted", async () => {
    const app = createApp(t.deps);
    await app.request(
      "/api/health",
      { headers: { "x-forwarded-for": "198.51.100.1" } },
      {
        incoming: { socket: { remoteAddress: "10.0.0.2" } },
      },
    );
    expect(t.logLines.filter((l) => l.includes("TRUST_PROXY is 0"))).toEqual([]);
  });
});
