/**
 * What the server checks around better-auth's own endpoints: before one runs, the account fields
 * a visitor sets, a reset or confirmation link as sent (decision 063), and the limits per account
 * and per address that the library does not keep (a few new links an hour, reset e-mails to one
 * mailbox, the lock after failed sign-ins); after one runs, the failed or good sign-in counted,
 * and the other sessions ended once a second factor is set up (decision 065).
 */
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { and, eq, ne } from "drizzle-orm";
import {
  EMAIL_CONFIRMATION_MESSAGES,
  EMAIL_CONFIRMATION_RESENDS_PER_HOUR,
} from "@/shared/domain/people/email-confirmation";
import { accountNameSchema } from "@/shared/schemas/people/auth";
import { hasControlChars } from "@/shared/schemas/text";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import { hitRateLimit } from "../lib/http/rate-limit";
import { systemTime } from "../lib/time/clock";
import {
  ACCOUNT_LOCKED_MESSAGE,
  type AccountLimit,
  accountKey,
  type createAccountSignInLimit,
} from "./account-sign-in-limit";
import { confirmationTokenProblem } from "./auth-links";

export const RESET_FLOOD_MESSAGE = "Too many password reset requests for this e-mail address. Please try again later.";

const SIGN_IN_PATH = "/sign-in/email";
export const VERIFY_EMAIL_PATH = "/verify-email";
const RESET_REQUEST_PATH = "/request-password-reset";
const RESET_PATH = "/reset-password";
export const RESEND_PATH = "/send-verification-email";
const TWO_FACTOR_VERIFY_PATH = "/two-factor/verify-totp";

const emailOf = (body: unknown) => {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" && email.trim() ? email : null;
};

/** Paths through which a visitor or a user sets their own account fields. */
const PROFILE_PATHS = new Set(["/sign-up/email", "/update-user"]);

/**
 * better-auth stores `name` and `image` as given. The name goes into e-mails, so it follows the
 * rule of every other name (shared/schemas/people/auth, accountNameSchema) and is stored as that rule
 * reads it, trimmed; the product shows no profile images.
 */
function profileFields(body: unknown): { error: string } | { name: string | undefined } {
  const { name, image } = (body ?? {}) as { name?: unknown; image?: unknown };
  if (image !== undefined && image !== null) return { error: "Profile images are not supported" };
  if (name === undefined) return { name: undefined };
  const parsed = accountNameSchema.safeParse(name);
  return parsed.success ? { name: parsed.data } : { error: parsed.error.issues[0]?.message ?? "Name is required" };
}

export interface AuthHookOptions {
  db: Db;
  secret: string;
  now: () => Date;
  accountLimit: ReturnType<typeof createAccountSignInLimit>;
  resetLimit: AccountLimit;
}

/** better-auth's `hooks`: the checks before and after its endpoints. */
export function authHooks({ db, secret, now, accountLimit, resetLimit }: AuthHookOptions) {
  return {
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
  };
}
