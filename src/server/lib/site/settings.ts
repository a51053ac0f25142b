/** The pharmacy's settings as every feature and every e-mail reads them. */
import { asc } from "drizzle-orm";
import { SETTING_DEFAULTS, type SettingKey, type SettingsMap } from "@/shared/domain/site/settings";
import type { DbOrTx } from "../../db/client";
import { pharmacySettings } from "../../db/schema";

/** Every setting row, ordered by category then key (docs/spec.md §7). */
export function listSettingRows(db: DbOrTx) {
  return db.select().from(pharmacySettings).orderBy(asc(pharmacySettings.category), asc(pharmacySettings.setting_key));
}

/** Stored settings over the defaults of docs/spec.md §9, as one key → value map. */
export async function getSettings(db: DbOrTx): Promise<SettingsMap> {
  const rows = await db
    .select({ key: pharmacySettings.setting_key, value: pharmacySettings.setting_value })
    .from(pharmacySettings);
  return withSettingDefaults(Object.fromEntries(rows.map((r) => [r.key, r.value])));
}

/** Merges stored rows over the defaults; an empty or missing stored value keeps the default. */
export function withSettingDefaults(stored: Partial<Record<string, string | null>>): SettingsMap {
  const merged = { ...SETTING_DEFAULTS };
  for (const key of Object.keys(merged) as SettingKey[]) {
    const value = stored[key];
    if (typeof value === "string" && value.trim() !== "") merged[key] = value;
  }
  return merged;
}
