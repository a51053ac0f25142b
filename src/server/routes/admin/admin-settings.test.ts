import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, pharmacySettings } from "@/server/db/schema";
import { MAP_EMBED_MESSAGE, SETTING_DEFINITIONS } from "@/shared/domain/settings";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.employee();
});
afterAll(() => t?.close());

type Setting = { setting_key: string; setting_value: string; setting_type: string; category: string | null; pharmacy_id: number | null };

describe("GET /api/admin/settings", () => {
  it("lists every row with its type, description and category, ordered by category then key", async () => {
    const rows = (await (await admin.get("/api/admin/settings")).json()) as Setting[];
    expect(rows.map((r) => r.setting_key).sort()).toEqual(SETTING_DEFINITIONS.map((d) => d.key).sort());
    const order = rows.map((r) => `${r.category}|${r.setting_key}`);
    expect(order).toEqual([...order].sort());
    expect(rows.find((r) => r.setting_key === "company_email")).toMatchObject({ setting_type: "email", category: "Contact" });
  });
});

describe("PUT /api/admin/settings/:key", () => {
  it("saves a value, which the public settings then show, and audits the change", async () => {
    const res = await admin.put("/api/admin/settings/contact_phone_number", { value: " 01632 960999 " });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ setting_key: "contact_phone_number", setting_value: "01632 960999" });
    const pub = (await (await t.client().get("/api/settings")).json()) as Record<string, string>;
    expect(pub.contact_phone_number).toBe("01632 960999");
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "setting.update"), eq(auditLog.target_id, "contact_phone_number")));
    expect(entry).toMatchObject({ actor_email: "admin@test.local", target_type: "setting", changed_fields: ["setting_value"] });
  });

  it.each([
    ["company_email", "not-an-email", "Invalid email address"],
    ["consultation_deadline_days", "seven", "Value must be a number"],
    ["cal_booking_url", "javascript:alert(1)", "URL must start with http:// or https://"],
    ["google_maps_embed_url", "not a url", "Invalid URL"],
    // The site's Content-Security-Policy lets only Google Maps into a frame: any other map would be an empty box.
    ["google_maps_embed_url", "https://www.openstreetmap.org/export/embed.html?bbox=-1.3,51.6,-1.2,51.7", MAP_EMBED_MESSAGE],
    ["google_maps_embed_url", "http://www.google.com/maps?q=Oxford&output=embed", MAP_EMBED_MESSAGE],
    ["google_maps_embed_url", "https://www.google.com.evil.example/maps?q=Oxford", MAP_EMBED_MESSAGE],
    ["display_name", "   ", "Value is required"],
    ["display_name", "x".repeat(2001), "Value must be at most 2000 characters"],
  ])("refuses %s = %j: %s", async (key, value, message) => {
    const res = await admin.put(`/api/admin/settings/${key}`, { value });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(message);
  });

  it.each([
    ["company_email", "team@pharmacy.example"],
    ["consultation_deadline_days", "10"],
    ["cal_booking_url", "https://cal.example/book"],
    ["google_maps_embed_url", "https://www.google.com/maps/embed?pb=!1m18!1m12"],
    ["google_maps_embed_url", "https://maps.google.com/maps?q=Oxford&output=embed"],
  ])("accepts a %s that fits its type", async (key, value) => {
    expect((await admin.put(`/api/admin/settings/${key}`, { value })).status).toBe(200);
  });

  it("answers 404 for an unknown key", async () => {
    const res = await admin.put("/api/admin/settings/no_such_key", { value: "x" });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: "Setting not found" });
  });
});

describe("POST /api/admin/settings", () => {
  it("creates a setting (type text by default, pharmacy id optional) and refuses the same key twice", async () => {
    const res = await admin.post("/api/admin/settings", { setting_key: "parking_note", setting_value: "Free parking behind the shop", category: "Contact", description: "Parking", pharmacy_id: 7 });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ setting_key: "parking_note", setting_type: "text", category: "Contact", pharmacy_id: 7 });
    const [row] = await t.db.select().from(pharmacySettings).where(eq(pharmacySettings.setting_key, "parking_note"));
    expect(row).toMatchObject({ setting_value: "Free parking behind the shop", updated_by: "admin@test.local" });

    const again = await admin.post("/api/admin/settings", { setting_key: "parking_note", setting_value: "other" });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: "A setting with this key already exists" });

    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, "setting.create"), eq(auditLog.target_id, "parking_note")));
    expect(entry).toBeTruthy();
  });

  it("needs a key and a value: 'Key and value are required'", async () => {
    for (const body of [{ setting_value: "x" }, { setting_key: "abc" }, { setting_key: "", setting_value: "x" }, { setting_key: "abc", setting_value: "  " }]) {
      const res = await admin.post("/api/admin/settings", body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe("Key and value are required");
    }
  });

  it.each([["Upper"], ["1starts_with_digit"], ["has-dash"], ["a"], ["x".repeat(101)]])("refuses the key %j", async (key) => {
    const res = await admin.post("/api/admin/settings", { setting_key: key, setting_value: "x" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields.setting_key).toMatch(/Key must start with a lowercase letter/);
  });

  it("checks the value against the chosen type and the pharmacy id as a whole number", async () => {
    const bad = await admin.post("/api/admin/settings", { setting_key: "ops_email", setting_value: "nope", setting_type: "email" });
    expect(await bad.json()).toMatchObject({ fields: { setting_value: "Invalid email address" } });
    const badType = await admin.post("/api/admin/settings", { setting_key: "ops_thing", setting_value: "x", setting_type: "colour" });
    expect(badType.status).toBe(400);
    const badId = await admin.post("/api/admin/settings", { setting_key: "ops_thing", setting_value: "x", pharmacy_id: 1.5 });
    expect(await badId.json()).toMatchObject({ fields: { pharmacy_id: "Pharmacy ID must be a whole number" } });
    const ok = await admin.post("/api/admin/settings", { setting_key: "ops_site", setting_value: "https://ops.example", setting_type: "url" });
    expect(ok.status).toBe(201);
  });
});
