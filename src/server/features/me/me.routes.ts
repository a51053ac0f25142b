import { Hono } from "hono";
import { patientTypeSchema } from "@/shared/schemas/patient/me";
import { requireUser } from "../../auth/middleware";
import type { AppEnv } from "../../deps";
import { validate } from "../../lib/http/validate";
import { getMe } from "./get-me";
import { sendConfirmationEmail } from "./send-confirmation-email";
import { sendWelcomeEmail } from "./send-welcome-email";
import { setPatientType } from "./set-patient-type";

/** /api/me: the signed-in account. */
export const meRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await getMe(c.var.ctx, c.var.user));
  })
  .post("/welcome-email", requireUser, async (c) => {
    await sendWelcomeEmail(c.var.ctx, { user: c.var.user, auth: c.var.deps.auth });
    c.var.deps.wakeMailer();
    return c.json({ queued: true }, 202);
  })
  .post("/confirmation-email", requireUser, async (c) => {
    await sendConfirmationEmail(c.var.ctx, { user: c.var.user, auth: c.var.deps.auth });
    c.var.deps.wakeMailer();
    return c.json({ queued: true }, 202);
  })
  .put("/patient-type", requireUser, validate("json", patientTypeSchema), async (c) =>
    c.json(await setPatientType(c.var.ctx, c.req.valid("json"))),
  );
