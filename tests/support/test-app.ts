/**
 * Builds the real app on a fresh database for one test file: PGlite in memory, or, when
 * DATABASE_URL is set (npm run test:pg), a new database on that PostgreSQL server.
 */
import { randomBytes, randomInt } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "@/server/app";
import { createAuth, DEFAULT_AUTH_RATE_LIMITS, type AuthRateLimits } from "@/server/auth/auth";
import { createServerDeps, IN_MEMORY, resolveAuthSecret } from "@/server/bootstrap";
import type { Mailer } from "@/server/email/outbox";
import { emailOutbox, employees } from "@/server/db/schema";
import { loadEnv } from "@/server/env";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Clock } from "@/server/lib/time/clock";
import { newStorage, templateDataDir } from "./test-storage";
import { seedTwoFactor } from "./totp";
import { giveSigningKey, TEST_AUTH_SECRET } from "./signing-fixtures";
import { type Send, typedApi } from "./typed-api";
import { testAuthCosts } from "./test-auth-costs";
import { accountAnswer } from "./auth-answers";

export const APP_URL = "http://localhost:3000";
/** What production needs to start (decision 091): an https:// origin, a mail server and a backup key. */
export const PRODUCTION_ENV = {
  NODE_ENV: "production",
  APP_URL: "https://pharmacy.example",
  SMTP_URL: "smtp://127.0.0.1:2525",
  BACKUP_KEY: "a-backup-key-of-the-tests-32-characters-long",
} as const;
export const ADMIN = { email: "admin@test.local", password: "admin-password-123" };

export interface TestAppOptions {
  mailer?: Mailer;
  rateLimits?: AuthRateLimits;
  env?: Record<string, string>;
  /**
   * Keep the data where a restart can find it: on PGlite a temporary DATA_DIR instead of
   * memory (PostgreSQL always keeps it). Needed for `restart()`.
   */
  persistent?: boolean;
  /** The app's one clock (src/server/lib/time/clock): e.g. createClock(fixed moment) for date rules. */
  clock?: Clock;
  /** Sign-up and sign-in as costly as in the product, not as in the other tests (test-auth-costs.ts). */
  productionAuthCosts?: boolean;
}

type RequestTarget = { request: (path: string, init: RequestInit) => Response | Promise<Response> };

/** A fake client address per test client, so rate limits apply per "visitor". */
const newIp = () => `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;

export async function createTestApp(opts: TestAppOptions = {}) {
  const storage = await newStorage(opts.persistent ?? false);
  // Backups a test takes go to a folder of its own, removed with the app.
  const backupDir = mkdtempSync(join(tmpdir(), "pharmacy-test-backups-"));
  const env = loadEnv({
    BACKUP_DIR: backupDir,
    NODE_ENV: "test",
    APP_URL,
    DATA_DIR: IN_MEMORY,
    TRUST_PROXY: "1",
    SEED_ADMIN_EMAIL: ADMIN.email,
    SEED_ADMIN_PASSWORD: ADMIN.password,
    ...storage.env,
    AUTH_SECRET: TEST_AUTH_SECRET,
    ...opts.env,
  });
  /**
   * Every line the server logs, as written. Errors also go to console.error, so a test fails on
   * an unexpected one (tests/support/setup.ts) unless it says it expects it.
   */
  const logLines: string[] = [];
  const logDestination = {
    write(line: string) {
      logLines.push(line);
      if (/"level":"(error|fatal)"/.test(line)) console.error(line);
    },
  };
  const authCosts = testAuthCosts(opts.productionAuthCosts);
  // A restart finds the data where the first start left it: only the first starts from the template.
  const start = async (first: boolean) => {
    const started = await createServerDeps({
      env,
      mailer: opts.mailer,
      rateLimits: opts.rateLimits,
      ...authCosts,
      log: () => {},
      logDestination,
      clock: opts.clock,
      loadDataDir: first ? templateDataDir() : undefined,
    });
    return { server: started, app: createApp(started.deps) };
  };
  let { server, app } = await start(true);
  // The seeded first employee has its second factor set up with a secret the tests know.
  const adminTwoFactor = await seedTwoFactor(server.deps.database.db, server.deps.auth, ADMIN.email);
  // And, a prescriber, a signing key under TEST_SIGNING_PIN (decision 118).
  const [seeded] = await server.deps.database.db
    .select({ id: employees.employee_id })
    .from(employees)
    .where(eq(employees.email, ADMIN.email));
  await giveSigningKey(server.deps.database.db, seeded!.id);
  /** The browser's Origin: the app's own, so state-changing requests pass the CSRF check. */
  const origin = new URL(env.APP_URL).origin;

  /** Clients follow `restart()`, like a browser that keeps its cookie across a deploy. */
  const current: RequestTarget = { request: (path, init) => app.request(path, init) };
  const client = (ip = newIp()) => clientOf(current, ip);

  /** The token of the newest confirmation link e-mailed to `email` (welcome or new link). */
  async function confirmationTokenFor(email: string): Promise<string> {
    const rows = await server.deps.database.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.to_address, email.toLowerCase()),
          inArray(emailOutbox.type, ["welcome", "email_confirmation"]),
        ),
      )
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    const token = /\/auth\?token=([A-Za-z0-9_.-]+)&type=signup/.exec(rows[0]?.text ?? "")?.[1];
    if (!token) throw new Error(`no confirmation link e-mailed to ${email}`);
    return token;
  }

  /** An HTTP client of `target` that keeps its session cookie, like a browser. */
  function clientOf(target: RequestTarget, ip = newIp()) {
    let cookie = "";
    /** Every request of this client, typed or not: its Origin, its address and its cookie, which it keeps. */
    const send: Send = async (path, init) => {
      const headers = new Headers({ origin, "x-forwarded-for": ip, ...(cookie ? { cookie } : {}) });
      new Headers(init.headers).forEach((value, name) => headers.set(name, value));
      const res = await target.request(path, { ...init, headers });
      const setCookies = res.headers.getSetCookie();
      for (const c of setCookies) {
        const [pair] = c.split(";");
        const [name] = pair!.split("=");
        const rest = cookie.split("; ").filter((p) => p && !p.startsWith(`${name}=`));
        const expired = /max-age=0/i.test(c) || /expires=Thu, 01 Jan 1970/i.test(c);
        cookie = (expired ? rest : [...rest, pair!]).join("; ");
      }
      return res;
    };
    const request = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
      send(path, {
        method,
        headers: {
          ...(body !== undefined
            ? { "content-type": body instanceof Uint8Array ? "application/octet-stream" : "application/json" }
            : {}),
          ...headers,
        },
        // Bytes (an uploaded file) are sent as they are; anything else but a string as JSON.
        body:
          body === undefined
            ? undefined
            : typeof body === "string" || body instanceof Uint8Array
              ? (body as BodyInit)
              : JSON.stringify(body),
      });
    return {
      ip,
      /** The typed /api (tests/support/typed-api.ts): what the string calls below send, typed from its routes. */
      api: typedApi(APP_URL, send),
      get cookie() {
        return cookie;
      },
      request,
      get: (path: string, headers?: Record<string, string>) => request("GET", path, undefined, headers),
      post: (path: string, body?: unknown, headers?: Record<string, string>) =>
        request("POST", path, body ?? {}, headers),
      put: (path: string, body?: unknown) => request("PUT", path, body ?? {}),
      patch: (path: string, body?: unknown) => request("PATCH", path, body ?? {}),
      delete: (path: string) => request("DELETE", path),
      /** Signs up without confirming the address: no session (decision 027). */
      async signUpUnconfirmed(
        email = `patient-${randomBytes(4).toString("hex")}@example.com`,
        password = "secret-password",
      ) {
        const res = await request("POST", "/api/auth/sign-up/email", { email, password, name: email.split("@")[0] });
        if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
        return { email, password };
      },
      /** Signs up and opens the link of the welcome e-mail, which confirms the address and signs in. */
      async signUp(email = `patient-${randomBytes(4).toString("hex")}@example.com`, password = "secret-password") {
        await this.signUpUnconfirmed(email, password);
        const token = await confirmationTokenFor(email);
        const res = await request("GET", `/api/auth/verify-email?token=${encodeURIComponent(token)}`);
        if (res.status !== 200) throw new Error(`confirmation failed: ${res.status} ${await res.text()}`);
        return { email, password };
      },
      async signIn(email: string, password: string) {
        const res = await request("POST", "/api/auth/sign-in/email", { email, password });
        if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
        return res;
      },
      /** Signs in an account with a second factor: the password, then the code of `code()`. */
      async signInWithCode(email: string, password: string, code: () => string) {
        const first = await request("POST", "/api/auth/sign-in/email", { email, password });
        const body = await accountAnswer(first);
        if (first.status !== 200 || !body.twoFactorRedirect)
          throw new Error(`sign-in did not ask for a code: ${first.status} ${JSON.stringify(body)}`);
        const res = await request("POST", "/api/auth/two-factor/verify-totp", { code: code() });
        if (res.status !== 200) throw new Error(`code refused: ${res.status} ${await res.text()}`);
        return res;
      },
    };
  }

  return {
    get app() {
      return app;
    },
    get deps() {
      return server.deps;
    },
    get db() {
      return server.deps.database.db;
    },
    client,
    logLines,
    confirmationTokenFor,
    /** A signed-in employee (the seeded first employee). */
    async employee() {
      const c = client();
      await c.signInWithCode(ADMIN.email, ADMIN.password, () => adminTwoFactor.code());
      return c;
    },
    /** The seeded first employee's second factor: its current code and backup codes. */
    adminTwoFactor,
    /** Sets up the second factor of an account (a staff member the test added) with a known secret. */
    seedTwoFactor: (email: string) => seedTwoFactor(server.deps.database.db, server.deps.auth, email),
    /** A signed-in patient account (no patient record yet). */
    async patient() {
      const c = client();
      const creds = await c.signUp();
      return Object.assign(c, creds);
    },
    /**
     * A second app instance on the same database, as behind a load balancer: its own auth
     * and app; on PostgreSQL its own connection pool, on PGlite the same database object.
     */
    async instance() {
      if (server.deps.database.kind === "postgres") {
        const other = await createServerDeps({
          env,
          rateLimits: opts.rateLimits,
          log: () => {},
          logDestination,
          ...authCosts,
        });
        const otherApp = createApp(other.deps);
        return {
          app: otherApp,
          deps: other.deps,
          client: (ip = newIp()) => clientOf(otherApp, ip),
          close: () => other.close(),
        };
      }
      const auth = createAuth({
        db: server.deps.database.db,
        appUrl: env.APP_URL,
        secret: resolveAuthSecret(env),
        trustedOrigins: server.deps.allowedOrigins,
        rateLimits: opts.rateLimits ?? DEFAULT_AUTH_RATE_LIMITS,
        log: server.deps.log,
        now: server.deps.now,
        passwordHashing: authCosts.passwordHashing,
      });
      const deps = { ...server.deps, auth };
      const otherApp = createApp(deps);
      return { app: otherApp, deps, client: (ip = newIp()) => clientOf(otherApp, ip), close: async () => {} };
    },
    /**
     * Stops the server and starts a new one on the same data, as a restart or a deploy does;
     * existing clients keep their cookies and talk to the new one. Needs `persistent: true`
     * on PGlite.
     */
    async restart() {
      if (env.DATA_DIR === IN_MEMORY && !env.DATABASE_URL)
        throw new Error("restart() needs createTestApp({ persistent: true })");
      await server.close();
      ({ server, app } = await start(false));
    },
    async close() {
      await server.close();
      await storage.drop();
      rmSync(backupDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type TestClient = ReturnType<TestApp["client"]>;
