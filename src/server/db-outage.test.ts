/**
 * The database briefly unreachable: with a PostgreSQL server behind a proxy that drops every
 * connection, each kind of request (public, signed-in, sign-in, a save, a rate-limited form)
 * answers a clear 503 quickly, never a 500 or an internal detail; once the database is back
 * the same running app serves them all again, sessions included, without a restart.
 * Runs on the server at DATABASE_URL, or on a throw-away PostgreSQL started for it.
 */
import { afterAll, beforeAll, describe, expect, it, type MockInstance } from "vitest";
import { expectConsoleError } from "../../tests/support/setup";
import { freshDatabase, type PgServer, postgresServer, startTcpProxy } from "../../tests/support/postgres";
import { createTestApp, type TestApp, type TestClient } from "../../tests/support/test-app";

let server: PgServer;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let t: TestApp;
let patient: TestClient & { email: string; password: string };

beforeAll(async () => {
  server = await postgresServer();
  database = await freshDatabase(server.url, "outage");
  proxy = await startTcpProxy(database.url);
  t = await createTestApp({ env: { DATABASE_URL: proxy.url } });
  patient = await t.patient();
}, 120_000);
afterAll(async () => {
  await t?.close().catch(() => undefined);
  await proxy?.close();
  await database?.drop().catch(() => undefined);
  server?.stop();
});

const UNAVAILABLE = "The service is temporarily unavailable. Please try again shortly.";
const LEAK = /\bat .+:\d+:\d+|node_modules|\.ts:\d+|SELECT|INSERT|ECONN|Connection terminated|127\.0\.0\.1/;

const basic = (email: string, address1: string) => ({
  forSelf: "yes",
  userType: "new",
  salutation: "",
  firstName: "Outage",
  lastName: "Test",
  email,
  phone: "07700 900123",
  dob: "1985-06-15",
  sex: "female",
  address1,
  address2: "",
  city: "Oxford",
  postcode: "OX1 1AA",
});

/** One request of each kind the product makes. */
const calls: Array<[string, () => Promise<Response>]> = [
  ["public read", () => t.client().get("/api/products")],
  ["settings", () => t.client().get("/api/settings")],
  ["signed-in read", () => patient.get("/api/patient/state")],
  ["session check", () => patient.get("/api/me")],
  ["save", () => patient.put("/api/patient/basic", basic(patient.email, "2 During Street"))],
  [
    "rate-limited form",
    () => t.client().post("/api/contact", { name: "Visitor", email: "visitor@example.com", message: "Hello" }),
  ],
  ["sign-in", () => t.client().post("/api/auth/sign-in/email", { email: patient.email, password: patient.password })],
  [
    "sign-up",
    () =>
      t.client().post("/api/auth/sign-up/email", {
        email: `outage-${Date.now()}@example.com`,
        password: "secret-password",
        name: "Outage",
      }),
  ],
];

describe("the database briefly unreachable", () => {
  it(
    "answers a clear 503 with Retry-After for every kind of request, then recovers without a restart",
    { timeout: 120_000 },
    async () => {
      expect((await patient.put("/api/patient/basic", basic(patient.email, "1 Before Street"))).status).toBe(200);

      expectConsoleError(
        /database unavailable|idle client error|Connection terminated|ECONNRESET|ECONNREFUSED|Failed query/i,
      );
      proxy.cut();
      const failures: string[] = [];
      for (const [name, call] of calls) {
        const started = Date.now();
        const res = await call();
        const text = await res.text();
        const ms = Date.now() - started;
        if (res.status !== 503) failures.push(`${name}: ${res.status} ${text.slice(0, 200)}`);
        else if (JSON.parse(text).error !== UNAVAILABLE && JSON.parse(text).message !== UNAVAILABLE)
          failures.push(`${name}: body ${text.slice(0, 200)}`);
        else if (res.headers.get("retry-after") !== "5")
          failures.push(`${name}: Retry-After ${res.headers.get("retry-after")}`);
        if (LEAK.test(text)) failures.push(`${name}: leaked ${text.slice(0, 200)}`);
        if (ms > 7000) failures.push(`${name}: took ${ms} ms`);
      }
      expect(failures).toEqual([]);

      // The server's log says what failed, but holds no session token and no patient data.
      const logged = (console.error as unknown as MockInstance).mock.calls
        .flat()
        .map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : String(a)))
        .join("\n");
      expect(logged).toMatch(/database unavailable/);
      const token = decodeURIComponent(/session_token=([^;.]+)/.exec(patient.cookie)![1]!);
      expect(logged).not.toContain(token);
      expect(logged).not.toContain("During Street");
      expect(logged).not.toContain(patient.email);

      proxy.restore();
      const recovered: string[] = [];
      for (const [name, call] of calls) {
        const res = await call();
        if (res.status >= 500) recovered.push(`${name}: ${res.status} ${(await res.text()).slice(0, 200)}`);
      }
      expect(recovered).toEqual([]);
      // The session from before the outage still works, and the saves landed.
      expect(await (await patient.get("/api/me")).json()).toMatchObject({ user: { email: patient.email } });
      const state = await (await patient.api.patient.state.$get()).json();
      expect(state.patient?.address1).toBe("2 During Street");
    },
  );
});
