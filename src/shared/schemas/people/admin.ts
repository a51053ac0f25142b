/**
 * Staff back office (docs/spec.md §2 admin, §3, §5, decision 007, decision 013, decision 018): one schema per request, used by the
 * react-hook-form resolvers and by the Hono validators. Field messages are written once here.
 */
import { MAX_ID, z } from "../zod";
import { HEIGHT_CM_RANGE, SETTING_TYPES, TEXT_LIMITS, WEIGHT_KG_RANGE } from "../../domain/constants";
import { DIABETES_TYPES } from "../../domain/clinical/diabetes";
import { REVIEW_STATUSES } from "../../domain/prescribing/review-status";
import { EXCLUSIONS } from "../../domain/clinical/exclusions";
import { settingKeyValueError } from "../../domain/site/setting-checks";
import { type FieldMessages, patientFields } from "../patient/patient-fields";
import {
  CONTROL_CHARACTERS_MESSAGE,
  hasControlChars,
  isOneLine,
  isPlainText,
  ONE_LINE_MESSAGE,
  oneLineMessage,
  plainTextMessage,
} from "../text";

// ---------------------------------------------------------------------------
// Login (docs/spec.md §5 'Admin login': email and password required, email typed)
// ---------------------------------------------------------------------------
export const adminLoginSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Email is required")
    .max(TEXT_LIMITS.email, "Email is too long")
    .pipe(z.email("Invalid email address")),
  password: z.string().min(1, "Password is required").max(128, "Password is too long"),
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

// ---------------------------------------------------------------------------
// Review status (shared/domain/prescribing/review-status)
// ---------------------------------------------------------------------------
const reviewStatus = z.enum(REVIEW_STATUSES, { error: "Status must be one of pending, approved, rejected" });
const adminNotes = z
  .string()
  .max(TEXT_LIMITS.notes, `Notes must be at most ${TEXT_LIMITS.notes} characters`)
  .refine(isPlainText, plainTextMessage("Notes"));

/** PATCH /api/admin/patients/:id/status: the Update Status dialog (decision 007). */
export const patientStatusSchema = z.object({ status: reviewStatus, adminNotes });
export type PatientStatusInput = z.infer<typeof patientStatusSchema>;

// ---------------------------------------------------------------------------
// Patient list (decision 013)
// ---------------------------------------------------------------------------
export const patientListQuerySchema = z.object({
  search: z.string().max(100, "Search is too long").refine(isOneLine, oneLineMessage("Search")).optional(),
  status: z.enum(["1", "2", "3"], { error: "Unknown status" }).optional(),
  type: z.enum(["1", "2"], { error: "Unknown patient type" }).optional(),
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, "Page must be a positive whole number")
    .optional(),
});
export type PatientListQuery = z.infer<typeof patientListQuerySchema>;

// ---------------------------------------------------------------------------
// Edit form (docs/spec.md §3 'Admin edit form fields', §5 'Admin edit patient messages')
// ---------------------------------------------------------------------------
/** Free text over several lines: tabs and line breaks, no other control character (../text). */
const detailText = z
  .string()
  .max(TEXT_LIMITS.detail, `Must be at most ${TEXT_LIMITS.detail} characters`)
  .refine(isPlainText, CONTROL_CHARACTERS_MESSAGE);

/** An exclusion ticked (yes) or not (no); null keeps a question the patient has not answered as not answered (decision 082). */
const exclusionFlag = z.boolean().nullable();
/** A medical question's details: text is a yes, '' a no, null not answered (decision 082). */
const medicalAnswer = detailText.nullable();

type ExclusionFlagShape = {
  [K in (typeof EXCLUSIONS)[number]["field"]]: typeof exclusionFlag;
} & {
  [K in (typeof EXCLUSIONS)[number]["field"] as `${K}Details`]: typeof detailText;
};

const exclusionFlags = Object.fromEntries(
  EXCLUSIONS.flatMap((e) => [
    [e.field, exclusionFlag],
    [`${e.field}Details`, detailText],
  ]),
) as ExclusionFlagShape;

/** The edit form's words for a field (docs/spec.md §5 'Admin edit patient messages'). */
const say = (required: string, max: number, invalid?: string): FieldMessages => ({
  required,
  tooLong: `Must be at most ${max} characters`,
  notOneLine: ONE_LINE_MESSAGE,
  invalid,
});

/** A date of birth is not in the future of `now`. */
const isNotAfter = (now: Date) => (value: string) => new Date(`${value}T00:00:00Z`).getTime() <= now.getTime();

/** One-line text: a setting's category (../text). */
const optionalText = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).refine(isOneLine, ONE_LINE_MESSAGE);
/** Free text over several lines, trimmed. */
const optionalPlainText = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).refine(isPlainText, CONTROL_CHARACTERS_MESSAGE);
const measurement = (requiredMessage: string, range: { min: number; max: number }, unit: string) =>
  z
    .number({ error: requiredMessage })
    .min(range.min, `Must be between ${range.min} and ${range.max} ${unit}`)
    .max(range.max, `Must be between ${range.min} and ${range.max} ${unit}`);

/**
 * PUT /api/admin/patients/:id: the whole edit form, with the version the form was loaded at. The
 * date of birth is not after `now`: the browser's reading in the form, the clock's on the server.
 */
export const adminPatientUpdateSchemaOn = (now: Date) =>
  z.object({
    version: z.number().int().positive(),
    salutation: patientFields.salutation(),
    firstName: patientFields.name(say("First name is required", TEXT_LIMITS.name)),
    lastName: patientFields.name(say("Last name is required", TEXT_LIMITS.name)),
    // docs/spec.md §5: an empty or malformed address is 'Invalid email address'.
    email: patientFields.email({
      ...say("Invalid email address", TEXT_LIMITS.email, "Invalid email address"),
      tooLong: "Email is too long",
    }),
    phone: patientFields.phone(
      say("Phone number is required", TEXT_LIMITS.phone, "Please enter a valid UK phone number"),
    ),
    dob: patientFields
      .dob(say("Date of birth is required", 10, "Enter a valid date of birth"))
      .refine(isNotAfter(now), "Enter a valid date of birth"),
    sex: z.enum(["male", "female", "other"], { error: "Sex is required" }),
    forSelf: z.enum(["yes", "no"], { error: "This field is required" }),
    deliveryMethod: z.enum(["delivery", "pickup"], { error: "Delivery method is required" }),
    height: measurement("Height is required", HEIGHT_CM_RANGE, "cm"),
    weight: measurement("Weight is required", WEIGHT_KG_RANGE, "kg"),
    /** Read-only in the form; the server always recomputes it from height and weight. */
    bmi: z.number().nullable().optional(),
    address1: patientFields.addressLine(say("Address line 1 is required", TEXT_LIMITS.line)),
    address2: patientFields.optionalAddressLine(say("", TEXT_LIMITS.line)),
    city: patientFields.city(say("City is required", TEXT_LIMITS.city)),
    postcode: patientFields.postcode(
      say("Postcode is required", TEXT_LIMITS.postcode, "Please enter a valid UK postcode"),
    ),
    previousWeightLoss: medicalAnswer,
    medicalConditions: medicalAnswer,
    currentMedications: medicalAnswer,
    ...exclusionFlags,
    /** '' keeps the diabetes question not answered (decision 082). */
    isDiabetic: z.enum(["yes", "no", ""], { error: "Please select an option" }),
    diabetesType: z.union([z.enum(DIABETES_TYPES), z.literal("")]),
    diabetesDetails: detailText,
    status: reviewStatus,
    adminNotes,
  });
export type AdminPatientUpdateInput = z.infer<ReturnType<typeof adminPatientUpdateSchemaOn>>;

// ---------------------------------------------------------------------------
// Settings (docs/spec.md §2 system settings, §5 'New setting', §9 setting types)
// ---------------------------------------------------------------------------
export const KEY_AND_VALUE_REQUIRED = "Key and value are required";
export const SETTING_KEY_PATTERN = /^[a-z][a-z0-9_]{1,99}$/;
export const SETTING_VALUE_MAX = TEXT_LIMITS.detail;

/** The message for a value that does not fit its setting type (or, for some keys, its purpose), or null when it fits. */
export function settingValueError(type: string, value: string, key?: string): string | null {
  return settingTypeError(type, value) ?? (key ? settingKeyValueError(key, value) : null);
}

function settingTypeError(type: string, value: string): string | null {
  const v = value.trim();
  if (v === "") return "Value is required";
  if (value.length > SETTING_VALUE_MAX) return `Value must be at most ${SETTING_VALUE_MAX} characters`;
  // A text setting may span lines (a pharmacist's specialisation); an e-mail, a number or a URL is one line.
  if (hasControlChars(v, type === "text")) return type === "text" ? plainTextMessage("Value") : oneLineMessage("Value");
  switch (type) {
    case "email":
      return z.email().safeParse(v).success ? null : "Invalid email address";
    case "number":
      return /^-?\d+(\.\d+)?$/.test(v) ? null : "Value must be a number";
    case "url": {
      try {
        const url = new URL(v);
        return url.protocol === "http:" || url.protocol === "https:" ? null : "URL must start with http:// or https://";
      } catch {
        return "Invalid URL";
      }
    }
    default:
      return null;
  }
}

/** PUT /api/admin/settings/:key. The type check needs the stored type, so it runs in the service. */
export const settingUpdateSchema = z.object({
  value: z
    .string()
    .max(SETTING_VALUE_MAX, `Value must be at most ${SETTING_VALUE_MAX} characters`)
    .refine(isPlainText, plainTextMessage("Value")),
});

/** POST /api/admin/settings: the Create New Setting panel. */
export const settingCreateSchema = z
  .object({
    setting_key: z
      .string({ error: KEY_AND_VALUE_REQUIRED })
      .trim()
      .min(1, KEY_AND_VALUE_REQUIRED)
      .regex(
        SETTING_KEY_PATTERN,
        "Key must start with a lowercase letter and use only a-z, 0-9 and _ (2-100 characters)",
      ),
    setting_value: z
      .string({ error: KEY_AND_VALUE_REQUIRED })
      .trim()
      .min(1, KEY_AND_VALUE_REQUIRED)
      .refine(isPlainText, plainTextMessage("Value")),
    /** docs/spec.md §9: a new setting's type defaults to text. */
    setting_type: z.enum(SETTING_TYPES, { error: "Type must be text, email, number or url" }).default("text"),
    description: optionalPlainText(500).optional(),
    category: optionalText(50).optional(),
    /** docs/spec.md §5: an empty pharmacy id is omitted; otherwise an integer. */
    pharmacy_id: z
      .number({ error: "Pharmacy ID must be a whole number" })
      .int("Pharmacy ID must be a whole number")
      .min(1, "Pharmacy ID must be a positive number")
      .max(MAX_ID, "Pharmacy ID is too large")
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.setting_value.trim()) return;
    const problem = settingValueError(value.setting_type, value.setting_value, value.setting_key);
    if (problem) ctx.addIssue({ code: "custom", path: ["setting_value"], message: problem });
  });
export type SettingCreateInput = z.input<typeof settingCreateSchema>;
export type SettingCreate = z.output<typeof settingCreateSchema>;
