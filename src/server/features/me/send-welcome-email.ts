import { type Auth, emailConfirmationLink, newEmailConfirmationToken } from "../../auth/auth";
import type { Db } from "../../db/client";
import { queueWelcomeEmail } from "../../email/welcome";
import type { SessionUser } from "../../deps";

/**
 * POST /api/me/welcome-email: queues the welcome e-mail after sign-up (once per account); a
 * failure shows 'Email Notice'. The sign-up has normally queued it already, with its
 * confirmation link.
 */
export async function sendWelcomeEmail(db: Db, auth: Auth, appUrl: string, user: SessionUser) {
  const link = user.emailVerified
    ? undefined
    : emailConfirmationLink(appUrl, await newEmailConfirmationToken(auth, user));
  await queueWelcomeEmail(db, user, link);
}
