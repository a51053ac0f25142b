/**
 * The Staff page's requests (decision 022): adding a member of staff and changing their role or
 * credentials. Used by the page's form and by the /api/admin/staff validators.
 */
import { z } from "../zod";
import { TEXT_LIMITS } from "../../domain/constants";
import {
  EMPLOYEE_ROLES,
  REGISTRATIONS,
  staffCredentialProblems,
  type StaffCredentials,
} from "../../domain/people/roles";
import { isOneLine, ONE_LINE_MESSAGE } from "../text";
import { SIGNING_MESSAGES } from "../../domain/prescribing/signing";
import { PRESCRIBER_REGULATORS } from "../../domain/people/prescriber-regulators";

/** The longest prescriber type kept (the column's size). */
export const PRESCRIBER_TYPE_MAX = 100;

const role = z.enum(EMPLOYEE_ROLES, { error: "Choose a role" });
/** Decision 117: pharmacist, pharmacy technician or none. */
const registration = z.enum(REGISTRATIONS, { error: "Choose a registration" });
const accreditedChecker = z.boolean({ error: "Tick or untick accredited checking technician" });
const gphcNumber = z.string({ error: "A GPhC number is 7 digits" }).trim().max(20, "A GPhC number is 7 digits");
/** Decision 119: a prescriber's regulator; a member who does not prescribe keeps none (the server stores none). */
const prescriberRegulator = z.union([z.enum(PRESCRIBER_REGULATORS), z.literal("")], {
  error: "Choose the prescriber's regulator",
});
/** A prescriber's number on the NMC's, the HCPC's or the GMC's register, as written there (capitals). */
const prescriberNumber = z
  .string({ error: "Enter the prescriber's registration number" })
  .trim()
  .max(20, "A registration number is at most 20 characters")
  .transform((v) => v.toUpperCase());
const prescriberType = z
  .string({ error: "Enter the prescriber type" })
  .trim()
  .max(PRESCRIBER_TYPE_MAX, `Must be at most ${PRESCRIBER_TYPE_MAX} characters`)
  .refine(isOneLine, ONE_LINE_MESSAGE);

/** Adds each credential problem of the role and registration (shared/domain/people/roles) as a field issue. */
function credentialIssues(value: StaffCredentials, ctx: z.RefinementCtx) {
  for (const [field, message] of Object.entries(staffCredentialProblems(value)))
    ctx.addIssue({ code: "custom", path: [field], message });
}

const name = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(TEXT_LIMITS.name, `Name must be at most ${TEXT_LIMITS.name} characters`)
  .refine(isOneLine, ONE_LINE_MESSAGE);

/** POST /api/admin/staff: the "Add staff member" dialog. */
export const staffCreateSchema = z
  .strictObject({
    name,
    email: z
      .string({ error: "Email is required" })
      .trim()
      .min(1, "Email is required")
      .max(TEXT_LIMITS.email, "Email is too long")
      .pipe(z.email("Invalid email address"))
      // The account it links to is found by address whatever its case (decision 063).
      .transform((v) => v.toLowerCase()),
    role,
    registration,
    gphcNumber: gphcNumber.default(""),
    prescriberType: prescriberType.default(""),
    accreditedChecker: accreditedChecker.default(false),
    // A prescriber is on the GPhC's register unless they say otherwise (decision 119).
    prescriberRegulator: prescriberRegulator.default("GPhC"),
    prescriberNumber: prescriberNumber.default(""),
  })
  .superRefine(credentialIssues);
export type StaffCreateInput = z.input<typeof staffCreateSchema>;
export type StaffCreate = z.output<typeof staffCreateSchema>;

/**
 * PATCH /api/admin/staff/:id: any of name, role, registration, GPhC number, prescriber type,
 * accredited checking technician and a prescriber's regulator and number (decision 119). The result must still fit the role and registration, which the
 * server checks against the stored values.
 */
export const staffUpdateSchema = z
  .strictObject({
    name: name.optional(),
    role: role.optional(),
    registration: registration.optional(),
    gphcNumber: gphcNumber.optional(),
    prescriberType: prescriberType.optional(),
    accreditedChecker: accreditedChecker.optional(),
    prescriberRegulator: prescriberRegulator.optional(),
    prescriberNumber: prescriberNumber.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: "Nothing to change", path: ["role"] });
export type StaffUpdate = z.infer<typeof staffUpdateSchema>;

/** A role and the credentials that go with it, as the staff dialogs edit them all at once (decisions 117, 119). */
const roleAndCredentials = {
  role,
  registration,
  gphcNumber,
  prescriberType,
  accreditedChecker: accreditedChecker.default(false),
  prescriberRegulator,
  prescriberNumber,
};

/** The "Change role" dialog: the role with the credentials it needs, all sent to PATCH /api/admin/staff/:id. */
export const staffRoleFormSchema = z.strictObject(roleAndCredentials).superRefine(credentialIssues);
export type StaffRoleForm = z.input<typeof staffRoleFormSchema>;

/**
 * The "Edit details" dialog: a member's name and registration, their role as it is (the
 * superintendent edits their own this way: decision 090, the go-live checklist's superintendent item).
 */
export const staffDetailsFormSchema = z.strictObject({ name, ...roleAndCredentials }).superRefine(credentialIssues);
export type StaffDetailsForm = z.input<typeof staffDetailsFormSchema>;

/** A signing PIN as typed (decision 118): 6 to 12 digits. */
export const signingPin = z
  .string({ error: SIGNING_MESSAGES.pinFormat })
  .regex(/^\d{6,12}$/, SIGNING_MESSAGES.pinFormat);

/** POST /api/admin/signing-key: a prescriber sets (or replaces) their signing PIN, after their password. */
export const signingPinSchema = z
  .strictObject({
    pin: signingPin,
    confirmPin: z.string({ error: SIGNING_MESSAGES.pinsDiffer }),
    password: z.string({ error: "Enter your password" }).min(1, "Enter your password").max(128),
  })
  .refine((v) => v.pin === v.confirmPin, { path: ["confirmPin"], message: SIGNING_MESSAGES.pinsDiffer });
export type SigningPinInput = z.infer<typeof signingPinSchema>;
