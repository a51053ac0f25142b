/**
 * Hostile input: random and malformed bodies, huge strings, wrong types, unicode, control
 * characters (a NUL above all, which PostgreSQL cannot store) and SQL/HTML payloads at every
 * JSON endpoint, the mounted auth endpoints included, as every role. Never a 5xx; never a
 * stack trace or SQL in an error body.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { queryRows } from "@/server/db/client";
import { emailOutbox, patients } from "@/server/db/schema";
import { createTestApp, type TestApp, type TestClient } from "../../../tests/support/test-app";
import { apiRoutes, concretePath } from "../../../tests/support/route-access";

let t: TestApp;
let clients: TestClient[];
let patientId: number;

beforeAll(async () => {
  t = await createTestApp();
  const patient = await t.patient();
  const me = await (await patient.api.me.$get()).json();
  const [row] = await t.db.insert(patients).values({ user_id: me.user!.id, firstname: "Fuzz" }).returning();
  patientId = row!.patient_id;
  clients = [t.client(), patient, await t.employee()];
});
afterAll(() => t?.close());

const payloads = [
  "' OR 1=1 --",
  "'; DROP TABLE patients; --",
  "<script>alert(1)</script>",
  "\u0000",
  "Hello\u0000",
  "a\u0000b@example.com",
  "\u001b[31m",
  "line\r\nBcc: x@example.com",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ✓ é",
  "../../etc/passwd",
  "%00",
  "1e309",
  "-0",
];
/** One C0 control character or DEL, a NUL more often than the rest. */
const controlChar = fc.oneof(
  fc.constant("\u0000"),
  fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  fc.constant("\u007f"),
);
/** Short text with control characters among ordinary ones. */
const controlText = fc.string({
  unit: fc.oneof(controlChar, fc.constantFrom("a", "Z", "1", " ", "@", ".")),
  minLength: 1,
  maxLength: 16,
});
const hostileString = fc.oneof(
  fc.string(),
  fc.constantFrom(...payloads),
  controlText,
  fc.string({ minLength: 5000, maxLength: 20000 }),
  fc.string({ unit: "grapheme" }),
);
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.string(), hostileString, { maxKeys: 3 }),
);
/** Objects shaped like our forms: plausible keys with hostile values, plus unknown keys. */
const formKeys = [
  "email",
  "name",
  "message",
  "phone",
  "firstName",
  "lastName",
  "dob",
  "height",
  "weight",
  "userType",
  "productId",
  "deliveryMethod",
  "address1",
  "city",
  "postcode",
  "status",
  "adminNotes",
  "setting_key",
  "setting_value",
  "setting_type",
  "value",
  "field",
  "version",
  "sex",
  "forSelf",
  "__proto__",
  "constructor",
];
const hostileBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...formKeys), hostileValue, { maxKeys: 8 }),
  hostileValue,
  fc.constantFrom("{", '{"a":', "[1,2", "not json", "", "null", '""'),
);

/** A stack frame, a source path, or SQL (case-sensitive, so copy like 'select a dose' is fine). */
const LEAK =
  /\bat .+:\d+:\d+|node_modules|\.ts:\d+|\bselect .+ from "|\bSELECT\s.+\sFROM\b|\bINSERT INTO\b|\bUPDATE \S+ SET\b|syntax error at or near|violates .* constraint/;

describe("hostile input", () => {
  it("never gets a 5xx or a leaked internal from any JSON endpoint", { timeout: 240_000 }, async () => {
    const routes = apiRoutes(t.app).filter((r) => ["POST", "PUT", "PATCH"].includes(r.method));
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.map((r) => r.path)).toEqual(
      expect.arrayContaining(["/api/auth/sign-up/email", "/api/auth/sign-in/email", "/api/auth/reset-password"]),
    );
    for (const route of routes) {
      const path = concretePath(route.path, { patientId, settingKey: "display_name" });
      await fc.assert(
        fc.asyncProperty(hostileBody, fc.constantFrom(...clients), async (body, someone) => {
          // The auth endpoints limit each client address to a few tries a minute: a new visitor each time.
          const client = route.path.startsWith("/api/auth/") ? t.client() : someone;
          const raw =
            typeof body === "string" && !body.startsWith("{") && body !== "null" ? body : JSON.stringify(body);
          const res = await client.request(route.method, path, raw ?? "");
          const text = await res.text();
          if (res.status >= 500)
            throw new Error(
              `${route.method} ${path} → ${res.status}: ${text.slice(0, 300)} for ${String(raw).slice(0, 200)}`,
            );
          if (LEAK.test(text)) throw new Error(`${route.method} ${path} leaked: ${text.slice(0, 300)}`);
        }),
        { numRuns: 25 },
      );
    }
  });

  it("lets no caller choose who gets an e-mail or what it says", async () => {
    const victim = `victim-${Date.now()}@example.com`;
    const mail = {
      to: victim,
      email: victim,
      recipient: victim,
      subject: "Hello",
      html: "<p>Click</p>",
      text: "Click",
      type: "welcome",
      data: {},
    };
    // The old product's 'send-email' function, and every path a client might guess for it.
    for (const path of [
      "/api/send-email",
      "/api/email",
      "/api/emails",
      "/api/mail",
      "/api/functions/send-email",
      "/api/functions/v1/send-email",
    ]) {
      for (const client of clients) expect((await client.request("POST", path, mail)).status, path).toBe(404);
    }
    for (const route of apiRoutes(t.app).filter((r) => !["GET", "HEAD"].includes(r.method))) {
      const path = concretePath(route.path, { patientId, settingKey: "display_name" });
      for (const client of [...clients, t.client()])
        await client.request(route.method, path, route.method === "DELETE" ? undefined : mail);
    }
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to_address, victim))).toEqual([]);
  });

  it("answers hostile path parameters without a 5xx", async () => {
    const employee = clients[2]!;
    for (const id of [
      "abc",
      "-1",
      "0",
      "99999999999999999999",
      "1.5",
      "%27%20OR%201%3D1",
      "1;DROP",
      "%00",
      "1%00",
      "%1B",
    ]) {
      for (const path of [`/api/admin/patients/${id}`, `/api/admin/patients/${id}/audit`]) {
        const res = await employee.get(path);
        expect(res.status, path).toBeLessThan(500);
      }
    }
    for (const key of ["display_name%00", "%00", "%1B%5B31m", "%27%20OR%201%3D1"]) {
      const res = await employee.put(`/api/admin/settings/${key}`, { value: "Pharmacy" });
      expect(res.status, key).toBeLessThan(500);
    }
  });

  it(
    "answers hostile confirmation links without a 5xx or a leak, and confirms nobody",
    { timeout: 120_000 },
    async () => {
      const countConfirmed = async () =>
        (await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM "user" WHERE email_verified`))[0]!.n;
      // The seeded employee and the patient of beforeAll, who confirmed to sign in (decision 027).
      const before = await countConfirmed();
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(hostileString, controlText),
          fc.option(fc.oneof(hostileString, fc.constant("https://evil.example/"))),
          async (token, callbackURL) => {
            const query = `token=${encodeURIComponent(token)}${callbackURL === null ? "" : `&callbackURL=${encodeURIComponent(callbackURL)}`}`;
            // The endpoint limits each client address to a few tries a minute: a new visitor each time.
            const res = await t.client().get(`/api/auth/verify-email?${query}`);
            const text = await res.text();
            if (res.status < 400 || res.status >= 500)
              throw new Error(`?${query.slice(0, 200)} → ${res.status}: ${text.slice(0, 300)}`);
            if (LEAK.test(text)) throw new Error(`?${query.slice(0, 200)} leaked: ${text.slice(0, 300)}`);
          },
        ),
        { numRuns: 60 },
      );
      expect(before).toBe(2);
      expect(await countConfirmed()).toBe(before);
    },
  );

  it("answers hostile query strings without a 5xx", async () => {
    const employee = clients[2]!;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("search", "status", "type", "page"),
        fc.oneof(hostileString, controlText),
        async (name, value) => {
          const res = await employee.get(`/api/admin/patients?${name}=${encodeURIComponent(value)}`);
          if (res.status >= 500) throw new Error(`?${name}=${JSON.stringify(value)} → ${res.status}`);
        },
      ),
      { numRuns: 60 },
    );
  });
});
