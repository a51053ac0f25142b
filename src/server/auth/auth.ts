import { betterAuth } from "better-auth";
import { twoFactor } from "better-auth/plugins";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, createEmailVerificationToken, isAPIError } from "better-auth/api";
import { and, eq, ne } from "drizzle-orm";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@/shared/domain/constants";
import {
  EMAIL_CONFIRMATION_MESSAGES,
  EMAIL_CONFIRMATION_RESENDS_PER_HOUR,
  EMAIL_CONFIRMATION_VALID_DAYS,
} from "@/shared/domain/people/email-confirmation";
import { EMAIL_CONFIRMATION_LINK_TYPE } from "@/shared/domain/people/email-confirmation-link";
import { accountNameSchema } from "@/shared/schemas/auth";
import { hasControlChars } from "@/shared/schemas/text";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import { queueEmailConfirmation } from "../email/email-confirmation";
import { queuePasswordResetEmail } from "../email/password-reset";
import { queueSignUpAttemptEmail } from "../email/sign-up-attempt";
import { queueWelcomeEmail } from "../email/welcome";
import { redactForLog } from "../lib/monitoring/log";
import { createLogger, type Logger, withoutEmailAddresses } from "../lib/monitoring/logger";
import { hitRateLimit } from "../lib/http/rate-limit";
import { systemTime } from "../lib/time/clock";
import { confirmationTokenProblem, revokeResetLinks, welcomeQueued } from "./auth-links";
import { lastSignInHooks } from "./last-sign-in";
import {
  ACCOUNT_LOCKED_MESSAGE,
  type AccountLimit,
  accountKey,
  createAccountSignInLimit,
} from "./account-sign-in-limit";
import { DAY_MS } from "@/shared/domain/dates";

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

export const RESET_FLOOD_MESSAGE = "Too many password reset requests for this e-mail address. Please try again later.";

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

const SIGN_IN_PATH = "/sign-in/email";
const VERIFY_EMAIL_PATH = "/verify-email";
const RESET_REQUEST_PATH = "/request-password-reset";
const RESET_PATH = "/reset-password";
const RESEND_PATH = "/send-verification-email";
const TWO_FACTOR_VERIFY_PATH = "/two-factor/verify-totp";
export const TWO_FACTOR_ISSUER = "Pharmacy";

const emailOf = (body: unknown) => {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" && email.trim() ? email : null;
};

/** Paths through which a visitor or a user sets their own account fields. */
const PROFILE_PATHS = new Set(["/sign-up/email", "/update-user"]);

/**
 * better-auth stores `name` and `image` as given. The name goes into e-mails, so it follows the
 * rule of every other name (shared/schemas/auth, accountNameSchema) and is stored as that rule
 * reads it, trimmed; the product shows no profile images.
 */
function profileFields(body: unknown): { error: string } | { name: string | undefined } {
  const { name, image } = (body ?? {}) as { name?: unknown; image?: unknown };
  if (image !== undefined && image !== null) return { error: "Profile images are not supported" };
  if (name === undefined) return { name: undefined };
  const parsed = accountNameSchema.safeParse(name);
  return parsed.success ? { name: parsed.data } : { error: parsed.error.issues[0]?.message ?? "Name is required" };
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
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (PROFILE_PATHS.has(ctx.path)) {
          const profile = profileFields(ctx.body);
          if ("error" in profile) throw new APIError("BAD_REQUEST", { message: profile.error });
          if (profile.name === undefined) return;
          return { context: { body: { ...(ctx.body as Record<string, unknown>), name: profile.name } } };
        }
        if (ctx.path === RESET_PATH) {
          // The token is looked up as sent, and PostgreSQL cannot hold a NUL: no issued token has one.
          const token = (ctx.body as { token?: unknown } | undefined)?.token || ctx.query?.token;
          if (typeof token === "string" && hasControlChars(token))
            throw new APIError("BAD_REQUEST", { message: "Invalid token", code: "INVALID_TOKEN" });
          return;
        }
        if (ctx.path === VERIFY_EMAIL_PATH) {
          // Every refusal of a link is decided here, as 400 with the words the page shows;
          // better-auth then confirms only a valid link of an unconfirmed account. The link's
          // expiry is the library's stamp, so it is read on the system's time, as the library reads it.
          const problem = await confirmationTokenProblem(db, secret, ctx.query?.token, systemTime());
          if (problem)
            throw new APIError("BAD_REQUEST", {
              message: EMAIL_CONFIRMATION_MESSAGES[problem],
              code: `TOKEN_${problem.toUpperCase()}`,
            });
          return;
        }
        if (ctx.path === RESEND_PATH) {
          // A few links an hour per address, from any client address, unknown addresses alike.
          const email = emailOf(ctx.body);
          if (!email) return;
          const hit = await hitRateLimit(
            db,
            accountKey("confirmation-resends", email),
            { max: EMAIL_CONFIRMATION_RESENDS_PER_HOUR, windowMs: 60 * 60 * 1000 },
            now(),
          );
          if (!hit.allowed)
            throw new APIError(
              "TOO_MANY_REQUESTS",
              { message: EMAIL_CONFIRMATION_MESSAGES.tooMany },
              { "X-Retry-After": String(hit.retryAfterSeconds) },
            );
          return;
        }
        if (ctx.path === RESET_REQUEST_PATH) {
          // Many client addresses must not flood one mailbox. Counted for unknown addresses too,
          // so the answer never tells whether an account exists.
          const email = emailOf(ctx.body);
          if (!email) return;
          const hit = await hitRateLimit(
            db,
            accountKey("reset-requests", email),
            { max: resetLimit.max, windowMs: resetLimit.window * 1000 },
            now(),
          );
          if (!hit.allowed) {
            throw new APIError(
              "TOO_MANY_REQUESTS",
              { message: RESET_FLOOD_MESSAGE },
              { "X-Retry-After": String(hit.retryAfterSeconds) },
            );
          }
          return;
        }
        if (ctx.path !== SIGN_IN_PATH) return;
        const email = emailOf(ctx.body);
        const retryAfter = email ? await accountLimit.retryAfter(email) : null;
        if (retryAfter !== null) {
          throw new APIError(
            "TOO_MANY_REQUESTS",
            { message: ACCOUNT_LOCKED_MESSAGE },
            { "X-Retry-After": String(retryAfter) },
          );
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const signingIn = ctx.headers?.get("cookie")?.includes("two_factor=") ?? false;
        if (ctx.path === TWO_FACTOR_VERIFY_PATH && !signingIn && ctx.context.newSession) {
          // The code was confirmed from a signed-in session, not in a sign-in: the second factor
          // was just set up. Every other session of the account, opened with the password alone, ends.
          const fresh = ctx.context.newSession.session;
          await db
            .delete(schema.session)
            .where(and(eq(schema.session.userId, fresh.userId), ne(schema.session.id, fresh.id)));
          return;
        }
        if (ctx.path !== SIGN_IN_PATH) return;
        const email = emailOf(ctx.body);
        if (!email) return;
        const returned = ctx.context.returned;
        if (isAPIError(returned)) {
          if (returned.statusCode === 401) await accountLimit.recordFailure(email);
        } else {
          await accountLimit.clear(email);
        }
      }),
    },
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
