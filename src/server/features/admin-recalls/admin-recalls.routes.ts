import { Hono } from "hono";
import { recallQuerySchema } from "@/shared/schemas/dispensary";
import type { EmployeeEnv } from "../../auth/middleware";
import { actorOf } from "../../lib/people/audit";
import { staffName } from "../../lib/people/staff-name";
import { validate } from "../../lib/http/validate";
import { exportRecall } from "./export-recall";
import { findRecall } from "./find-recall";
import { notifyRecall } from "./notify-recall";

const form = { firstFieldAsError: true };

/** /api/admin/recalls (decision 098): a batch recall, looked up, notified and exported by any employee. */
export const adminRecallsRoutes = new Hono<EmployeeEnv>()
  .get("/", validate("query", recallQuerySchema, form), async (c) =>
    c.json(await findRecall(c.var.deps.database.db, c.req.valid("query").batch, actorOf(c.var.user))),
  )
  .get("/export", validate("query", recallQuerySchema, form), async (c) => {
    const { csv, filename } = await exportRecall(
      c.var.deps.database.db,
      c.req.valid("query").batch,
      actorOf(c.var.user),
      c.var.deps.now(),
    );
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="${filename}"`);
    return c.body(csv);
  })
  .post("/notify", validate("json", recallQuerySchema, form), async (c) => {
    const result = await notifyRecall(c.var.deps.database.db, c.req.valid("json").batch, {
      actor: actorOf(c.var.user),
      employee: {
        employeeId: c.var.employee.employee_id,
        name: staffName(c.var),
      },
      now: c.var.deps.now(),
      appUrl: c.var.deps.env.APP_URL,
    });
    c.var.deps.wakeMailer();
    return c.json(result);
  });
