import { Hono } from "hono";
import { type EmployeeEnv, requireRole } from "../../auth/middleware";
import { actorOf } from "../../lib/people/audit";
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
 */
export const adminGoLiveRoutes = new Hono<EmployeeEnv>()
  .get("/status", async (c) => c.json(await getGoLiveStatus(c.var.deps)))
  .get("/", superintendent, async (c) => c.json(await getGoLive(c.var.deps)))
  .post("/booking-check", superintendent, async (c) =>
    c.json(await checkBookingLink(c.var.deps.database.db, actorOf(c.var.user), c.var.deps.now())),
  )
  .post("/test-email", superintendent, async (c) => {
    const { deps } = c.var;
    const result = await sendTestEmail(deps.database.db, actorOf(c.var.user), {
      appUrl: deps.env.APP_URL,
      mailConfigured: deps.mailConfigured,
    });
    deps.wakeMailer();
    return c.json(result);
  })
  .post("/backups", superintendent, async (c) => c.json(await backUpNow(c.var.deps, actorOf(c.var.user))))
  .post("/restore-test", superintendent, async (c) => c.json(await testRestoreNow(c.var.deps, actorOf(c.var.user))))
  .post("/live", superintendent, async (c) =>
    c.json(await goLive(c.var.deps.database.db, actorOf(c.var.user), goLiveConfigOf(c.var.deps), c.var.deps.now())),
  );
