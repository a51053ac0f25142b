import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, pharmacySettings } from "@/server/db/schema";
import { MAP_EMBED_MESSAGE } from "@/shared/domain/site/setting-checks";
import { SETTINGS_SUPERINTENDENT_MESSAGE } from "@/shared/domain/people/roles";
import { signedInStaff } from "../../../../tests/support/staff-fixtures";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { errorBody } from "../../../../tests/support/typed-api";

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.employee();
});
afterAll(() => t?.close());

describe("PUT /api/admin/settings/:key", () => {
  it("saves a value, which the public settings then show, and audits the change", async () => {
    const res = await admin.put("/api/admin/settings/contact_phone_number", { value: " 01632 960999 " });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ setting_key: "contact_phone_number", setting_value: "01632 960999" });
    const pub = await (await t.client().api.settings.$get()).json();
    expect(pub.contact_phone_number).toBe("01632 960999");
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "setting.update"), eq(auditLog.target_id, "contact_phone_number")));
    expect(entry).toMatchObject({
      actor_email: "admin@test.local",
      target_type: "setting",
      changed_fields: ["setting_value"],
    });
  });

  it.each([
    ["company_email", "not-an-email", "Invalid email address"],
    ["consultation_deadline_days", "seven", "Value must be a number"],
    ["cal_booking_url", "javascript:alert(1)", "URL must start with http:// or https://"],
    ["google_maps_embed_url", "not a url", "Invalid URL"],
    // The site's Content-Security-Policy lets only Google Maps into a frame: any other map would be an empty box.
    [
      "google_maps_embed_url",
      "https://www.openstreetmap.org/export/embed.html?bbox=-1.3,51.6,-1.2,51.7",
      MAP_EMBED_MESSAGE,
    ],
    ["google_maps_embed_url", "http://www.google.com/maps?q=Oxford&output=embed", MAP_EMBED_MESSAGE],
    ["google_maps_embed_url", "https://www.google.com.evil.example/maps?q=Oxford", MAP_EMBED_MESSAGE],
    ["display_name", "   ", "Value is required"],
    ["display_name", "x".repeat(2001), "Value must be at most 2000 characters"],
  ])("refuses %s = %j: %s", async (key, value, message) => {
    const res = await admin.put(`/api/admin/settings/${key}`, { value });
    expect(res.status).toBe(400);
    expect((await errorBody(res)).error).toBe(message);
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

describe("every setting is the superintendent's (decision 112)", () => {
  it("is refused to staff and prescribers, Clinical or not, even with a bad value; they still read them", async () => {
    for (const role of ["staff", "prescriber"] as const) {
      const other = await signedInStaff(t, role);
      for (const [key, value] of [
        ["restart_gap_days", "30"],
        ["display_name", "Another pharmacy"],
        ["company_email", "not-an-email"],
      ] as const) {
        const res = await other.put(`/api/admin/settings/${key}`, { value });
        expect(res.status, `${role} ${key}`).toBe(403);
        expect(await res.json()).toEqual({ error: SETTINGS_SUPERINTENDENT_MESSAGE, code: "forbidden" });
      }
      expect((await other.get("/api/admin/settings")).status, role).toBe(200);
    }
    const [row] = await t.db
      .select()
      .from(pharmacySettings)
      .where(eq(pharmacySettings.setting_key, "restart_gap_days"));
    expect(row!.setting_value).toBe("26");

    expect((await admin.put("/api/admin/settings/restart_gap_days", { value: "28" })).status).toBe(200);
    const [changed] = await t.db
      .select()
      .from(pharmacySettings)
      .where(eq(pharmacySettings.setting_key, "restart_gap_days"));
    expect(changed!.setting_value).toBe("28");
  });
});
