/**
 * `npm run bench:api`: throughput and latency of the main API routes at 50 connections, each
 * with its ratio to a trivial health route measured in the same run.
 *
 * The server runs in its own process on loopback (embedded database in a temporary folder, or
 * the PostgreSQL server at DATABASE_URL). Everything it needs is seeded through the product's
 * own API: patients sign up and fill in their basic step, the employee is the seeded one.
 */
import autocannon from "autocannon";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freshDatabase } from "../../tests/support/postgres";
import { decodeQuotedPrintable, startTestSmtp } from "../../tests/support/smtp";
import { keyFromUri, totp } from "../../tests/support/totp";
import { buildProduct, machine, medianBy, printTable, startServerProcess } from "./lib";

const PORT = 4401;
const CONNECTIONS = 50;
const [DURATION_S, ROUNDS] = [Number(process.env.BENCH_API_SECONDS ?? 10), Number(process.env.BENCH_API_ROUNDS ?? 3)];
// The health route and the answers from memory held to 0.9 × it (decision 108): each takes its median of
// BENCH_API_ROUNDS alternated rounds, since one 10-second run of a route varies by some ±10 %.
const COMPARED = new Set(["GET /api/health (baseline)", "GET /api/products", "GET /api/settings"]);
/** One patient per connection, so the questionnaire saves do not queue on one row. */
const PATIENTS = CONNECTIONS;
const ADMIN = { email: "admin@bench.local", password: "bench-admin-password" };

// On PostgreSQL a database of the run's own, dropped at the end: the patients sign up afresh and
// the seeded employee sets up its second factor afresh.
const fresh = process.env.DATABASE_URL ? await freshDatabase(process.env.DATABASE_URL, "bench_api") : null;
const databaseUrl = fresh?.url;
const work = mkdtempSync(path.join(os.tmpdir(), "bench-api-"));
const dataDir = path.join(work, "data");
// The origin the server is configured with (startServerProcess: https, as production requires,
// decision 091): requests name it, or the server refuses them as cross-origin.
const appUrl = `https://localhost:${PORT}`;

console.log(`bench:api on ${machine()}`);
console.log(
  `database: ${databaseUrl ? "PostgreSQL at DATABASE_URL" : "embedded PGlite"}; ${CONNECTIONS} connections, ${DURATION_S} s per route\n`,
);

// The confirmation e-mails (decision 027) go to a real SMTP server of the benchmark's own.
const smtp = await startTestSmtp();

console.log("building the product…");
const server = await startServerProcess({
  port: PORT,
  entry: buildProduct("bench-api"),
  env: {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? "",
    // Sign-up and sign-in are limited per client address: each seeded account gets its own.
    TRUST_PROXY: "1",
    SMTP_URL: smtp.url,
    SEED_ADMIN_EMAIL: ADMIN.email,
    SEED_ADMIN_PASSWORD: ADMIN.password,
  },
});

let address = 0;
const nextAddress = () => {
  address++;
  return `10.77.${Math.floor(address / 250)}.${(address % 250) + 1}`;
};

async function call(
  pathname: string,
  init: { method?: string; body?: unknown; cookie?: string; redirect?: "manual" } = {},
): Promise<Response> {
  const res = await fetch(`${server.url}${pathname}`, {
    redirect: init.redirect,
    method: init.method ?? "GET",
    headers: {
      origin: appUrl,
      "content-type": "application/json",
      "x-forwarded-for": nextAddress(),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok && !(init.redirect === "manual" && res.status >= 300 && res.status < 400))
    throw new Error(`${init.method ?? "GET"} ${pathname}: ${res.status} ${await res.text()}`);
  return res;
}

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

/**
 * Decision 027: an account has no session until it opens the link of its confirmation e-mail,
 * which signs it in; the e-mail arrives at the benchmark's SMTP server.
 */
async function confirmedSession(email: string): Promise<string> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const mail = smtp.received.find((m) => m.to.includes(email));
    const token = mail && decodeQuotedPrintable(mail.raw).match(/[?&]token=([A-Za-z0-9_.-]+)/)?.[1];
    if (token) return cookieOf(await call(`/api/auth/verify-email?token=${token}`, { redirect: "manual" }));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no confirmation e-mail to ${email}`);
}

/** Decision 065: the employee signs in with a second factor, set up here on first use. */
async function employeeSession(): Promise<string> {
  let cookie = cookieOf(await call("/api/auth/sign-in/email", { method: "POST", body: ADMIN }));
  const { totpURI } = (await (
    await call("/api/auth/two-factor/enable", { method: "POST", body: { password: ADMIN.password }, cookie })
  ).json()) as { totpURI: string };
  const verified = await call("/api/auth/two-factor/verify-totp", {
    method: "POST",
    body: { code: totp(keyFromUri(totpURI)) },
    cookie,
  });
  cookie = cookieOf(verified) || cookie;
  return cookie;
}

async function seedPatient(n: number): Promise<string> {
  const email = `bench-patient-${n}@example.com`;
  await call("/api/auth/sign-up/email", {
    method: "POST",
    body: { email, password: "bench-password-1", name: `Bench ${n}` },
  });
  const cookie = await confirmedSession(email);
  await call("/api/patient/basic", {
    method: "PUT",
    cookie,
    body: {
      forSelf: "yes",
      userType: "new",
      salutation: "Ms",
      firstName: `Bench${n}`,
      lastName: "Patient",
      email,
      phone: "07700 900123",
      dob: "1985-06-15",
      sex: "female",
      address1: "1 High Street",
      address2: "",
      city: "Leeds",
      postcode: "LS1 1AA",
      height: 165,
      weight: 95,
    },
  });
  return cookie;
}

interface Target {
  name: string;
  path: string;
  method?: "GET" | "PATCH";
  body?: unknown;
  /** One cookie per connection (cycled), or none. */
  cookies?: string[];
  /** Headers a browser sends besides the API's. */
  headers?: Record<string, string>;
}

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

async function load(target: Target): Promise<Figures> {
  let nextCookie = 0;
  const result = await autocannon({
    url: `${server.url}${target.path}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    method: target.method ?? "GET",
    headers: { origin: appUrl, "content-type": "application/json", ...target.headers },
    body: target.body === undefined ? undefined : JSON.stringify(target.body),
    initialContext: {},
    requests: [
      {
        setupRequest: (req, context: { cookie?: string }) => {
          if (!target.cookies) return req;
          context.cookie ??= target.cookies[nextCookie++ % target.cookies.length];
          return { ...req, headers: { ...req.headers, cookie: context.cookie! } };
        },
      },
    ],
  });
  return {
    name: target.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const results: Figures[] = [];
try {
  console.log(`seeding ${PATIENTS} patients and signing in the employee…`);
  const patientCookies: string[] = [];
  for (let n = 0; n < PATIENTS; n += 5) {
    patientCookies.push(...(await Promise.all([0, 1, 2, 3, 4].map((i) => seedPatient(n + i)))));
  }
  const employeeCookie = await employeeSession();
  console.log(`ready in ${Math.round(server.readyMs)} ms (${server.readyLine})\n`);

  const targets: Target[] = [
    { name: "GET /api/health (baseline)", path: "/api/health" },
    { name: "GET /api/products", path: "/api/products" },
    // The price list as a visitor's browser gets it: the page, rendered with today's prices.
    { name: "GET /prices (the page's HTML)", path: "/prices", headers: { "accept-encoding": "gzip, deflate, br" } },
    { name: "GET /api/settings", path: "/api/settings" },
    {
      name: "PATCH /api/patient/questionnaire",
      path: "/api/patient/questionnaire",
      method: "PATCH",
      body: { field: "historyOfGallstones", answer: "no", details: "" },
      cookies: patientCookies,
    },
    {
      name: "GET /api/admin/patients?search=bench",
      path: "/api/admin/patients?search=bench&page=1",
      cookies: [employeeCookie],
    },
  ];
  // One request first: a route that does not answer 2xx has no figure worth printing.
  for (const t of targets) await call(t.path, { method: t.method, body: t.body, cookie: t.cookies?.[0] });
  const rounds = new Map<string, Figures[]>();
  for (let round = 1; round <= ROUNDS; round++) {
    for (const target of targets.filter((t) => COMPARED.has(t.name))) {
      const figures = await load(target);
      rounds.set(target.name, [...(rounds.get(target.name) ?? []), figures]);
      console.log(`  ${target.name}, round ${round}: ${Math.round(figures.rps)} req/s`);
    }
  }
  for (const target of targets) {
    const measured = rounds.get(target.name);
    if (measured) {
      results.push(medianBy(measured, (r) => r.rps));
      continue;
    }
    process.stdout.write(`  ${target.name}… `);
    const figures = await load(target);
    results.push(figures);
    console.log(`${Math.round(figures.rps)} req/s`);
  }
} finally {
  await server.stop();
  await smtp.close();
  await fresh?.drop();
  rmSync(work, { recursive: true, force: true });
}

const baseline = results[0]!.rps;
console.log("");
printTable(
  ["route", "req/s", "p50 ms", "p99 ms", "× health", "requests", "non-2xx", "errors"],
  results.map((r) => [
    r.name,
    Math.round(r.rps),
    r.p50,
    r.p99,
    (r.rps / baseline).toFixed(2),
    r.requests,
    r.non2xx,
    r.errors,
  ]),
);
// Decision 108: both answered from memory, each at least 0.9 × the health route in the same run.
console.log("");
for (const [name, label] of [
  ["GET /api/products", "price list API"],
  ["GET /api/settings", "settings API"],
] as const) {
  const route = results.find((r) => r.name === name);
  if (!route) continue;
  const ratio = route.rps / baseline;
  console.log(
    `${label} at ${ratio.toFixed(2)} × the health route (target >= 0.90: ${ratio >= 0.9 ? "met" : "NOT met"})`,
  );
}
const page = results.find((r) => r.name.startsWith("GET /prices"));
if (page) {
  const ratio = page.rps / baseline;
  console.log(
    `price list page at ${ratio.toFixed(2)} × the health route (target >= 0.50: ${ratio >= 0.5 ? "met" : "NOT met"})`,
  );
}
if (results.some((r) => r.non2xx > 0 || r.errors > 0)) {
  console.log("\nSome requests failed (non-2xx or errors): the figures for those routes are not valid.");
  process.exitCode = 1;
}
