import {
  EMAIL_CONFIRMATION_MESSAGES,
  EMAIL_CONFIRMATION_RESENDS_PER_HOUR,
} from "@/shared/domain/people/email-confirmation";
import { type Auth, emailConfirmationLink, newEmailConfirmationToken } from "../../auth/auth";
import { queueEmailConfirmation } from "../../email/account/email-confirmation";
import { AppError } from "../../lib/http/app-error";
import type { SessionUser, SystemCtx } from "../../deps";
import { hitRateLimit } from "../../lib/http/rate-limit";

/**
 * POST /api/me/confirmation-email (decision 063): a new confirmation link, to the account's own
 * address only (a link expires, an e-mail gets lost); a few an hour, so no one can flood a
 * mailbox with them. The input is the whole session user (whether the address is confirmed) and
 * the auth library that signs the link.
 */
export async function sendConfirmationEmail(
  { db, now, appUrl }: SystemCtx,
  { user, auth }: { user: SessionUser; auth: Auth },
) {
  if (user.emailVerified) throw new AppError("conflict", EMAIL_CONFIRMATION_MESSAGES.alreadyConfirmed);
  const hit = await hitRateLimit(
    db,
    `email-confirmation:${user.id}`,
    { max: EMAIL_CONFIRMATION_RESENDS_PER_HOUR, windowMs: 60 * 60 * 1000 },
    now,
  );
  if (!hit.allowed)
    throw new AppError("rate_limited", EMAIL_CONFIRMATION_MESSAGES.tooMany, {
      headers: { "Retry-After": String(hit.retryAfterSeconds) },
    });
  const link = emailConfirmationLink(appUrl, await newEmailConfirmationToken(auth, user));
  await queueEmailConfirmation(db, { to: user.email, link });
}
