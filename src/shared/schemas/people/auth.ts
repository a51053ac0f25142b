/**
 * Account forms (docs/spec.md §2 /auth, §5 "Account", decision 004): one schema per form, used by the
 * react-hook-form resolvers and, for the e-mail, by the server's per-account sign-in limit.
 */
import { z } from "../zod";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, TEXT_LIMITS } from "../../domain/constants";
import { patientFields } from "../patient/patient-fields";

/** docs/spec.md §5: the two password rules, each shown as a toast with this title and message. */
export const PASSWORD_RULES = {
  mismatch: { title: "Password mismatch", message: "Passwords do not match. Please try again." },
  tooShort: {
    title: "Password too short",
    message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
  },
} as const;

export const PASSWORD_TOO_LONG = `Password must be at most ${MAX_PASSWORD_LENGTH} characters long.`;

/** docs/spec.md §5: e-mail fields are typed email and required. */
export const emailSchema = z
  .string()
  .trim()
  .min(1, "Email is required")
  .max(TEXT_LIMITS.email, "Email is too long")
  .pipe(z.email("Please enter a valid email address."));

/** The form used for e-mail lookups: accounts are matched case-insensitively. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** A new password and its confirmation: sign-up and Set New Password share the rules (docs/spec.md §5). */
const newPasswordFields = {
  password: z.string(),
  confirmPassword: z.string(),
};

function checkNewPassword(value: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  // docs/spec.md §5 order: a mismatch is reported before the length.
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: PASSWORD_RULES.mismatch.message });
  }
  if (value.password.length < MIN_PASSWORD_LENGTH) {
    ctx.addIssue({ code: "custom", path: ["password"], message: PASSWORD_RULES.tooShort.message });
  } else if (value.password.length > MAX_PASSWORD_LENGTH) {
    ctx.addIssue({ code: "custom", path: ["password"], message: PASSWORD_TOO_LONG });
  }
}

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, "Password is required").max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** Decision 093: an employee's new backup codes, after their password again. */
export const backupCodesSchema = z.object({
  password: z.string().min(1, "Password is required").max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG),
});
export type BackupCodesInput = z.infer<typeof backupCodesSchema>;

export const signUpSchema = z.object({ email: emailSchema, ...newPasswordFields }).superRefine(checkNewPassword);
export type SignUpInput = z.infer<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const newPasswordSchema = z.object(newPasswordFields).superRefine(checkNewPassword);
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

/**
 * Which password rule a failed form broke, for the toast of docs/spec.md §5: the mismatch first,
 * then the length; null when neither (e.g. only the e-mail is wrong).
 */
export function brokenPasswordRule(messages: Array<string | undefined>) {
  if (messages.includes(PASSWORD_RULES.mismatch.message)) return PASSWORD_RULES.mismatch;
  if (messages.includes(PASSWORD_RULES.tooShort.message)) return PASSWORD_RULES.tooShort;
  return null;
}

/** docs/spec.md §7: the account's name is the part of the e-mail before '@'. */
export const nameFromEmail = (email: string) => email.trim().split("@")[0] || email.trim();

/**
 * The account's name as sign-up sends it (better-auth stores it and e-mails greet by it): the
 * one rule for a person's name (../patient/patient-fields), in the words of the account forms.
 */
export const accountNameSchema = patientFields.name({
  required: "Name is required",
  tooLong: `Name must be at most ${TEXT_LIMITS.name} characters`,
  notOneLine: "Name must be on one line",
});
