import { createMiddleware } from "hono/factory";
import { EMAIL_CONFIRMATION_MESSAGES } from "@/shared/domain/people/email-confirmation";
import { AppError } from "../lib/http/app-error";
import type { AppEnv } from "../deps";

/**
 * Decision 027: the patient form is for an account whose owner has confirmed the address. An
 * unconfirmed account has no session since then; this holds back one signed in before it.
 */
export const requireConfirmedAddress = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.user && !c.var.user.emailVerified)
    throw new AppError("email_unconfirmed", EMAIL_CONFIRMATION_MESSAGES.patientUnconfirmed);
  await next();
});
