/**
 * Checks of a setting's value beyond its type (docs/spec.md §9), by key: the map's origin, the GPhC
 * numbers, the backup schedule (decision 092), lone working (decision 097).
 */
import { LONE_WORKING_SETTING, loneWorkingValueError } from "../dispensing/lone-working";
import type { SettingKey } from "./settings";

/**
 * The origins the site's Content-Security-Policy lets into a frame: the contact page's map.
 * A map setting on any other origin would show an empty box, so it is refused when saved.
 */
export const MAP_EMBED_ORIGINS = ["https://www.google.com", "https://maps.google.com"] as const;
export const MAP_EMBED_MESSAGE =
  "The map must be a Google Maps link starting with https://www.google.com/maps or https://maps.google.com";

const SEVEN_DIGITS = /^\d{7}$/;
/** Checks of one setting beyond its type, by key: the message when the value does not fit. */
const KEY_CHECKS: Partial<Record<SettingKey, (value: string) => string | null>> = {
  pharmacy_gphc_premises_number: (v) => (SEVEN_DIGITS.test(v) ? null : "A GPhC premises number is 7 digits"),
  pharmacist_gphc_number: (v) => (SEVEN_DIGITS.test(v) ? null : "A GPhC registration number is 7 digits"),
  backup_time: (v) =>
    /^([01]\d|2[0-3]):[0-5]\d$/.test(v) ? null : "A time of day as HH:MM, from 00:00 to 23:59 (UK time)",
  backup_keep_daily: (v) => (/^\d{1,3}$/.test(v) && Number(v) >= 1 ? null : "At least 1 (a whole number)"),
  backup_keep_monthly: (v) => (/^\d{1,3}$/.test(v) && Number(v) >= 0 ? null : "0 or more (a whole number)"),
  // decision 097
  [LONE_WORKING_SETTING.key]: loneWorkingValueError,
};

/** Checks that apply to one setting beyond its type: the message, or null when the value fits. */
export function settingKeyValueError(key: string, value: string): string | null {
  const check = KEY_CHECKS[key as SettingKey];
  if (check) return check(value.trim());
  if (key !== "google_maps_embed_url") return null;
  try {
    const url = new URL(value.trim());
    return (MAP_EMBED_ORIGINS as readonly string[]).includes(url.origin) ? null : MAP_EMBED_MESSAGE;
  } catch {
    return MAP_EMBED_MESSAGE;
  }
}
