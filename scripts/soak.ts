/**
 * npm run test:soak: many patients go through the whole journey at once, again and again,
 * against a PostgreSQL server, then every acknowledged order is checked in the database.
 *
 *   sign up → welcome e-mail → basic → safety → dose → shipping → confirmation → complete
 *
 * The app runs in this process on 127.0.0.1 with TRUST_PROXY=true, so each sign-up comes from
 * its own X-Forwarded-For address (the per-address limits stay on). It uses a fresh database
 * on the server at DATABASE_URL (dropped at the end), or, with no DATABASE_URL, a throw-away
 * PostgreSQL started here and stopped at the end. Exits non-zero on any unexpected answer or
 * any lost write, and prints the error count and the p50/p99 latency.
 *
 *   SOAK_USERS    simulated patients at once (default 100, at most 500)
 *   SOAK_SECONDS  how long new journeys start (default 60, at most 600)
 */
import { randomBytes } from "node:crypto";
import { serve } from "@hono/node-server";
import pg from "pg";
import { createApp } from "../src/server/app";
import { createServerDeps } from "../src/server/bootstrap";
import { loadEnv } from "../src/server/env";
import { EXCLUSIONS, MEDICAL_QUESTIONS } from "../src/shared/domain/clinical/exclusions";
import { type Completion, lostWrites } from "./soak-checks";
import { freePort, freshDatabase, type PgServer, startThrowAwayPostgres } from "../tests/support/postgres";

const LOOPBACK = "127.0.0.1";
const USERS = Math.min(500, Math.max(1, Number(process.env.SOAK_USERS ?? 100)));
const SECONDS = Math.min(600, Math.max(1, Number(process.env.SOAK_SECONDS ?? 60)));
/** In-flight journeys get this long after the last one started before the run is cut off. */
const DRAIN_MS = 60_000;
const PASSWORD = "soak-password-123";

const log = (line: string) => process.stdout.write(`${line}\n`);

function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  return host === "" || host === "localhost" || host === "::1" || host.startsWith("127.");
}

// ---------------------------------------------------------------------------
// One simulated patient
// ---------------------------------------------------------------------------
const STEPS = ["sign-up", "welcome", "basic", "safety", "dose", "shipping", "confirmation", "complete"] as const;
type Step = (typeof STEPS)[number];

const latencies = new Map<Step, number[]>(STEPS.map((s) => [s, []]));
const errors: string[] = [];
const completions: Completion[] = [];
let journeysStarted = 0;
let ipCounter = 0;

/** A distinct private address per sign-up. */
function nextIp(): string {
  const n = ++ipCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255 || 1}`;
}

const answers = Object.fromEntries(
  [...MEDICAL_QUESTIONS, ...EXCLUSIONS].map((q) => [q.field, { answer: "no", details: "" }]),
);

async function journey(baseUrl: string, origin: string, vu: number): Promise<void> {
  const ip = nextIp();
  const email = `soak-${vu}-${randomBytes(5).toString("hex")}@example.com`;
  let cookie = "";

  const call = async (step: Step, method: string, route: string, body: unknown, expected: number) => {
    const started = performance.now();
    let res: Response;
    try {
      res = await fetch(`${baseUrl}${route}`, {
        method,
        headers: {
          origin,
          "x-forwarded-for": ip,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...(cookie ? { cookie } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      throw new Error(`${step}: ${(error as Error).message}`);
    }
    const text = await res.text();
    latencies.get(step)!.push(performance.now() - started);
    if (res.status !== expected) throw new Error(`${step}: ${res.status} ${text.slice(0, 200)}`);
    for (const header of res.headers.getSetCookie()) {
      const pair = header.split(";")[0]!;
      const name = pair.split("=")[0]!;
      cookie = [...cookie.split("; ").filter((p) => p && !p.startsWith(`${name}=`)), pair].join("; ");
    }
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };

  const signedUp = await call(
    "sign-up",
    "POST",
    "/api/auth/sign-up/email",
    { email, password: PASSWORD, name: email.split("@")[0] },
    200,
  );
  const userId = (signedUp.user as { id: string }).id;
  await call("welcome", "POST", "/api/me/welcome-email", {}, 202);
  const basic = await call(
    "basic",
    "PUT",
    "/api/patient/basic",
    {
      forSelf: "yes",
      userType: "new",
      salutation: "Ms",
      firstName: "Soak",
      lastName: `Patient ${vu}`,
      email,
      phone: "07700 900123",
      dob: "1985-06-15",
      sex: "female",
      address1: "1 High Street",
      address2: "",
      city: "Oxford",
      postcode: "OX1 1AA",
    },
    200,
  );
  await call(
    "safety",
    "PUT",
    "/api/patient/safety",
    { height: 170, weight: 100, answers, diabetes: { isDiabetic: "no", type: "", details: "" } },
    200,
  );
  await call("dose", "POST", "/api/patient/dose", {}, 200);
  await call(
    "shipping",
    "PUT",
    "/api/patient/shipping",
    { deliveryMethod: "delivery", address1: "1 High Street", address2: "", city: "Oxford", postcode: "OX1 1AA" },
    200,
  );
  await call("confirmation", "GET", "/api/patient/confirmation", undefined, 200);
  const done = await call("complete", "POST", "/api/patient/complete", {}, 200);
  if (done.alreadyCompleted !== false || typeof done.orderId !== "number")
    throw new Error(`complete: unexpected answer ${JSON.stringify(done).slice(0, 200)}`);
  completions.push({ orderId: done.orderId, patientId: basic.patientId as number, email, userId });
}

// ---------------------------------------------------------------------------
// Run
// ---------------------------------------------------------------------------
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;
const ms = (v: number) => `${v.toFixed(1)} ms`;

async function main(): Promise<number> {
  let pgServer: PgServer | undefined;
  let serverUrl = process.env.DATABASE_URL;
  if (serverUrl && !isLoopbackUrl(serverUrl)) {
    log(
      `soak: DATABASE_URL must point at this machine (127.0.0.1, localhost or ::1); the soak test runs on loopback only.`,
    );
    return 2;
  }
  if (!serverUrl) {
    log("soak: no DATABASE_URL, starting a throw-away PostgreSQL server on 127.0.0.1 ...");
    pgServer = await startThrowAwayPostgres();
    serverUrl = pgServer.url;
  }
  const stopPg = () => pgServer?.stop();
  process.once("SIGINT", () => {
    stopPg();
    process.exit(130);
  });

  let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  let close: (() => Promise<void>) | undefined;
  try {
    database = await freshDatabase(serverUrl, "soak");
    const port = await freePort();
    const appUrl = `http://${LOOPBACK}:${port}`;
    const env = loadEnv({
      NODE_ENV: "production",
      HOST: LOOPBACK,
      PORT: String(port),
      APP_URL: appUrl,
      DATABASE_URL: database.url,
      TRUST_PROXY: "1",
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      SEED_ADMIN_EMAIL: "soak-admin@example.com",
      SEED_ADMIN_PASSWORD: randomBytes(12).toString("base64url"),
    });
    const server = await createServerDeps({ env, log: () => {} });
    const app = createApp(server.deps);
    const http = serve({ fetch: app.fetch, port, hostname: LOOPBACK });
    close = async () => {
      http.close();
      (http as { closeIdleConnections?: () => void }).closeIdleConnections?.();
      await server.close();
    };
    const versionClient = new pg.Client({ connectionString: database.url });
    await versionClient.connect();
    const pgVersion = (await versionClient.query<{ server_version: string }>("SHOW server_version")).rows[0]!
      .server_version;
    await versionClient.end();

    log(
      `soak: ${USERS} patients at once for ${SECONDS} s against PostgreSQL ${pgVersion} (${new URL(serverUrl).host}), app on ${appUrl}`,
    );
    const deadline = Date.now() + SECONDS * 1000;
    const started = performance.now();
    const vu = async (n: number) => {
      while (Date.now() < deadline) {
        journeysStarted++;
        try {
          await journey(appUrl, appUrl, n);
        } catch (error) {
          errors.push((error as Error).message);
        }
      }
    };
    const all = Promise.all(Array.from({ length: USERS }, (_, i) => vu(i)));
    const progress = setInterval(
      () =>
        log(
          `  ${Math.round((performance.now() - started) / 1000)} s: ${completions.length} orders completed, ${errors.length} errors`,
        ),
      10_000,
    );
    const cutOff = new Promise<"cut">((resolve) => setTimeout(() => resolve("cut"), SECONDS * 1000 + DRAIN_MS).unref());
    const outcome = await Promise.race([all.then(() => "done" as const), cutOff]);
    clearInterval(progress);
    if (outcome === "cut") errors.push(`journeys still running ${DRAIN_MS / 1000} s after the end`);
    const elapsed = (performance.now() - started) / 1000;

    const lost = await lostWrites(completions, database.url);

    const everything = [...latencies.values()].flat().sort((a, b) => a - b);
    log("");
    log(
      `journeys started ${journeysStarted}, orders completed ${completions.length}, requests ${everything.length} in ${elapsed.toFixed(1)} s (${(everything.length / elapsed).toFixed(0)} req/s)`,
    );
    log(
      `${"step".padEnd(14)}${"requests".padStart(10)}${"p50".padStart(12)}${"p99".padStart(12)}${"max".padStart(12)}`,
    );
    for (const step of STEPS) {
      const sorted = latencies.get(step)!.sort((a, b) => a - b);
      log(
        `${step.padEnd(14)}${String(sorted.length).padStart(10)}${ms(percentile(sorted, 50)).padStart(12)}${ms(percentile(sorted, 99)).padStart(12)}${ms(sorted.at(-1) ?? 0).padStart(12)}`,
      );
    }
    log(
      `${"all".padEnd(14)}${String(everything.length).padStart(10)}${ms(percentile(everything, 50)).padStart(12)}${ms(percentile(everything, 99)).padStart(12)}${ms(everything.at(-1) ?? 0).padStart(12)}`,
    );
    log("");
    log(`errors: ${errors.length}`);
    for (const e of errors.slice(0, 10)) log(`  ${e}`);
    log(`lost writes: ${lost.length}`);
    for (const l of lost.slice(0, 10)) log(`  ${l}`);
    log(`p50 latency: ${ms(percentile(everything, 50))}, p99 latency: ${ms(percentile(everything, 99))}`);

    const ok = errors.length === 0 && lost.length === 0 && completions.length > 0;
    log(ok ? "soak: PASS" : "soak: FAIL");
    return ok ? 0 : 1;
  } finally {
    await close?.().catch((error: unknown) => log(`soak: closing the app failed: ${(error as Error).message}`));
    await database
      ?.drop()
      .catch((error: unknown) => log(`soak: dropping the soak database failed: ${(error as Error).message}`));
    stopPg();
  }
}

process.exit(await main());
