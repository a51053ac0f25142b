/**
 * The known pharmacy settings (docs/spec.md §3, §9, decision 011, decision 017, decision 021) with their defaults. The server
 * seeds them; the client falls back to them when a setting is missing or cannot be loaded.
 */
import { CLINICAL_DEFAULTS, CLINICAL_SETTING_DEFINITIONS } from "../clinical/clinical-settings";
import { BACKUP_DEFAULTS, BACKUP_SETTING_DEFINITIONS } from "./backup-settings";
import type { SETTING_TYPES } from "../constants";
import { LONE_WORKING_SETTING } from "../dispensing/lone-working";

export type SettingType = (typeof SETTING_TYPES)[number];

export interface SettingDefinition {
  key: string;
  value: string;
  type: SettingType;
  category: string;
  description: string;
  /**
   * Decision 090: the default is an example (a fictitious name, number, address or link). While
   * it is in place the go-live checklist lists it, and production takes no orders.
   */
  example?: true;
}

/**
 * The value of each known setting until staff change it. Apart from the definitions below, so
 * that a visitor's browser, which needs only these, does not download the descriptions.
 */
const DEFAULT_VALUES = {
  display_name: "The Village Pharmacy",
  company_name: "The Village Pharmacy Ltd",
  medicine_name: "Mounjaro",
  pharmacy_address_line1: "14 Church Street",
  pharmacy_address_line2: "Little Harwood",
  pharmacy_address_line3: "Oxfordshire OX12 3AB",
  pharmacy_opening_hours: "Monday-Friday 9:00 AM-6:00 PM, Saturday 9:00 AM-1:00 PM",
  contact_phone_number: "01632 960123",
  pharmacy_gphc_premises_number: "9000000",
  company_email: "hello@villagepharmacy.example",
  accessibility_note: "Step-free access at the front entrance and a private consultation room.",
  google_maps_embed_url: "https://www.google.com/maps?q=14+Church+Street,+Little+Harwood&output=embed",
  cal_booking_url: "https://cal.com/village-pharmacy/consultation",
  consultation_duration: "15-20 minute",
  consultation_deadline_days: "7",
  pharmacist_name: "Priya Shah",
  pharmacist_title: "Lead Pharmacist",
  pharmacist_specialization: "Independent prescriber specialising in weight management and diabetes care.",
  pharmacist_gphc_number: "2000000",
  pharmacist_email: "pharmacist@villagepharmacy.example",
  payment_link_url: "https://pay.villagepharmacy.example/order",
  ...CLINICAL_DEFAULTS,
  lone_working_allowed: LONE_WORKING_SETTING.value,
  ...BACKUP_DEFAULTS,
};

export type SettingKey = keyof typeof DEFAULT_VALUES;
export type SettingsMap = Record<SettingKey, string>;

export const SETTING_DEFAULTS: SettingsMap = DEFAULT_VALUES;

export const SETTING_DEFINITIONS = [
  {
    key: "display_name",
    value: DEFAULT_VALUES.display_name,
    type: "text",
    category: "General",
    description: "Pharmacy name shown on the site and in e-mails",
    example: true,
  },
  {
    key: "company_name",
    value: DEFAULT_VALUES.company_name,
    type: "text",
    category: "General",
    description: "Registered company name",
    example: true,
  },
  {
    key: "medicine_name",
    value: DEFAULT_VALUES.medicine_name,
    type: "text",
    category: "General",
    description: "Medicine name, shown only in the prices heading, the dose list and order lines",
  },
  {
    key: "pharmacy_address_line1",
    value: DEFAULT_VALUES.pharmacy_address_line1,
    type: "text",
    category: "Contact",
    description: "Address line 1",
    example: true,
  },
  {
    key: "pharmacy_address_line2",
    value: DEFAULT_VALUES.pharmacy_address_line2,
    type: "text",
    category: "Contact",
    description: "Address line 2",
    example: true,
  },
  {
    key: "pharmacy_address_line3",
    value: DEFAULT_VALUES.pharmacy_address_line3,
    type: "text",
    category: "Contact",
    description: "Address line 3 (town and postcode)",
    example: true,
  },
  {
    key: "pharmacy_opening_hours",
    value: DEFAULT_VALUES.pharmacy_opening_hours,
    type: "text",
    category: "Contact",
    description: "Opening hours, separated by commas (one line each)",
  },
  {
    key: "pharmacy_gphc_premises_number",
    value: DEFAULT_VALUES.pharmacy_gphc_premises_number,
    type: "text",
    category: "General",
    description: "GPhC registration number of the pharmacy premises",
    example: true,
  },
  {
    key: "contact_phone_number",
    value: DEFAULT_VALUES.contact_phone_number,
    type: "text",
    category: "Contact",
    description: "Phone number",
    example: true,
  },
  {
    key: "company_email",
    value: DEFAULT_VALUES.company_email,
    type: "email",
    category: "Contact",
    description: "Contact e-mail; staff notifications go here",
    example: true,
  },
  {
    key: "accessibility_note",
    value: DEFAULT_VALUES.accessibility_note,
    type: "text",
    category: "Contact",
    description: "Accessibility note on the contact page",
  },
  {
    key: "google_maps_embed_url",
    value: DEFAULT_VALUES.google_maps_embed_url,
    type: "url",
    category: "Contact",
    description: "Embedded map address on the contact page",
    example: true,
  },
  {
    key: "cal_booking_url",
    value: DEFAULT_VALUES.cal_booking_url,
    type: "url",
    category: "Consultation",
    description: "Consultation booking page",
    example: true,
  },
  {
    key: "consultation_duration",
    value: DEFAULT_VALUES.consultation_duration,
    type: "text",
    category: "Consultation",
    description: "Consultation length shown to patients",
  },
  {
    key: "consultation_deadline_days",
    value: DEFAULT_VALUES.consultation_deadline_days,
    type: "number",
    category: "Consultation",
    description: "Days after completing an order within which the consultation should be booked",
  },
  {
    key: "pharmacist_name",
    value: DEFAULT_VALUES.pharmacist_name,
    type: "text",
    category: "Pharmacist",
    description: "Lead pharmacist and prescriber",
    example: true,
  },
  {
    key: "pharmacist_title",
    value: DEFAULT_VALUES.pharmacist_title,
    type: "text",
    category: "Pharmacist",
    description: "Lead pharmacist's title",
  },
  {
    key: "pharmacist_specialization",
    value: DEFAULT_VALUES.pharmacist_specialization,
    type: "text",
    category: "Pharmacist",
    description: "Lead pharmacist's specialisation",
  },
  {
    key: "pharmacist_gphc_number",
    value: DEFAULT_VALUES.pharmacist_gphc_number,
    type: "text",
    category: "Pharmacist",
    description: "GPhC registration number of the prescriber",
    example: true,
  },
  {
    key: "pharmacist_email",
    value: DEFAULT_VALUES.pharmacist_email,
    type: "email",
    category: "Pharmacist",
    description: "Lead pharmacist's e-mail for order notifications",
    example: true,
  },
  {
    key: "payment_link_url",
    value: DEFAULT_VALUES.payment_link_url,
    type: "url",
    category: "Payment",
    description: "Payment page linked from the approval e-mail (the order number is added to it)",
    example: true,
  },
  // decision 030: the pharmacy's own clinical policy numbers; only the superintendent changes them.
  ...CLINICAL_SETTING_DEFINITIONS,
  // decision 097: a second person checks every dispensing unless the superintendent allows lone working.
  LONE_WORKING_SETTING,
  ...BACKUP_SETTING_DEFINITIONS,
] as const satisfies readonly (SettingDefinition & { key: SettingKey })[];

/** docs/spec.md §2: opening hours are split at commas, one per line. */
export function splitOpeningHours(hours: string): string[] {
  return hours
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}
