import { Hono } from "hono";
import type { EmployeeEnv } from "../../auth/middleware";
import { idParamSchema } from "../../lib/http/id-param";
import { validate } from "../../lib/http/validate";
import { completeDeletionRequest, REQUEST_NOT_FOUND } from "./complete-deletion-request";
import { eraseUnusedAccount } from "./erase-unused-account";
import { listDeletionRequests } from "./list-deletion-requests";
import { listUnusedAccounts } from "./list-unused-accounts";

/** /api/admin/deletion-requests: patients' requests to delete their account (decision 066), behind requireEmployee. */
export const adminDataRequestsRoutes = new Hono<EmployeeEnv>()
  .get("/", async (c) => c.json({ requests: await listDeletionRequests(c.var.ctx) }, 200))
  .get("/unused-accounts", async (c) => c.json({ accounts: await listUnusedAccounts(c.var.ctx) }, 200))
  .post("/unused-accounts/:userId/erase", async (c) => {
    const result = await eraseUnusedAccount(c.var.ctx, { userId: c.req.param("userId") });
    c.var.deps.wakeMailer();
    return c.json(result, 200);
  })
  .post("/:id/complete", validate("param", idParamSchema, { notFound: REQUEST_NOT_FOUND }), async (c) => {
    const result = await completeDeletionRequest(c.var.ctx, c.req.valid("param").id);
    c.var.deps.wakeMailer();
    return c.json(result, 200);
  });
