import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, TEXT_LIMITS } from "@/shared/domain/constants";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import { queuePasswordResetEmail } from "../email/emails";
import { redactForLog } from "../lib/log";
import { hitRateLimit } from "../lib/rate-limit";
import { ACCOUNT_LOCKED_MESSAGE, type AccountLimit, accountKey, createAccountSignInLimit } from "./account-sign-in-limit";

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
}

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  signIn: { window: 60, max: 10 },
  signUp: { window: 60, max: 5 },
  reset: { window: 60, max: 3 },
  signInPerAccount: { window: 15 * 60, max: 10 },
  resetPerAccount: { window: 60 * 60, max: 5 },
};

export const RESET_FLOOD_MESSAGE = "Too many password reset requests for this e-mail address. Please try again later.";

const SIGN_IN_PATH = "/sign-in/email";
const RESET_REQUEST_PATH = "/request-password-reset";
const RESET_PATH = "/reset-password";
const emailOf = (body: unknown) => {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" && email.trim() ? email : null;
};

/** Paths through which a visitor or a user sets their own account fields. */
const PROFILE_PATHS = new Set(["/sign-up/email", "/update-user"]);
const hasControlChars = (v: string) => [...v].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);

/**
 * better-auth stores `name` and `image` as given. The name goes into e-mails, so it is held to
 * the length and one-line rule of every other name; the product shows no profile images.
 */
function profileFieldsError(body: unknown): string | null {
  const { name, image } = (body ?? {}) as { name?: unknown; image?: unknown };
  if (image !== undefined && image !== null) return "Profile images are not supported";
  if (name === undefined) return null;
  if (typeof name !== "string" || !name.trim()) return "Name is required";
  if (name.length > TEXT_LIMITS.name) return `Name must be at most ${TEXT_LIMITS.name} characters`;
  if (hasControlChars(name)) return "Name must be on one line";
  return null;
}

export interface AuthOptions {
  db: Db;
  appUrl: string;
  secret: string;
  trustedOrigins: string[];
  rateLimits: AuthRateLimits;
}

export function createAuth({ db, appUrl, secret, trustedOrigins, rateLimits }: AuthOptions) {
  const accountLimit = createAccountSignInLimit(db, rateLimits.signInPerAccount ?? DEFAULT_AUTH_RATE_LIMITS.signInPerAccount!);
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
      },
    }),
    emailAndPassword: {
      enabled: true,
      // SPEC §5: minimum 6 characters (D4).
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // D4: the e-mail links to /auth?token=…&type=recovery, which opens Set New Password.
      sendResetPassword: async ({ user, token }) => {
        const link = `${appUrl}/auth?token=${encodeURIComponent(token)}&type=recovery`;
        await queuePasswordResetEmail(db, { to: user.email, link });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
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
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (PROFILE_PATHS.has(ctx.path)) {
          const problem = profileFieldsError(ctx.body);
          if (problem) throw new APIError("BAD_REQUEST", { message: problem });
          return;
        }
        if (ctx.path === RESET_PATH) {
          // The token is looked up as sent, and PostgreSQL cannot hold a NUL: no issued token has one.
          const token = (ctx.body as { token?: unknown } | undefined)?.token || ctx.query?.token;
          if (typeof token === "string" && hasControlChars(token)) throw new APIError("BAD_REQUEST", { message: "Invalid token", code: "INVALID_TOKEN" });
          return;
        }
        if (ctx.path === RESET_REQUEST_PATH) {
          // Many client addresses must not flood one mailbox. Counted for unknown addresses too,
          // so the answer never tells whether an account exists.
          const email = emailOf(ctx.body);
          if (!email) return;
          const hit = await hitRateLimit(db, accountKey("reset-requests", email), { max: resetLimit.max, windowMs: resetLimit.window * 1000 }, new Date());
          if (!hit.allowed) {
            throw new APIError("TOO_MANY_REQUESTS", { message: RESET_FLOOD_MESSAGE }, { "X-Retry-After": String(hit.retryAfterSeconds) });
          }
          return;
        }
        if (ctx.path !== SIGN_IN_PATH) return;
        const email = emailOf(ctx.body);
        const retryAfter = email ? await accountLimit.retryAfter(email) : null;
        if (retryAfter !== null) {
          throw new APIError("TOO_MANY_REQUESTS", { message: ACCOUNT_LOCKED_MESSAGE }, { "X-Retry-After": String(retryAfter) });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
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
    // Its messages can quote a failed query with its values (a session token, a password hash).
    logger: {
      log: (level, message, ...args) => {
        const write = level === "error" ? console.error : level === "warn" ? console.warn : console.log;
        write(`[auth] ${level}: ${String(redactForLog(message))}`, ...args.map(redactForLog));
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
