import { type Auth, emailConfirmationLink, newEmailConfirmationToken } from "../../auth/auth";
import { queueWelcomeEmail } from "../../email/account/welcome";
import type { SessionUser, SystemCtx } from "../../deps";

/**
 * POST /api/me/welcome-email: queues the welcome e-mail after sign-up (once per account); a
 * failure shows 'Email Notice'. The sign-up has normally queued it already, with its
 * confirmation link. The input is the whole session user (whether the address is confirmed) and
 * the auth library that signs the link.
 */
export async function sendWelcomeEmail({ db, appUrl }: SystemCtx, { user, auth }: { user: SessionUser; auth: Auth }) {
  const link = user.emailVerified
    ? undefined
    : emailConfirmationLink(appUrl, await newEmailConfirmationToken(auth, user));
  await queueWelcomeEmail(db, user, link);
}
