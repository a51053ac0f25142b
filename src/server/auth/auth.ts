import { betterAuth } from "better-auth";
import { twoFactor } from "better-auth/plugins";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createEmailVerificationToken } from "better-auth/api";
import { eq } from "drizzle-orm";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@/shared/domain/constants";
import { EMAIL_CONFIRMATION_VALID_DAYS } from "@/shared/domain/people/email-confirmation";
import { EMAIL_CONFIRMATION_LINK_TYPE } from "@/shared/domain/people/email-confirmation-link";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import { queueEmailConfirmation } from "../email/account/email-confirmation";
import { queuePasswordResetEmail } from "../email/account/password-reset";
import { queueSignUpAttemptEmail } from "../email/account/sign-up-attempt";
import { queueWelcomeEmail } from "../email/account/welcome";
import { redactForLog } from "../lib/monitoring/log";
import { createLogger, type Logger, withoutEmailAddresses } from "../lib/monitoring/logger";
import { hitRateLimit } from "../lib/http/rate-limit";
import { systemTime } from "../lib/time/clock";
import { authHooks, RESEND_PATH, VERIFY_EMAIL_PATH } from "./auth-hooks";
import { revokeResetLinks, welcomeQueued } from "./auth-links";
import { lastSignInHooks } from "./last-sign-in";
import { type AccountLimit, accountKey, createAccountSignInLimit } from "./account-sign-in-limit";
import { DAY_MS } from "@/shared/domain/dates";

export const TWO_FACTOR_ISSUER = "Pharmacy";

/** Header our own middleware sets from the socket (or a trusted proxy); any client copy is dropped. */
export const CLIENT_IP_HEADER = "x-client-ip";

export interface AuthRateLimits {
  /** Requests per window per client IP on sign-in, sign-up and password reset. */
  signIn: { window: number; max: number };
  signUp: { window: number; max: number };
  reset: { window: number; max: number };
  /** Failed sign-ins per account (e-mail), from any address. */
  signInPerAccount?: AccountLimit;
  /** Reset e-mails asked for one e-mail address, from any client address. */
  resetPerAccount?: AccountLimit;
  /** Confirmation links opened per client address. */
  verifyEmail?: { window: number; max: number };
}

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  signIn: { window: 60, max: 10 },
  signUp: { window: 60, max: 5 },
  reset: { window: 60, max: 3 },
  signInPerAccount: { window: 15 * 60, max: 10 },
  resetPerAccount: { window: 60 * 60, max: 5 },
  verifyEmail: { window: 60, max: 10 },
};

/** Seconds a confirmation link works (decision 063). */
export const EMAIL_CONFIRMATION_EXPIRES_IN = (EMAIL_CONFIRMATION_VALID_DAYS * DAY_MS) / 1000;

/**
 * The link of the welcome and confirmation e-mails: a page of the site that asks for one click
 * before it confirms (decision 063), never the API endpoint a mail scanner would open itself.
 */
export function emailConfirmationLink(appUrl: string, token: string): string {
  return `${appUrl}/auth?token=${encodeURIComponent(token)}&type=${EMAIL_CONFIRMATION_LINK_TYPE}`;
}

/** A new confirmation token for an account, as better-auth makes the one of the sign-up e-mail. */
export async function newEmailConfirmationToken(auth: Auth, user: { id: string; email: string }): Promise<string> {
  const { secret } = await auth.$context;
  return createEmailVerificationToken(secret, user.email, undefined, EMAIL_CONFIRMATION_EXPIRES_IN, {
    userId: user.id,
  });
}

export interface AuthOptions {
  db: Db;
  appUrl: string;
  secret: string;
  trustedOrigins: string[];
  rateLimits: AuthRateLimits;
  /** Called after an e-mail was queued, so the worker sends it at once. */
  onEmailQueued?: () => void;
  log?: Logger;
  /** The one clock (lib/time/clock): the last sign-in is a date rule's (decision 093). */
  now?: () => Date;
  /** How passwords are hashed and checked: better-auth's own scrypt unless given (only tests give one, decision 126). */
  passwordHashing?: PasswordHashing;
}

/** better-auth's hooks for hashing a password and checking one against its hash. */
export interface PasswordHashing {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
}

export function createAuth({
  db,
  appUrl,
  secret,
  trustedOrigins,
  rateLimits,
  onEmailQueued = () => {},
  log = createLogger(),
  now = systemTime,
  passwordHashing,
}: AuthOptions) {
  const accountLimit = createAccountSignInLimit(
    db,
    rateLimits.signInPerAccount ?? DEFAULT_AUTH_RATE_LIMITS.signInPerAccount!,
  );
  const resetLimit = rateLimits.resetPerAccount ?? DEFAULT_AUTH_RATE_LIMITS.resetPerAccount!;
  return betterAuth({
    appName: "Pharmacy",
    baseURL: appUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
        twoFactor: schema.twoFactor,
      },
    }),
    // Staff sign in with a password and a time-based code from an authenticator app, set up at
    // their first sign-in to the back office, with backup codes (decision 065).
    plugins: [twoFactor({ issuer: TWO_FACTOR_ISSUER, backupCodeOptions: { amount: 10, length: 10 } })],
    emailAndPassword: {
      enabled: true,
      // docs/spec.md §5: minimum 6 characters (decision 004).
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
      password: passwordHashing,
      // Decision 027: no session before the address is confirmed, and a taken address is
      // answered as a new one (better-auth returns its generic answer and calls the hook below).
      requireEmailVerification: true,
      onExistingUserSignUp: async ({ user }) => {
        const hit = await hitRateLimit(
          db,
          accountKey("sign-up-attempts", user.email),
          { max: 3, windowMs: DAY_MS },
          now(),
        );
        if (!hit.allowed) return;
        await queueSignUpAttemptEmail(db, {
          to: user.email,
          signInLink: `${appUrl}/auth`,
          confirmed: user.emailVerified,
        });
        onEmailQueued();
      },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // decision 004: the e-mail links to /auth?token=…&type=recovery, which opens Set New Password.
      sendResetPassword: async ({ user, token }) => {
        // A new link revokes every earlier one: only the newest e-mail can change the password.
        await revokeResetLinks(db, user.id, token);
        const link = `${appUrl}/auth?token=${encodeURIComponent(token)}&type=recovery`;
        await queuePasswordResetEmail(db, { to: user.email, link });
        onEmailQueued();
      },
      // The used link is gone already and every session ended (revokeSessionsOnPasswordReset):
      // no other link survives the change either.
      onPasswordReset: async ({ user }) => {
        await revokeResetLinks(db, user.id);
        // The link came to the address: opening it proves the address is the user's.
        if (!user.emailVerified)
          await db
            .update(schema.user)
            .set({ emailVerified: true, updatedAt: now() })
            .where(eq(schema.user.id, user.id));
      },
    },
    // Decision 063: the welcome e-mail queued with the sign-up carries the confirmation link.
    // Nothing is held back from an unconfirmed patient; the back office links an employee row
    // by e-mail only to a confirmed address (auth/middleware.ts).
    emailVerification: {
      sendOnSignUp: true,
      // Decision 027: the link signs the new patient in (the page then opens the form).
      autoSignInAfterVerification: true,
      expiresIn: EMAIL_CONFIRMATION_EXPIRES_IN,
      sendVerificationEmail: async ({ user, token }) => {
        // The first link comes with the welcome; one asked for again comes on its own.
        const link = emailConfirmationLink(appUrl, token);
        if (await welcomeQueued(db, user.id)) await queueEmailConfirmation(db, { to: user.email, link });
        else await queueWelcomeEmail(db, user, link);
        onEmailQueued();
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    // Decision 093: the last sign-in is kept on the account (./last-sign-in.ts).
    databaseHooks: lastSignInHooks(db, now),
    rateLimit: {
      enabled: true,
      // In the database so limits hold across restarts and across app instances.
      storage: "database",
      window: 60,
      max: 120,
      customRules: {
        "/sign-in/email": rateLimits.signIn,
        "/sign-up/email": rateLimits.signUp,
        "/request-password-reset": rateLimits.reset,
        "/reset-password": rateLimits.reset,
        [VERIFY_EMAIL_PATH]: rateLimits.verifyEmail ?? DEFAULT_AUTH_RATE_LIMITS.verifyEmail!,
        [RESEND_PATH]: rateLimits.reset,
      },
    },
    // The checks around its endpoints: links, account fields, limits per account (./auth-hooks.ts).
    hooks: authHooks({ db, secret, now, accountLimit, resetLimit }),
    advanced: {
      useSecureCookies: appUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    // Its messages can quote a failed query with its values (a session token, a password hash)
    // and name the e-mail address a sign-up or a reset was for: only warnings and errors are
    // kept, without query values and without addresses.
    // (No `level` here: with one set, better-auth also prints every refusal through its own logger.)
    logger: {
      log: (level, message, ...args) => {
        const text = withoutEmailAddresses(String(redactForLog(message)));
        const details = args.map((a) => withoutEmailAddresses(String(redactForLog(a))));
        if (level === "error") log.error({ details }, `[auth] ${text}`);
        else if (level === "warn") log.warn({ details }, `[auth] ${text}`);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
