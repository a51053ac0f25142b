/**
 * The known pharmacy settings (docs/spec.md §3, §9, decision 011, decision 017, decision 021) with their defaults. The server
 * seeds them; the client falls back to them when a setting is missing or cannot be loaded.
 */
import type { SETTING_TYPES } from "./constants";

export type SettingType = (typeof SETTING_TYPES)[number];

export interface SettingDefinition {
  key: string;
  value: string;
  type: SettingType;
  category: string;
  description: string;
}

export const SETTING_DEFINITIONS = [
  { key: "display_name", value: "The Village Pharmacy", type: "text", category: "General", description: "Pharmacy name shown on the site and in e-mails" },
  { key: "company_name", value: "The Village Pharmacy Ltd", type: "text", category: "General", description: "Registered company name" },
  { key: "medicine_name", value: "Mounjaro", type: "text", category: "General", description: "Medicine name, shown only in the prices heading, the dose list and order lines" },
  { key: "pharmacy_address_line1", value: "14 Church Street", type: "text", category: "Contact", description: "Address line 1" },
  { key: "pharmacy_address_line2", value: "Little Harwood", type: "text", category: "Contact", description: "Address line 2" },
  { key: "pharmacy_address_line3", value: "Oxfordshire OX12 3AB", type: "text", category: "Contact", description: "Address line 3 (town and postcode)" },
  { key: "pharmacy_opening_hours", value: "Monday-Friday 9:00 AM-6:00 PM, Saturday 9:00 AM-1:00 PM", type: "text", category: "Contact", description: "Opening hours, separated by commas (one line each)" },
  { key: "contact_phone_number", value: "01632 960123", type: "text", category: "Contact", description: "Phone number" },
  { key: "company_email", value: "hello@villagepharmacy.example", type: "email", category: "Contact", description: "Contact e-mail; staff notifications go here" },
  { key: "accessibility_note", value: "Step-free access at the front entrance and a private consultation room.", type: "text", category: "Contact", description: "Accessibility note on the contact page" },
  { key: "google_maps_embed_url", value: "https://www.google.com/maps?q=14+Church+Street,+Little+Harwood&output=embed", type: "url", category: "Contact", description: "Embedded map address on the contact page" },
  { key: "cal_booking_url", value: "https://cal.com/village-pharmacy/consultation", type: "url", category: "Consultation", description: "Consultation booking page" },
  { key: "consultation_duration", value: "15-20 minute", type: "text", category: "Consultation", description: "Consultation length shown to patients" },
  { key: "consultation_deadline_days", value: "7", type: "number", category: "Consultation", description: "Days after payment within which the consultation must happen" },
  { key: "pharmacist_name", value: "Priya Shah", type: "text", category: "Pharmacist", description: "Lead pharmacist and prescriber" },
  { key: "pharmacist_title", value: "Lead Pharmacist", type: "text", category: "Pharmacist", description: "Lead pharmacist's title" },
  { key: "pharmacist_specialization", value: "Independent prescriber specialising in weight management and diabetes care.", type: "text", category: "Pharmacist", description: "Lead pharmacist's specialisation" },
  { key: "pharmacist_gphc_number", value: "2000000", type: "text", category: "Pharmacist", description: "GPhC registration number of the prescriber" },
  { key: "pharmacist_email", value: "pharmacist@villagepharmacy.example", type: "email", category: "Pharmacist", description: "Lead pharmacist's e-mail for order notifications" },
  { key: "payment_link_url", value: "https://pay.villagepharmacy.example/order", type: "url", category: "Payment", description: "Payment page linked from the approval e-mail (the order number is added to it)" },
  // decision 030: the pharmacy's own clinical policy numbers; only the superintendent changes them.
  { key: "reorder_window_days", value: "21", type: "number", category: "Clinical", description: "Days after a supply before the next pen can be requested (first re-order reminder)" },
  { key: "reorder_second_reminder_days", value: "26", type: "number", category: "Clinical", description: "Days after a supply for the second re-order reminder" },
  { key: "restart_gap_days", value: "26", type: "number", category: "Clinical", description: "Days since the last injection from which a re-order is a restart" },
  { key: "reassessment_gap_days", value: "56", type: "number", category: "Clinical", description: "Days since the last injection from which a restart needs a new measurement and the full questionnaire" },
  { key: "reverification_days", value: "182", type: "number", category: "Clinical", description: "Days after which an independent measurement must be taken again" },
  { key: "verified_weight_difference_percent", value: "5", type: "number", category: "Clinical", description: "Flag when the verified weight differs from the self-reported one by more than this percentage" },
  { key: "rapid_loss_percent", value: "8", type: "number", category: "Clinical", description: "Flag a weight loss over this percentage within 4 weeks" },
  { key: "weight_gain_percent", value: "5", type: "number", category: "Clinical", description: "Flag a weight gain over this percentage since the previous weight" },
  { key: "low_bmi_flag", value: "25", type: "number", category: "Clinical", description: "Flag a BMI under this value on the latest weight" },
  { key: "efficacy_review_days", value: "182", type: "number", category: "Clinical", description: "Days at the highest dose reached after which too little loss calls for an efficacy review" },
  { key: "efficacy_min_loss_percent", value: "5", type: "number", category: "Clinical", description: "Loss at the highest dose under which an efficacy review is due" },
] as const satisfies readonly SettingDefinition[];

export type SettingKey = (typeof SETTING_DEFINITIONS)[number]["key"];
export type SettingsMap = Record<SettingKey, string>;

export const SETTING_DEFAULTS: SettingsMap = Object.fromEntries(
  SETTING_DEFINITIONS.map((s) => [s.key, s.value]),
) as SettingsMap;

/** Merges stored rows over the defaults; an empty or missing stored value keeps the default. */
export function withSettingDefaults(stored: Partial<Record<string, string | null>>): SettingsMap {
  const merged = { ...SETTING_DEFAULTS };
  for (const key of Object.keys(merged) as SettingKey[]) {
    const value = stored[key];
    if (typeof value === "string" && value.trim() !== "") merged[key] = value;
  }
  return merged;
}

/** docs/spec.md §2: opening hours are split at commas, one per line. */
export function splitOpeningHours(hours: string): string[] {
  return hours
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

/** decision 021: link to check the prescriber on the GPhC register. */
export function gphcRegisterUrl(registrationNumber: string): string {
  return `https://www.pharmacyregulation.org/registers/pharmacist/${encodeURIComponent(registrationNumber)}`;
}

/**
 * The origins the site's Content-Security-Policy lets into a frame: the contact page's map.
 * A map setting on any other origin would show an empty box, so it is refused when saved.
 */
export const MAP_EMBED_ORIGINS = ["https://www.google.com", "https://maps.google.com"] as const;
export const MAP_EMBED_MESSAGE = "The map must be a Google Maps link starting with https://www.google.com/maps or https://maps.google.com";

/** Checks that apply to one setting beyond its type: the message, or null when the value fits. */
export function settingKeyValueError(key: string, value: string): string | null {
  if (key !== "google_maps_embed_url") return null;
  try {
    const url = new URL(value.trim());
    return (MAP_EMBED_ORIGINS as readonly string[]).includes(url.origin) ? null : MAP_EMBED_MESSAGE;
  } catch {
    return MAP_EMBED_MESSAGE;
  }
}
