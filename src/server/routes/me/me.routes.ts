import { and, eq, isNull } from "drizzle-orm";
import { Hono } from "hono";
import { PATIENT_TYPE } from "@/shared/domain/constants";
import { EMAIL_CONFIRMATION_MESSAGES, EMAIL_CONFIRMATION_RESENDS_PER_HOUR } from "@/shared/domain/email-confirmation";
import { patientTypeSchema } from "@/shared/schemas/me";
import { emailConfirmationLink, newEmailConfirmationToken } from "../../auth/auth";
import { findEmployee, requireUser } from "../../auth/middleware";
import { patients } from "../../db/schema";
import { queueEmailConfirmation, queueWelcomeEmail } from "../../email/emails";
import { AppError } from "../../lib/app-error";
import type { AppEnv } from "../../lib/context";
import { hitRateLimit } from "../../lib/rate-limit";
import { validate } from "../../lib/validate";

/** The signed-in user, as the client's auth state needs it. */
export const meRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    c.header("Cache-Control", "no-store");
    const user = c.var.user;
    if (!user) return c.json({ user: null, isEmployee: false });
    const access = await findEmployee(c.var.deps.database.db, user);
    return c.json({
      user: { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified },
      isEmployee: access.employee !== null,
      // Decision 063: the back office waits for this account to confirm its address.
      employeeEmailUnconfirmed: access.employee === null && access.emailUnconfirmed,
    });
  })
  /**
   * Queues the welcome e-mail after sign-up (once per account); a failure shows 'Email Notice'.
   * The sign-up has normally queued it already, with its confirmation link.
   */
  .post("/welcome-email", requireUser, async (c) => {
    const user = c.var.user!;
    const { auth, env, database } = c.var.deps;
    const link = user.emailVerified ? undefined : emailConfirmationLink(env.APP_URL, await newEmailConfirmationToken(auth, user));
    await queueWelcomeEmail(database.db, user, link);
    c.var.deps.wakeMailer();
    return c.json({ queued: true }, 202);
  })
  /**
   * Decision 063: a new confirmation link, to the account's own address only (a link expires, an
   * e-mail gets lost); a few an hour, so no one can flood a mailbox with them.
   */
  .post("/confirmation-email", requireUser, async (c) => {
    const user = c.var.user!;
    const { auth, env, database, now } = c.var.deps;
    if (user.emailVerified) throw new AppError("conflict", EMAIL_CONFIRMATION_MESSAGES.alreadyConfirmed);
    const hit = await hitRateLimit(database.db, `email-confirmation:${user.id}`, { max: EMAIL_CONFIRMATION_RESENDS_PER_HOUR, windowMs: 60 * 60 * 1000 }, now());
    if (!hit.allowed) throw new AppError("rate_limited", EMAIL_CONFIRMATION_MESSAGES.tooMany, { headers: { "Retry-After": String(hit.retryAfterSeconds) } });
    const link = emailConfirmationLink(env.APP_URL, await newEmailConfirmationToken(auth, user));
    await queueEmailConfirmation(database.db, { to: user.email, link });
    c.var.deps.wakeMailer();
    return c.json({ queued: true }, 202);
  })
  /**
   * docs/spec.md §4: the new/existing choice is written to the signed-in user's patient record, if
   * there is one yet (the basic step creates it otherwise).
   */
  .put("/patient-type", requireUser, validate("json", patientTypeSchema), async (c) => {
    const { userType } = c.req.valid("json");
    const updated = await c.var.deps.database.db
      .update(patients)
      .set({ patient_type_id: PATIENT_TYPE[userType], updated_at: new Date() })
      .where(and(eq(patients.user_id, c.var.user!.id), isNull(patients.archived_at)))
      .returning({ patient_id: patients.patient_id });
    return c.json({ updated: updated.length > 0 });
  });
