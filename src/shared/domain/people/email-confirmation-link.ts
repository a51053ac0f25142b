/**
 * The `type` of the link in the welcome e-mail, as the recovery link has `type=recovery`
 * (decision 004, decision 063). Its own module, so the sign-in page's first view does not load
 * the confirmation messages with it.
 */
export const EMAIL_CONFIRMATION_LINK_TYPE = "signup";
