/**
 * Builds the real app on a fresh database for one test file: PGlite in memory, or, when
 * DATABASE_URL is set (npm run test:pg), a new database on that PostgreSQL server.
 */
import { randomBytes, randomInt } from "node:crypto";
import pg from "pg";
import { createApp } from "@/server/app";
import type { AuthRateLimits } from "@/server/auth/auth";
import { createServerDeps } from "@/server/bootstrap";
import type { Mailer } from "@/server/email/outbox";
import { loadEnv } from "@/server/env";

export const APP_URL = "http://localhost:3000";
export const ADMIN = { email: "admin@test.local", password: "admin-password-123" };

async function freshDatabaseUrl(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestAppOptions {
  mailer?: Mailer;
  rateLimits?: AuthRateLimits;
  env?: Record<string, string>;
}

export async function createTestApp(opts: TestAppOptions = {}) {
  const serverUrl = process.env.DATABASE_URL;
  const fresh = serverUrl ? await freshDatabaseUrl(serverUrl) : undefined;
  const env = loadEnv({
    NODE_ENV: "test",
    APP_URL,
    DATA_DIR: ":memory:",
    TRUST_PROXY: "true",
    SEED_ADMIN_EMAIL: ADMIN.email,
    SEED_ADMIN_PASSWORD: ADMIN.password,
    ...(fresh ? { DATABASE_URL: fresh.url } : {}),
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123456789",
    ...opts.env,
  });
  const server = await createServerDeps({ env, mailer: opts.mailer, rateLimits: opts.rateLimits, log: () => {} });
  const app = createApp(server.deps);
  const db = server.deps.database.db;

  /** A fake client address per test client, so rate limits apply per "visitor". */
  const newIp = () => `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;

  /** An HTTP client that keeps its session cookie, like a browser. */
  function client(ip = newIp()) {
    let cookie = "";
    const request = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
      const res = await app.request(path, {
        method,
        headers: {
          origin: APP_URL,
          "x-forwarded-for": ip,
          ...(body !== undefined ? { "content-type": "application/json" } : {}),
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      });
      const setCookies = res.headers.getSetCookie();
      for (const c of setCookies) {
        const [pair] = c.split(";");
        const [name] = pair!.split("=");
        const rest = cookie
          .split("; ")
          .filter((p) => p && !p.startsWith(`${name}=`));
        const expired = /max-age=0/i.test(c) || /expires=Thu, 01 Jan 1970/i.test(c);
        cookie = (expired ? rest : [...rest, pair!]).join("; ");
      }
      return res;
    };
    return {
      ip,
      get cookie() {
        return cookie;
      },
      request,
      get: (path: string, headers?: Record<string, string>) => request("GET", path, undefined, headers),
      post: (path: string, body?: unknown, headers?: Record<string, string>) => request("POST", path, body ?? {}, headers),
      put: (path: string, body?: unknown) => request("PUT", path, body ?? {}),
      patch: (path: string, body?: unknown) => request("PATCH", path, body ?? {}),
      delete: (path: string) => request("DELETE", path),
      async signUp(email = `patient-${randomBytes(4).toString("hex")}@example.com`, password = "secret-password") {
        const res = await request("POST", "/api/auth/sign-up/email", { email, password, name: email.split("@")[0] });
        if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
        return { email, password };
      },
      async signIn(email: string, password: string) {
        const res = await request("POST", "/api/auth/sign-in/email", { email, password });
        if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
        return res;
      },
    };
  }

  return {
    app,
    deps: server.deps,
    db,
    client,
    /** A signed-in employee (the seeded first employee). */
    async employee() {
      const c = client();
      await c.signIn(ADMIN.email, ADMIN.password);
      return c;
    },
    /** A signed-in patient account (no patient record yet). */
    async patient() {
      const c = client();
      const creds = await c.signUp();
      return Object.assign(c, creds);
    },
    async close() {
      await server.close();
      await fresh?.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type TestClient = ReturnType<TestApp["client"]>;
