/**
 * The patient form's requests (docs/spec.md §2 patient form steps, §5 validation): one schema per
 * request, used by the react-hook-form resolvers and by the /api/patient handlers. Every
 * object is strict, so a request carrying anything else (a price, a total, a patient id)
 * is refused.
 */
import { MAX_ID, z } from "../zod";
import { ageOn, isEligibleAge } from "../../domain/clinical/age";
import { isoToday, parseIsoDate } from "../../domain/dates";
import { DELIVERY_METHODS, HEIGHT_CM_RANGE, TEXT_LIMITS, WEIGHT_KG_RANGE } from "../../domain/constants";
import { PATIENT_DIABETES_TYPES } from "../../domain/clinical/diabetes";
import { AGE_MESSAGE } from "../../domain/clinical/eligibility";
import { EXCLUSIONS, MEDICAL_QUESTIONS } from "../../domain/clinical/exclusions";
import { GP_CONSENTS } from "../../domain/prescribing/consultation-vocabulary";
import { type FieldMessages, patientFields, UK_POSTCODE } from "./patient-fields";
import { isOneLine, isPlainText, oneLineMessage, plainTextMessage } from "../text";

/** The patient form's words for a field labelled `label` (docs/spec.md §5: '<field> is required'). */
const say = (label: string, max: number, invalid?: string): FieldMessages => ({
  required: `${label} is required`,
  tooLong: `${label} must be at most ${max} characters`,
  notOneLine: oneLineMessage(label),
  invalid,
});

const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).refine(isOneLine, oneLineMessage(label));

/** Free text over several lines (the details of an answer). */
const detailText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).refine(isPlainText, plainTextMessage(label));

/** Height and weight may be 0 (not given yet); otherwise they must be human (docs/spec.md §5 defaults to 0). */
const optionalHeight = z
  .number({ error: "Height must be a number" })
  .refine(
    (v) => v === 0 || (v >= HEIGHT_CM_RANGE.min && v <= HEIGHT_CM_RANGE.max),
    `Height must be between ${HEIGHT_CM_RANGE.min} and ${HEIGHT_CM_RANGE.max} cm`,
  );
const optionalWeight = z
  .number({ error: "Weight must be a number" })
  .refine(
    (v) => v === 0 || (v >= WEIGHT_KG_RANGE.min && v <= WEIGHT_KG_RANGE.max),
    `Weight must be between ${WEIGHT_KG_RANGE.min} and ${WEIGHT_KG_RANGE.max} kg`,
  );

// ---------------------------------------------------------------------------
// Step 1: basic information
// ---------------------------------------------------------------------------
export const YES_NO = ["yes", "no"] as const;

// An existing user's transfer details (issue 11: the prescriber sees them; a transfer is approved
// for at most the dose evidenced from the previous provider).
export const TRANSFER_MESSAGES = {
  provider: "Current provider is required",
  dose: "Choose your current dose",
  doseNotOffered: "Choose your current dose from the list",
  lastInjection: "Date of your last injection is required",
  lastInjectionInvalid: "Enter the date of your last injection as a valid date",
  lastInjectionFuture: "The date of your last injection cannot be in the future",
  evidence: "Evidence of your current treatment is required",
} as const;
/** The strengths a pen comes in (the licensed range, shared/domain/treatment/dose-ladder): 2.5 to 15 mg in 2.5 mg steps. */
const isPenStrength = (mg: number) => mg >= 2.5 && mg <= 15 && Number.isInteger(mg / 2.5);

/**
 * As the form holds them. Their text follows the rules of any text (one line, or plain text for
 * the evidence) whoever sends them; what is required is checked for an existing user only
 * (below), and a new user's are not kept.
 */
const transferShape = z.strictObject({
  provider: z
    .string()
    .trim()
    .max(TEXT_LIMITS.line, `Current provider must be at most ${TEXT_LIMITS.line} characters`)
    .refine(isOneLine, oneLineMessage("Current provider")),
  doseMg: z.number({ error: TRANSFER_MESSAGES.dose }).nullable(),
  lastInjection: z
    .string()
    .trim()
    .max(10, TRANSFER_MESSAGES.lastInjectionInvalid)
    .refine(isOneLine, oneLineMessage("Date of your last injection")),
  evidence: detailText("Evidence", TEXT_LIMITS.detail),
});
export type TransferDetails = z.infer<typeof transferShape>;

/**
 * What an existing user must give, as field messages by key. The last injection is not after
 * `today`: the browser's day in the form, the clock's on the server, which checks it again in
 * the transaction (save-basic-info).
 */
function transferProblems(t: TransferDetails | undefined, today: Date): Partial<Record<keyof TransferDetails, string>> {
  const problems: Partial<Record<keyof TransferDetails, string>> = {};
  if (!t?.provider) problems.provider = TRANSFER_MESSAGES.provider;
  if (t?.doseMg == null) problems.doseMg = TRANSFER_MESSAGES.dose;
  else if (!isPenStrength(t.doseMg)) problems.doseMg = TRANSFER_MESSAGES.doseNotOffered;
  if (!t?.lastInjection) problems.lastInjection = TRANSFER_MESSAGES.lastInjection;
  else if (parseIsoDate(t.lastInjection) === null) problems.lastInjection = TRANSFER_MESSAGES.lastInjectionInvalid;
  else if (t.lastInjection > isoToday(today)) problems.lastInjection = TRANSFER_MESSAGES.lastInjectionFuture;
  if (!t?.evidence) problems.evidence = TRANSFER_MESSAGES.evidence;
  return problems;
}

/**
 * Step 1 as it stands on `today`: the age (docs/spec.md §5) and the last injection are dates
 * against that day. The form builds it on the browser's reading of the time, the route on the
 * server's clock (validateOnClock).
 */
export const basicInfoSchemaOn = (today: Date) =>
  z
    .strictObject({
      forSelf: z.enum(YES_NO, { error: "Is this for yourself is required" }),
      /** decision 006: patient_type_id, 'new' (1) or 'existing' transfer (2). */
      userType: z.enum(["new", "existing"], { error: "Existing user is required" }),
      salutation: patientFields.salutation("Choose a title from the list"),
      firstName: patientFields.name(say("First Name", TEXT_LIMITS.name)),
      lastName: patientFields.name(say("Last Name", TEXT_LIMITS.name)),
      email: patientFields.email(say("Email", TEXT_LIMITS.email, "Please enter a valid email address")),
      phone: patientFields.phone(say("Phone Number", TEXT_LIMITS.phone, "Please enter a valid UK phone number")),
      // docs/spec.md §5: 18-75 inclusive, the shared eligibility rule.
      dob: patientFields.dob(say("Date of Birth", 10, "Enter the date of birth as a valid date")).refine((v) => {
        const age = ageOn(v, today);
        return age === null || isEligibleAge(age);
      }, AGE_MESSAGE),
      sex: z.enum(["male", "female"], { error: "Sex is required" }),
      address1: patientFields.addressLine(say("Address Line 1", TEXT_LIMITS.line)),
      address2: patientFields.optionalAddressLine(say("Address Line 2", TEXT_LIMITS.line)),
      city: patientFields.city(say("City", TEXT_LIMITS.city)),
      postcode: patientFields.postcode(say("Postcode", TEXT_LIMITS.postcode, "Please enter a valid UK postcode")),
      /** Carried from the BMI calculator (docs/spec.md §2 Am I Suitable); 0 when not known. */
      height: optionalHeight.optional(),
      weight: optionalWeight.optional(),
      /** Required of an existing (transfer) user; a new user's are not kept. */
      transfer: transferShape.optional(),
    })
    .superRefine((v, ctx) => {
      if (v.userType !== "existing") return;
      for (const [field, message] of Object.entries(transferProblems(v.transfer, today)))
        ctx.addIssue({ code: "custom", path: ["transfer", field], message });
    });
export type BasicInfo = z.infer<ReturnType<typeof basicInfoSchemaOn>>;
export type BasicInfoInput = z.input<ReturnType<typeof basicInfoSchemaOn>>;

// ---------------------------------------------------------------------------
// Step 2: safety check (medical information and safety questions)
// ---------------------------------------------------------------------------
export const MEDICAL_FIELDS = MEDICAL_QUESTIONS.map((q) => q.field) as [
  (typeof MEDICAL_QUESTIONS)[number]["field"],
  ...(typeof MEDICAL_QUESTIONS)[number]["field"][],
];
export const EXCLUSION_FIELDS = EXCLUSIONS.map((q) => q.field) as [
  (typeof EXCLUSIONS)[number]["field"],
  ...(typeof EXCLUSIONS)[number]["field"][],
];
export type QuestionField = (typeof MEDICAL_FIELDS)[number] | (typeof EXCLUSION_FIELDS)[number];

/** docs/spec.md §4 yes/no answer: the detail box holds free text for a yes; a no stores 'no'. */
export const yesNoAnswerSchema = z.strictObject({
  answer: z.enum(YES_NO, { error: "Choose yes or no" }),
  details: detailText("Details", TEXT_LIMITS.detail),
});

const answersShape = Object.fromEntries(
  [...MEDICAL_FIELDS, ...EXCLUSION_FIELDS].map((f) => [f, yesNoAnswerSchema]),
) as Record<QuestionField, typeof yesNoAnswerSchema>;

/** The safety step's "Your GP" card: consent to share with the GP is required (issue 11, GPhC guidance Feb 2025). */
export const GP_MESSAGES = {
  consent: "Choose whether we may share information with your GP",
  practiceName: "GP practice name is required",
  practiceAddress: "GP practice address is required",
} as const;
/** Runs even when another field of the card is missing, so every message shows at once. */
const whenObject = { when: (p: { value: unknown }) => typeof p.value === "object" && p.value !== null };
const gpSchema = z
  .strictObject({
    practiceName: z
      .string()
      .trim()
      .max(TEXT_LIMITS.line, `GP practice name must be at most ${TEXT_LIMITS.line} characters`)
      .refine(isOneLine, oneLineMessage("GP practice name")),
    practiceAddress: detailText("GP practice address", 500),
    consent: z.enum(GP_CONSENTS, { error: GP_MESSAGES.consent }),
  })
  .refine((v) => v.consent === "no_gp" || Boolean(v.practiceName), {
    path: ["practiceName"],
    message: GP_MESSAGES.practiceName,
    ...whenObject,
  })
  .refine((v) => v.consent === "no_gp" || Boolean(v.practiceAddress), {
    path: ["practiceAddress"],
    message: GP_MESSAGES.practiceAddress,
    ...whenObject,
  });

export const safetySchema = z.strictObject({
  height: z
    .number({ error: "Height (cm) is required" })
    .min(HEIGHT_CM_RANGE.min, `Height must be between ${HEIGHT_CM_RANGE.min} and ${HEIGHT_CM_RANGE.max} cm`)
    .max(HEIGHT_CM_RANGE.max, `Height must be between ${HEIGHT_CM_RANGE.min} and ${HEIGHT_CM_RANGE.max} cm`),
  weight: z
    .number({ error: "Weight (kg) is required" })
    .min(WEIGHT_KG_RANGE.min, `Weight must be between ${WEIGHT_KG_RANGE.min} and ${WEIGHT_KG_RANGE.max} kg`)
    .max(WEIGHT_KG_RANGE.max, `Weight must be between ${WEIGHT_KG_RANGE.min} and ${WEIGHT_KG_RANGE.max} kg`),
  answers: z.strictObject(answersShape),
  diabetes: z.strictObject({
    isDiabetic: z.enum(YES_NO, { error: "Please select an option" }),
    type: z.union([z.enum(PATIENT_DIABETES_TYPES), z.literal("")], { error: "Choose type 1 or type 2" }),
    details: detailText("Diabetes details", TEXT_LIMITS.detail),
  }),
  gp: gpSchema,
});
export type SafetyInfo = z.infer<typeof safetySchema>;

/** docs/spec.md §7 auto-save: one medical or safety answer of the open questionnaire. */
export const questionFieldSchema = z.strictObject({
  field: z.enum([...MEDICAL_FIELDS, ...EXCLUSION_FIELDS], { error: "Unknown question" }),
  answer: z.enum(YES_NO, { error: "Choose yes or no" }),
  details: detailText("Details", TEXT_LIMITS.detail),
});
export type QuestionFieldUpdate = z.infer<typeof questionFieldSchema>;

/**
 * docs/spec.md §2/§7 auto-save of the Medical Information section: the height or the weight on its
 * own, 0 when the box is emptied ('not given', docs/spec.md §5). The BMI is the server's.
 */
export const MEASUREMENT_FIELDS = ["height", "weight"] as const;
export type MeasurementField = (typeof MEASUREMENT_FIELDS)[number];
export const measurementSchema = z.discriminatedUnion(
  "field",
  [
    z.strictObject({ field: z.literal("height"), value: optionalHeight }),
    z.strictObject({ field: z.literal("weight"), value: optionalWeight }),
  ],
  { error: "Unknown measurement" },
);
export type MeasurementUpdate = z.infer<typeof measurementSchema>;

// ---------------------------------------------------------------------------
// Step 3: dose (a requested dose, confirmed by the pharmacist: decision 020)
// ---------------------------------------------------------------------------
export const SELECT_DOSE_MESSAGE = "Please select a dose";
export const doseSchema = z.strictObject({
  productId: z
    .number({ error: SELECT_DOSE_MESSAGE })
    .int(SELECT_DOSE_MESSAGE)
    .positive(SELECT_DOSE_MESSAGE)
    .max(MAX_ID, SELECT_DOSE_MESSAGE),
});
export type DoseChoice = z.infer<typeof doseSchema>;

// ---------------------------------------------------------------------------
// Step 4: shipping
// ---------------------------------------------------------------------------
export const MISSING_DELIVERY_ADDRESS = {
  title: "Missing Information",
  message: "Please fill in all required delivery address fields.",
} as const;

/**
 * docs/spec.md §5 shipping: for home delivery, address line 1, city and postcode are required. For
 * pickup the server uses the pharmacy's address from the settings; any address sent is ignored.
 */
export const shippingSchema = z
  .strictObject({
    deliveryMethod: z.enum(DELIVERY_METHODS, { error: "Please select a delivery method" }),
    address1: optionalText("Address Line 1", TEXT_LIMITS.line).default(""),
    address2: optionalText("Address Line 2", TEXT_LIMITS.line).default(""),
    city: optionalText("City", TEXT_LIMITS.city).default(""),
    postcode: optionalText("Postcode", TEXT_LIMITS.postcode).default(""),
  })
  .superRefine((v, ctx) => {
    if (v.deliveryMethod !== "delivery") return;
    if (!v.address1) ctx.addIssue({ code: "custom", path: ["address1"], message: "Address Line 1 is required" });
    if (!v.city) ctx.addIssue({ code: "custom", path: ["city"], message: "City is required" });
    if (!v.postcode) ctx.addIssue({ code: "custom", path: ["postcode"], message: "Postcode is required" });
    else if (!UK_POSTCODE.test(v.postcode))
      ctx.addIssue({ code: "custom", path: ["postcode"], message: "Please enter a valid UK postcode" });
  });
export type ShippingChoice = z.infer<typeof shippingSchema>;

/** Completing an order takes nothing from the client: the server knows the open order. */
export const completeOrderSchema = z.strictObject({});
