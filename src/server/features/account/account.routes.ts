import { Hono } from "hono";
import { requireEmployee, requireUser } from "../../auth/middleware";
import type { AppEnv } from "../../lib/context";
import { exportMyData } from "./export-my-data";
import { listDeletionRequests } from "./list-deletion-requests";
import { requestAccountDeletion } from "./request-account-deletion";

/** The signed-in patient's data rights (UK GDPR, decision 066): a copy of their data, and erasure on request. */
export const accountRoutes = new Hono<AppEnv>()
  .use("*", requireUser)
  .use("*", async (c, next) => {
    c.header("Cache-Control", "no-store");
    await next();
  })
  .get("/data", async (c) => {
    const { database, now } = c.var.deps;
    const data = await exportMyData(database.db, c.var.user!, now());
    c.header("Content-Disposition", `attachment; filename="my-data-${now().toISOString().slice(0, 10)}.json"`);
    return c.json(data, 200);
  })
  .post("/deletion-request", async (c) => {
    const { database, now } = c.var.deps;
    const result = await requestAccountDeletion(database.db, c.var.user!, now());
    return c.json(result, result.alreadyRequested ? 200 : 201);
  });

/** Staff see the open requests (decision 066). */
export const deletionRequestsAdminRoutes = new Hono<AppEnv>().use("*", requireEmployee).get("/", async (c) => {
  c.header("Cache-Control", "no-store");
  const user = c.var.user!;
  return c.json({ requests: await listDeletionRequests(c.var.deps.database.db, { userId: user.id, email: user.email }) }, 200);
});
