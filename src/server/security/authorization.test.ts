/**
 * The authorisation matrix: every API route × {anonymous, patient A, patient B, employee}.
 * Allowed means the guard let the request through (any status but 401/403); the handler may
 * still answer 400/404 for the empty body used here.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { patients } from "@/server/db/schema";
import { insertOrderInState } from "../../../tests/support/order-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../tests/support/test-app";
import { type Access, apiRoutes, concretePath, ROUTE_ACCESS } from "../../../tests/support/route-access";

let t: TestApp;
let roles: Record<"anonymous" | "patientA" | "patientB" | "employee", TestClient>;
let patientAId: number;

beforeAll(async () => {
  t = await createTestApp();
  const patientA = await t.patient();
  const patientB = await t.patient();
  roles = { anonymous: t.client(), patientA, patientB, employee: await t.employee() };
  const { user } = await (await patientA.api.me.$get()).json();
  const [row] = await t.db
    .insert(patients)
    .values({ user_id: user!.id, firstname: "Alice", lastname: "A", email: patientA.email })
    .returning();
  patientAId = row!.patient_id;
});
afterAll(() => t?.close());

const sessionOf = async (role: "patientA" | "patientB" | "employee") =>
  role === "employee" ? t.employee() : t.patient();

const expected = (access: Access, role: keyof typeof roles): "allowed" | 401 | 403 => {
  if (access === "public") return "allowed";
  if (role === "anonymous") return 401;
  if (access === "user") return "allowed";
  return role === "employee" ? "allowed" : 403;
};

describe("authorisation matrix", () => {
  it("has an entry for every API route, and no entry without a route", () => {
    const actual = apiRoutes(t.app)
      .map((r) => `${r.method} ${r.path}`)
      .sort();
    expect(
      actual.filter((k) => !(k in ROUTE_ACCESS)),
      "routes without an access entry",
    ).toEqual([]);
    expect(
      Object.keys(ROUTE_ACCESS).filter((k) => !actual.includes(k)),
      "entries without a route",
    ).toEqual([]);
  });

  // Every route for every role, one after another: it grows with the routes, and some do real work (a backup).
  it("lets each role through exactly where its access allows", { timeout: 180_000 }, async () => {
    const failures: string[] = [];
    for (const route of apiRoutes(t.app)) {
      const access = ROUTE_ACCESS[`${route.method} ${route.path}`];
      if (!access) continue;
      for (const role of Object.keys(roles) as Array<keyof typeof roles>) {
        const path = concretePath(route.path, { patientId: patientAId, settingKey: "display_name" });
        // Signing out ends the session: do it with a session of the same role made for it.
        const client =
          route.path === "/api/auth/sign-out" && role !== "anonymous" ? await sessionOf(role) : roles[role];
        const res = await client.request(
          route.method,
          path,
          route.method === "GET" || route.method === "DELETE" ? undefined : {},
        );
        const want = expected(access, role);
        const ok =
          want === "allowed" ? res.status !== 401 && res.status !== 403 && res.status < 500 : res.status === want;
        if (!ok) failures.push(`${role} ${route.method} ${path}: got ${res.status}, want ${want}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("leaves every other better-auth endpoint unreachable, for visitors and signed-in users alike", async () => {
    // Enumerated from the auth library itself, so an endpoint a new version adds is covered too.
    const endpoints = Object.values(
      t.deps.auth.api as Record<string, { path?: string; options?: { method?: string | string[] } }>,
    )
      .filter((e) => e.path)
      .flatMap((e) =>
        ([] as string[]).concat(e.options?.method ?? "GET").map((method) => ({ method, path: `/api/auth${e.path}` })),
      )
      .filter((e) => !(`${e.method} ${e.path}` in ROUTE_ACCESS));
    expect(endpoints.length).toBeGreaterThan(10);
    const reached: string[] = [];
    for (const { method, path } of endpoints) {
      const url = path.replace(/:(\w+)/g, "x");
      for (const role of ["anonymous", "patientA", "employee"] as const) {
        const res = await roles[role].request(method, url, method === "GET" ? undefined : {});
        if (res.status !== 404) reached.push(`${role} ${method} ${url}: ${res.status}`);
      }
    }
    expect(reached).toEqual([]);
    // Still signed in: none of them ended a session.
    expect((await (await roles.patientA.api.me.$get()).json()).user).not.toBeNull();
  });

  it("shows patient B nothing of patient A's record at any read a signed-in user may make", async () => {
    const reads = Object.entries(ROUTE_ACCESS)
      .filter(([k, a]) => a === "user" && k.startsWith("GET "))
      .map(([k]) => k.slice(4));
    expect(reads.length).toBeGreaterThan(2);
    // A pair of its own: the matrix above archives patient A's record.
    const [a, b] = [await t.patient(), await t.patient()];
    const { user } = await (await a.api.me.$get()).json();
    await t.db.insert(patients).values({ user_id: user!.id, firstname: "Alice", lastname: "A", email: a.email });
    for (const path of reads) {
      const [forA, forB] = [await (await a.get(path)).text(), await (await b.get(path)).text()];
      for (const value of ["Alice", user!.email, user!.id]) {
        expect(forB, `${path} for patient B`).not.toContain(value);
      }
      if (path === "/api/patient/state") expect(forA).toContain("Alice");
    }
  });

  it("refuses every state-changing route from a foreign or opaque Origin, signed in or not, and a foreign sign-out ends no session", async () => {
    const changing = apiRoutes(t.app).filter((r) => !["GET", "HEAD", "OPTIONS"].includes(r.method));
    expect(changing.length).toBeGreaterThan(10);
    const session = await t.patient();
    const failures: string[] = [];
    for (const route of changing) {
      const path = concretePath(route.path, { patientId: patientAId, settingKey: "display_name" });
      for (const origin of ["https://evil.example", "null", "http://localhost:3000.evil.example"]) {
        for (const client of [t.client(), session, roles.employee]) {
          const res = await client.request(route.method, path, route.method === "DELETE" ? undefined : {}, { origin });
          if (res.status !== 403) failures.push(`${route.method} ${path} from ${origin}: ${res.status}`);
        }
      }
    }
    // A login form posted from another site (form-encoded, as a browser sends it) is refused too.
    const form = await t
      .client()
      .request(
        "POST",
        "/api/auth/sign-in/email",
        `email=${encodeURIComponent(session.email)}&password=secret-password`,
        {
          origin: "https://evil.example",
          "content-type": "application/x-www-form-urlencoded",
        },
      );
    if (form.status !== 403) failures.push(`form sign-in from another site: ${form.status}`);
    expect(failures).toEqual([]);
    expect((await (await session.api.me.$get()).json()).user).not.toBeNull();
  });

  it("gives patient B nothing of patient A's: the only patient endpoints with an id are the account's orders, which answer 404 to anyone else", async () => {
    const userRoutes = Object.entries(ROUTE_ACCESS)
      .filter(([, a]) => a === "user")
      .map(([k]) => k);
    const withId = userRoutes.filter((k) => k.includes(":"));
    expect(withId).toEqual([
      "GET /api/account/orders/:id",
      "POST /api/account/orders/:id/received",
      "POST /api/account/orders/:id/cancel",
      "POST /api/account/orders/:id/pay",
    ]);
    const order = await insertOrderInState(t.db, patientAId, "dispatched");
    for (const key of withId) {
      const [method, path] = key.split(" ") as [string, string];
      const res = await roles.patientB.request(
        method,
        path.replace(":id", String(order.order_id)),
        method === "GET" ? undefined : {},
      );
      expect(res.status, key).toBe(404);
    }
  });
});
