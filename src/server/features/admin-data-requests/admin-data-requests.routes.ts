import { Hono } from "hono";
import type { EmployeeEnv } from "../../auth/middleware";
import { completeDeletionRequest, requestIdFrom } from "./complete-deletion-request";
import { eraseUnusedAccount } from "./erase-unused-account";
import { listDeletionRequests } from "./list-deletion-requests";
import { listUnusedAccounts } from "./list-unused-accounts";

/** /api/admin/deletion-requests: patients' requests to delete their account (decision 066), behind requireEmployee. */
export const adminDataRequestsRoutes = new Hono<EmployeeEnv>()
  .get("/", async (c) => {
    const user = c.var.user;
    return c.json(
      { requests: await listDeletionRequests(c.var.deps.database.db, { userId: user.id, email: user.email }) },
      200,
    );
  })
  .get("/unused-accounts", async (c) => {
    const user = c.var.user;
    const accounts = await listUnusedAccounts(
      c.var.deps.database.db,
      { userId: user.id, email: user.email },
      c.var.deps.now(),
    );
    return c.json({ accounts }, 200);
  })
  .post("/unused-accounts/:userId/erase", async (c) => {
    const { database, env, now, wakeMailer } = c.var.deps;
    const user = c.var.user;
    const result = await eraseUnusedAccount(
      database.db,
      c.req.param("userId"),
      { userId: user.id, email: user.email },
      env.APP_URL,
      now(),
    );
    wakeMailer();
    return c.json(result, 200);
  })
  .post("/:requestId/complete", async (c) => {
    const { database, env, now, wakeMailer } = c.var.deps;
    const user = c.var.user;
    const result = await completeDeletionRequest(
      database.db,
      requestIdFrom(c.req.param("requestId")),
      { userId: user.id, email: user.email },
      env.APP_URL,
      now(),
    );
    wakeMailer();
    return c.json(result, 200);
  });
