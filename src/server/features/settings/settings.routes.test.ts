import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { pharmacySettings } from "../../db/schema";
import { SETTING_DEFAULTS, type SettingsMap } from "@/shared/domain/site/settings";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const setValue = (key: string, value: string) =>
  t.db.update(pharmacySettings).set({ setting_value: value }).where(eq(pharmacySettings.setting_key, key));
const readSettings = async () => {
  const res = await t.client().get("/api/settings");
  expect(res.status).toBe(200);
  return (await res.json()) as SettingsMap;
};

describe("GET /api/settings (public pages, docs/spec.md §2 and §9)", () => {
  it("answers a visitor with every known setting, revalidated on every use", async () => {
    const res = await t.client().get("/api/settings");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(Object.keys((await res.json()) as object).sort()).toEqual(Object.keys(SETTING_DEFAULTS).sort());
  });

  it("shows the stored value of a setting staff have changed", async () => {
    await setValue("pharmacy_opening_hours", "Monday-Saturday 8:30 AM-7:00 PM, Sunday 10:00 AM-4:00 PM");
    await setValue("display_name", "Harwood Pharmacy");
    const settings = await readSettings();
    expect(settings.pharmacy_opening_hours).toBe("Monday-Saturday 8:30 AM-7:00 PM, Sunday 10:00 AM-4:00 PM");
    expect(settings.display_name).toBe("Harwood Pharmacy");
    expect(settings.company_email).toBe(SETTING_DEFAULTS.company_email);
  });

  it("falls back to the default of a setting that is missing or blank", async () => {
    await t.db.delete(pharmacySettings).where(eq(pharmacySettings.setting_key, "contact_phone_number"));
    await setValue("google_maps_embed_url", "   ");
    const settings = await readSettings();
    expect(settings.contact_phone_number).toBe(SETTING_DEFAULTS.contact_phone_number);
    expect(settings.google_maps_embed_url).toBe(SETTING_DEFAULTS.google_maps_embed_url);
  });

  it("never exposes a stored row that is not a known public setting", async () => {
    await t.db
      .insert(pharmacySettings)
      .values({ setting_key: "internal_note", setting_value: "staff only", category: "Other" });
    expect(await readSettings()).not.toHaveProperty("internal_note");
  });

  it("offers no way to change settings", async () => {
    const res = await t.client().put("/api/settings", { display_name: "Hijacked" });
    expect(res.status).toBe(404);
    expect((await readSettings()).display_name).not.toBe("Hijacked");
  });
});
