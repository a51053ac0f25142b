import { and, eq, isNull } from "drizzle-orm";
import { Hono } from "hono";
import { PATIENT_TYPE } from "@/shared/domain/constants";
import { patientTypeSchema } from "@/shared/schemas/me";
import { patients } from "../../db/schema";
import { validate } from "../../lib/validate";
import { findEmployee, requireUser } from "../../auth/middleware";
import { queueWelcomeEmail } from "../../email/emails";
import type { AppEnv } from "../../lib/context";

/** The signed-in user, as the client's auth state needs it. */
export const meRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    c.header("Cache-Control", "no-store");
    const user = c.var.user;
    if (!user) return c.json({ user: null, isEmployee: false });
    const employee = await findEmployee(c.var.deps.database.db, user);
    return c.json({ user: { id: user.id, email: user.email, name: user.name }, isEmployee: employee !== null });
  })
  /** Queues the welcome e-mail after sign-up (once per account); a failure shows 'Email Notice'. */
  .post("/welcome-email", requireUser, async (c) => {
    const user = c.var.user!;
    await queueWelcomeEmail(c.var.deps.database.db, user);
    c.var.deps.wakeMailer();
    return c.json({ queued: true }, 202);
  })
  /**
   * SPEC §4: the new/existing choice is written to the signed-in user's patient record, if
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
