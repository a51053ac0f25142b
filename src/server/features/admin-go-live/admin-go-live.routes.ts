import { Hono } from "hono";
import { type EmployeeEnv, requireRole } from "../../auth/middleware";
import { goLiveConfigOf } from "../../lib/site/go-live";
import { backUpNow, testRestoreNow } from "./back-up-now";
import { checkBookingLink } from "./check-booking-link";
import { getGoLive, getGoLiveStatus } from "./get-go-live";
import { goLive } from "./go-live";
import { sendTestEmail } from "./send-test-email";

const superintendent = requireRole("superintendent");

/**
 * /api/admin/go-live: the go-live checklist (decision 090). Mounted behind requireEmployee
 * (app.ts); the open count is every employee's, the checklist and its actions the superintendent's.
 * What is the server's and not in the request context (its configuration, its backups) is read
 * from `c.var.deps` here and passed beside the context.
 */
export const adminGoLiveRoutes = new Hono<EmployeeEnv>()
  .get("/status", async (c) => c.json(await getGoLiveStatus(c.var.ctx, goLiveConfigOf(c.var.deps))))
  .get("/", superintendent, async (c) => c.json(await getGoLive(c.var.ctx, c.var.deps)))
  .post("/booking-check", superintendent, async (c) => c.json(await checkBookingLink(c.var.ctx)))
  .post("/test-email", superintendent, async (c) => {
    const result = await sendTestEmail(c.var.ctx, { mailConfigured: c.var.deps.mailConfigured });
    c.var.deps.wakeMailer();
    return c.json(result);
  })
  .post("/backups", superintendent, async (c) => c.json(await backUpNow(c.var.ctx, c.var.deps.backups)))
  .post("/restore-test", superintendent, async (c) => c.json(await testRestoreNow(c.var.ctx, c.var.deps.backups)))
  .post("/live", superintendent, async (c) => c.json(await goLive(c.var.ctx, goLiveConfigOf(c.var.deps))));
