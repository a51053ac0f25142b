/**
 * Confirming the e-mail address of an account (decision 063). The welcome e-mail links to
 * /auth?token=…&type=signup; the page asks for one click before the address is confirmed.
 * Patients may use the product unconfirmed; only the back office needs a confirmed address
 * before an employee row is linked to the account by e-mail (docs/spec.md §6).
 */

/** The `type` of the link in the welcome e-mail, as the recovery link has `type=recovery` (decision 004). */
export const EMAIL_CONFIRMATION_LINK_TYPE = "signup";

/** How long a confirmation link works. */
export const EMAIL_CONFIRMATION_VALID_DAYS = 3;

/** New confirmation e-mails one account may ask for per hour. */
export const EMAIL_CONFIRMATION_RESENDS_PER_HOUR = 3;

export const EMAIL_CONFIRMATION_MESSAGES = {
  invalid: "This confirmation link is not valid.",
  expired: "This confirmation link has expired.",
  used: "This confirmation link has already been used: your e-mail address is confirmed.",
  alreadyConfirmed: "Your e-mail address is already confirmed.",
  tooMany: "Too many confirmation e-mails asked for. Please try again later.",
  /** A signed-in account whose e-mail is an employee's, not yet confirmed (403 at the back office). */
  staffUnconfirmed: "Please confirm your e-mail address with the link in your welcome e-mail before using the back office.",
} as const;
