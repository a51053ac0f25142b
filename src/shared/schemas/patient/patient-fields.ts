/**
 * The one set of rules for a patient's personal fields (docs/spec.md §5): name, e-mail, phone,
 * date of birth, address lines, city, postcode and title. The patient form's basic step, the
 * back office's edit form and sign-up's name compose their schemas from these, so a value one
 * of them accepts the others accept too. Each form keeps its own words (the patient form says
 * 'First Name is required', the edit form 'First name is required', docs/spec.md §5), passed in
 * as `FieldMessages`; the rules are the same.
 */
import { z } from "../zod";
import { parseIsoDate } from "../../domain/dates";
import { SALUTATIONS, TEXT_LIMITS } from "../../domain/constants";
import { isOneLine } from "../text";

/** The words a form uses for one field. */
export interface FieldMessages {
  required: string;
  tooLong: string;
  /** A control character, a tab or a line break in a one-line field. */
  notOneLine: string;
  /** A value of the wrong form: not an e-mail, not a UK phone number or postcode, not a date. */
  invalid?: string;
}

/**
 * UK numbers: a mobile or landline with the 0 or +44 prefix, 10 or 11 digits in all.
 * Spaces, dashes and brackets are allowed as people write them.
 */
export const UK_PHONE = /^(?:\+44|0044|0)\d{9,10}$/;
export const isUkPhone = (value: string) => UK_PHONE.test(value.replace(/[\s()-]/g, ""));

/** The shape of a UK postcode (outward code, space optional, inward code). */
export const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i;
/** 'sw1a1aa' → 'SW1A 1AA'. */
export function normalizePostcode(value: string): string {
  const compact = value.replace(/\s+/g, "").toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

/** One line of text, trimmed, required and capped to its column. */
const requiredLine = (max: number, m: FieldMessages) =>
  z.string({ error: m.required }).trim().min(1, m.required).max(max, m.tooLong).refine(isOneLine, m.notOneLine);
const optionalLine = (max: number, m: Omit<FieldMessages, "required">) =>
  z.string().trim().max(max, m.tooLong).refine(isOneLine, m.notOneLine);

export const patientFields = {
  /** A first name, a last name, or an account's name. */
  name: (m: FieldMessages) => requiredLine(TEXT_LIMITS.name, m),
  email: (m: FieldMessages) => requiredLine(TEXT_LIMITS.email, m).pipe(z.email(m.invalid)),
  phone: (m: FieldMessages) => requiredLine(TEXT_LIMITS.phone, m).refine(isUkPhone, m.invalid),
  /** A real calendar date, yyyy-MM-dd; each form adds what it requires of it (an age, a past date). */
  dob: (m: FieldMessages) =>
    z
      .string({ error: m.required })
      .trim()
      .min(1, m.required)
      .refine((v) => parseIsoDate(v) !== null, m.invalid),
  addressLine: (m: FieldMessages) => requiredLine(TEXT_LIMITS.line, m),
  optionalAddressLine: (m: Omit<FieldMessages, "required">) => optionalLine(TEXT_LIMITS.line, m),
  city: (m: FieldMessages) => requiredLine(TEXT_LIMITS.city, m),
  postcode: (m: FieldMessages) => requiredLine(TEXT_LIMITS.postcode, m).refine((v) => UK_POSTCODE.test(v), m.invalid),
  salutation: (message?: string) =>
    z.union([z.enum(SALUTATIONS), z.literal("")], message ? { error: message } : undefined),
};
