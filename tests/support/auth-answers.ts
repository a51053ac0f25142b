/**
 * The answers of better-auth's endpoints (/api/auth/*, src/server/auth/auth-endpoints.ts), which
 * are not routes of AppType and so have no type in the typed client. Each is read here, once,
 * against the shape better-auth answers, and a test fails with the answer itself when it is not
 * that shape, as errorBody does for the API's own refusals.
 */
import { z } from "zod";
import { type Answered, answerAs } from "./typed-api";

/**
 * better-auth's refusal: a message for people and, from better-auth's own checks, a code for
 * programs (the app's hooks refuse some with a message alone, src/server/auth/auth-hooks.ts).
 */
const refusalSchema = z.looseObject({ message: z.string(), code: z.string().optional() });

/** The body of a refusal of better-auth (sign-in, sign-up, a reset): `{ message, code? }`. */
export async function authRefusal(res: Answered): Promise<z.infer<typeof refusalSchema>> {
  if (res.ok) throw new Error(`expected a refusal of better-auth, got ${res.status}: ${await res.text()}`);
  return answerAs(res, "a refusal of better-auth ({ message, code? })", refusalSchema);
}

/** What POST /api/auth/two-factor/enable answers: the secret to show as a QR code, and the backup codes. */
export const twoFactorSetupSchema = z.looseObject({
  method: z.literal("totp"),
  totpURI: z.string().startsWith("otpauth://"),
  backupCodes: z.array(z.string()),
});

/** The second factor's setup, once enabling it succeeded. */
export async function twoFactorSetup(res: Answered): Promise<z.infer<typeof twoFactorSetupSchema>> {
  return answerAs(res, "the second factor's setup ({ totpURI, backupCodes })", twoFactorSetupSchema);
}

/**
 * What sign-in and sign-up answer: the account (`user`, absent when a second factor is asked
 * for) and better-auth's other keys as they are, or `twoFactorRedirect` for the second factor.
 */
const accountAnswerSchema = z.looseObject({
  user: z.record(z.string(), z.unknown()).optional(),
  twoFactorRedirect: z.boolean().optional(),
});

/** The body of a sign-in or sign-up, with every key better-auth sent. */
export async function accountAnswer(res: Answered): Promise<z.infer<typeof accountAnswerSchema>> {
  return answerAs(res, "an answer of sign-in or sign-up", accountAnswerSchema);
}
