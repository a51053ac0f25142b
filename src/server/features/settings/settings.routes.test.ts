import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/support/test-app";
import { pharmacySettings } from "../../db/schema";
import { READ_CACHE_MAX_AGE_MS } from "../../site/read-cache";
import { SETTING_DEFAULTS } from "@/shared/domain/site/settings";

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.employee();
});
afterAll(() => t?.close());

/**
 * Decision 108: the settings are kept in memory; a change made in the database by anything but
 * this server (another instance) shows within 30 s. `read` runs that much later than the last.
 */
let later = 0;
async function afterMaxAge<T>(read: () => Promise<T>): Promise<T> {
  later += READ_CACHE_MAX_AGE_MS;
  const spy = vi.spyOn(Date, "now").mockReturnValue(Date.now() + later);
  try {
    return await read();
  } finally {
    spy.mockRestore();
  }
}

const setValue = (key: string, value: string) =>
  t.db.update(pharmacySettings).set({ setting_value: value }).where(eq(pharmacySettings.setting_key, key));
const readSettings = async () => {
  const res = await t.client().api.settings.$get();
  expect(res.status).toBe(200);
  return res.json();
};

describe("GET /api/settings (public pages, docs/spec.md §2 and §9)", () => {
  it("answers a visitor with every known setting, revalidated on every use", async () => {
    const res = await t.client().api.settings.$get();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(Object.keys(await res.json()).sort()).toEqual(Object.keys(SETTING_DEFAULTS).sort());
  });

  it("shows the stored value of a setting staff have changed, at once when changed through this server", async () => {
    await readSettings();
    expect((await admin.put("/api/admin/settings/display_name", { value: "Harwood Pharmacy" })).status).toBe(200);
    expect((await readSettings()).display_name).toBe("Harwood Pharmacy");
    // Another instance of the server changed it: shown within 30 s.
    await setValue("pharmacy_opening_hours", "Monday-Saturday 8:30 AM-7:00 PM, Sunday 10:00 AM-4:00 PM");
    expect((await readSettings()).pharmacy_opening_hours).toBe(SETTING_DEFAULTS.pharmacy_opening_hours);
    const settings = await afterMaxAge(readSettings);
    expect(settings.pharmacy_opening_hours).toBe("Monday-Saturday 8:30 AM-7:00 PM, Sunday 10:00 AM-4:00 PM");
    expect(settings.display_name).toBe("Harwood Pharmacy");
    expect(settings.company_email).toBe(SETTING_DEFAULTS.company_email);
  });

  it("falls back to the default of a setting that is missing or blank", async () => {
    await t.db.delete(pharmacySettings).where(eq(pharmacySettings.setting_key, "contact_phone_number"));
    await setValue("google_maps_embed_url", "   ");
    const settings = await afterMaxAge(readSettings);
    expect(settings.contact_phone_number).toBe(SETTING_DEFAULTS.contact_phone_number);
    expect(settings.google_maps_embed_url).toBe(SETTING_DEFAULTS.google_maps_embed_url);
  });

  it("never exposes a stored row that is not a known public setting", async () => {
    await t.db
      .insert(pharmacySettings)
      .values({ setting_key: "internal_note", setting_value: "staff only", category: "Other" });
    expect(await afterMaxAge(readSettings)).not.toHaveProperty("internal_note");
  });

  it("sends an ETag and answers 304 without a body to a browser that holds the current version", async () => {
    const first = await t.client().get("/api/settings");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.client().get("/api/settings", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    // Staff change a setting: the held version is no longer current.
    expect((await admin.put("/api/admin/settings/company_email", { value: "team@pharmacy.example" })).status).toBe(200);
    const changed = await t.client().api.settings.$get(undefined, { headers: { "if-none-match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect((await changed.json()).company_email).toBe("team@pharmacy.example");
  });

  it("offers no way to change settings", async () => {
    const res = await t.client().put("/api/settings", { display_name: "Hijacked" });
    expect(res.status).toBe(404);
    expect((await readSettings()).display_name).not.toBe("Hijacked");
  });
});
