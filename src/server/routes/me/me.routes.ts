import { Hono } from "hono";
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
  });
