import { Hono } from "hono";
import { backupCodesSchema } from "@/shared/schemas/people/auth";
import type { EmployeeEnv } from "../../auth/middleware";
import { validate } from "../../lib/http/validate";
import { regenerateBackupCodes } from "./regenerate-backup-codes";

/** /api/admin/two-factor: an employee's own second factor (decision 093). Mounted behind requireEmployee (app.ts). */
export const adminTwoFactorRoutes = new Hono<EmployeeEnv>().post(
  "/backup-codes",
  validate("json", backupCodesSchema),
  async (c) =>
    c.json(
      await regenerateBackupCodes(c.var.ctx, {
        ...c.req.valid("json"),
        auth: c.var.deps.auth,
        headers: c.req.raw.headers,
      }),
    ),
);
