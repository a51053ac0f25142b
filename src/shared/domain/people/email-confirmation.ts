/**
 * Confirming the e-mail address of an account (decision 063). The welcome e-mail links to
 * /auth?token=…&type=signup; the page asks for one click before the address is confirmed.
 * Decision 027: no account is used before its address is confirmed; the link signs the new
 * patient in and opens the form.
 */

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
  /** Sign-in of an account whose address is not confirmed yet (decision 027). */
  signInUnconfirmed: "Please confirm your e-mail address first: open the link we sent you, or ask for a new one below.",
  /** A patient page asked for by an account whose address is not confirmed yet. */
  patientUnconfirmed: "Please confirm your e-mail address with the link we sent you before filling in the form.",
  /** A signed-in account whose e-mail is an employee's, not yet confirmed (403 at the back office). */
  staffUnconfirmed:
    "Please confirm your e-mail address with the link in your welcome e-mail before using the back office.",
} as const;
