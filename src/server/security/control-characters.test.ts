/**
 * Control characters in text. PostgreSQL cannot store a NUL byte, and no form lets one (or a
 * bell, an escape, DEL) be typed: every text field of every JSON endpoint refuses each C0
 * control character and DEL with a 400 and that field's message, and the refusal changes no
 * row. Free text over several lines (answer details, notes, the contact message, settings)
 * keeps tabs and line breaks; one-line fields refuse those too. The auth endpoints answer 4xx,
 * never 500, and no text they store holds a control character.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/server/db/client";
import { EXCLUSIONS } from "@/shared/domain/clinical/exclusions";
import { loadAdminEditBody } from "../../../tests/support/admin-edit";
import { allAnswers, basicBody, safetyBody, shippingBody } from "../../../tests/support/patient-bodies";
import { snapshotTables } from "../../../tests/support/table-snapshot";
import { createTestApp, type TestApp, type TestClient } from "../../../tests/support/test-app";
import { errorBody } from "../../../tests/support/typed-api";

let t: TestApp;
let patient: TestClient;
let admin: TestClient;
let patientId: number;

const basic = () => basicBody();
const safety = () =>
  safetyBody({
    answers: allAnswers({ answer: "yes", details: "Some detail" }),
    diabetes: { isDiabetic: "yes", type: "type2", details: "Metformin" },
  });
const shipping = shippingBody;

beforeAll(async () => {
  t = await createTestApp();
  patient = await t.patient();
  admin = await t.employee();
  const saved = await patient.api.patient.basic.$put({ json: basic() });
  expect(saved.status).toBe(200);
  patientId = (await saved.json()).patientId;
  expect((await patient.put("/api/patient/safety", safety())).status).toBe(200);
  expect((await patient.post("/api/patient/dose", {})).status).toBe(200);
});
afterAll(() => t?.close());

/** Every C0 control character and DEL. */
const CONTROLS = [...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)), "\u007f"];
const TAB_AND_LINE_BREAKS = ["\t", "\n", "\r"];
const NEVER_IN_TEXT = CONTROLS.filter((ch) => !TAB_AND_LINE_BREAKS.includes(ch));
const show = (s: string) => JSON.stringify(s);

/** The dotted path of every string in a body, as the field messages name them. */
function textPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === "string") return [path];
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => textPaths(v, [...path, k]));
  return [];
}

function withText(body: Record<string, unknown>, path: string[], text: string) {
  const copy = structuredClone(body);
  const parent = path.slice(0, -1).reduce<Record<string, unknown>>((o, k) => o[k] as Record<string, unknown>, copy);
  parent[path.at(-1)!] = text;
  return copy;
}

/** The text with `ch` inside it (not at an end, where trimming could hide it), and with a NUL at its end. */
const spoiled = (text: string, ch: string) =>
  text.length > 1 ? `${text.slice(0, 1)}${ch}${text.slice(1)}` : `a${ch}b`;

const TABLES = [
  "patients",
  "patient_history",
  "orders",
  "order_line",
  "contact_messages",
  "email_outbox",
  "audit_log",
  "pharmacy_settings",
  "employees",
  "products",
  '"user"',
  "account",
  // A staff member's request records their activity (session.updated_at, once a minute: decision
  // 065), refused or not; everything else of a session must stay as it was.
  "(SELECT to_jsonb(s) - 'updated_at' FROM session s)",
  "verification",
];
const snapshot = () => snapshotTables(t.db, TABLES);

interface Endpoint {
  method: string;
  path: string;
  client: () => TestClient;
  base: () => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Fields of free text over several lines: tabs and line breaks are kept. */
  multiLine: (path: string) => boolean;
  /** A new base body for every request (a new sender, a new setting key). */
  fresh?: boolean;
}

let senders = 0;
const ADMIN_FREE_TEXT = new Set([
  "previousWeightLoss",
  "medicalConditions",
  "currentMedications",
  "diabetesDetails",
  "adminNotes",
  ...EXCLUSIONS.map((e) => `${e.field}Details`),
]);
const endpoints: Endpoint[] = [
  {
    method: "PUT",
    path: "/api/patient/basic",
    client: () => patient,
    base: basic,
    multiLine: (p) => p === "transfer.evidence",
  },
  {
    method: "PATCH",
    path: "/api/patient/questionnaire",
    client: () => patient,
    base: () => ({ field: "medicalConditions", answer: "yes", details: "Asthma" }),
    multiLine: (p) => p === "details",
  },
  {
    method: "PUT",
    path: "/api/patient/safety",
    client: () => patient,
    base: safety,
    multiLine: (p) => p.endsWith(".details") || p === "gp.practiceAddress",
  },
  { method: "PUT", path: "/api/patient/shipping", client: () => patient, base: shipping, multiLine: () => false },
  {
    method: "PUT",
    path: "/api/me/patient-type",
    client: () => patient,
    base: () => ({ userType: "existing" }),
    multiLine: () => false,
  },
  // A new client address and sender each time, so the contact form's limits do not hide the validation.
  {
    method: "POST",
    path: "/api/contact",
    client: () => t.client(),
    base: () => ({
      name: "Visitor",
      email: `visitor-${++senders}@example.com`,
      phone: "01865 000000",
      message: "Hello",
    }),
    multiLine: (p) => p === "message",
    fresh: true,
  },
  {
    method: "PUT",
    path: "/api/admin/patients/:id",
    client: () => admin,
    base: () => loadAdminEditBody(admin, patientId, { adminNotes: "Called the GP" }),
    multiLine: (p) => ADMIN_FREE_TEXT.has(p),
  },
  {
    method: "PATCH",
    path: "/api/admin/patients/:id/status",
    client: () => admin,
    base: () => ({ status: "pending", adminNotes: "Checked" }),
    multiLine: (p) => p === "adminNotes",
  },
  {
    method: "PUT",
    path: "/api/admin/settings/pharmacist_specialization",
    client: () => admin,
    base: () => ({ value: "Weight management" }),
    multiLine: (p) => p === "value",
  },
  {
    method: "POST",
    path: "/api/admin/settings",
    client: () => admin,
    base: () => ({
      setting_key: `ctl_${Date.now()}_${Math.floor(Math.random() * 1e6)}`,
      setting_value: "A value",
      setting_type: "text",
      description: "What it is",
      category: "Testing",
    }),
    multiLine: (p) => p === "setting_value" || p === "description",
    fresh: true,
  },
];
const urlOf = (e: Endpoint) => e.path.replace(":id", String(patientId));

describe("control characters in the text of JSON endpoints", () => {
  for (const endpoint of endpoints) {
    it(
      `${endpoint.method} ${endpoint.path}: refused in every text field with that field's message, changing nothing`,
      { timeout: 120_000 },
      async () => {
        const base = await endpoint.base();
        const paths = textPaths(base);
        expect(paths.length).toBeGreaterThan(0);
        const before = await snapshot();
        const wrong: string[] = [];
        for (const path of paths) {
          const field = path.join(".");
          const original = path.reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], base) as string;
          const refused = endpoint.multiLine(field) ? NEVER_IN_TEXT : CONTROLS;
          const values = [...refused.map((ch) => spoiled(original, ch)), `${original || "x"}\u0000`];
          for (const value of values) {
            const sent = withText(endpoint.fresh ? await endpoint.base() : base, path, value);
            const res = await endpoint.client().request(endpoint.method, urlOf(endpoint), JSON.stringify(sent));
            const refusal = await errorBody(res.clone()).catch(() => null);
            if (res.status !== 400 || !refusal?.fields?.[field])
              wrong.push(`${field} = ${show(value)} → ${res.status} ${(await res.text()).slice(0, 160)}`);
          }
        }
        expect(wrong).toEqual([]);
        expect(await snapshot()).toEqual(before);
      },
    );
  }

  it("free text over several lines keeps its tabs and line breaks", async () => {
    const text = "First line\r\n\tsecond line\nthird";
    for (const endpoint of endpoints) {
      const paths = textPaths(await endpoint.base()).filter((p) => endpoint.multiLine(p.join(".")));
      for (const path of paths) {
        const res = await endpoint
          .client()
          .request(endpoint.method, urlOf(endpoint), JSON.stringify(withText(await endpoint.base(), path, text)));
        expect(res.status, `${endpoint.method} ${endpoint.path} ${path.join(".")}`).toBeLessThan(300);
      }
    }
    const [notes] = await queryRows<{ admin_notes: string }>(
      t.db,
      sql`SELECT admin_notes FROM patients WHERE patient_id = ${patientId}`,
    );
    expect(notes!.admin_notes).toBe(text);
    const [message] = await queryRows<{ message: string }>(
      t.db,
      sql`SELECT message FROM contact_messages ORDER BY id DESC LIMIT 1`,
    );
    expect(message!.message).toBe(text);
  });

  it("the contact message names the problem", async () => {
    const res = await t
      .client()
      .post("/api/contact", { name: "Visitor", email: "nul@example.com", message: "Hello\u0000" });
    expect(res.status).toBe(400);
    expect((await errorBody(res)).fields).toEqual({
      message: "Message must not contain control characters",
    });
  });
});

describe("control characters in query strings and paths", () => {
  it("a patient search with a control character is refused with the search's message", async () => {
    for (const ch of ["%00", "%07", "%1B", "%7F"]) {
      const res = await admin.get(`/api/admin/patients?search=Ada${ch}`);
      expect(res.status, ch).toBe(400);
      expect((await errorBody(res)).fields?.search, ch).toMatch(/./);
    }
    expect((await admin.get("/api/admin/patients?search=Ada")).status).toBe(200);
  });

  it("a setting key with a control character names no setting", async () => {
    for (const key of ["display%00name", "display_name%00", "%1B"]) {
      const res = await admin.put(`/api/admin/settings/${key}`, { value: "Pharmacy" });
      expect(res.status, key).toBe(404);
    }
  });
});

describe("what is stored", () => {
  it("no stored text of a patient, an order, a message, a setting or an account holds a control character other than a tab or a line break", async () => {
    const checks = [
      [
        "patients",
        ["firstname", "lastname", "email", "mobile", "address1", "address2", "address3", "postcode", "admin_notes"],
      ],
      ["orders", ["ship_addr1", "ship_addr2", "ship_addr3", "ship_postcode"]],
      ["contact_messages", ["name", "email", "phone", "message"]],
      ["pharmacy_settings", ["setting_key", "setting_value", "description", "category"]],
      ['"user"', ["name", "email"]],
    ] as const;
    const conditions = checks.flatMap(([table, columns]) =>
      columns.map(
        (c) =>
          `(SELECT count(*)::int FROM ${table} WHERE ${c} ~ '[\\x01-\\x08\\x0b\\x0c\\x0e-\\x1f\\x7f]') AS "${table.replaceAll('"', "")}.${c}"`,
      ),
    );
    const [row] = await queryRows<Record<string, number>>(t.db, sql.raw(`SELECT ${conditions.join(", ")}`));
    expect(Object.entries(row!).filter(([, n]) => n > 0)).toEqual([]);
  });
});
