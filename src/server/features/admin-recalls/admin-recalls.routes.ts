import { Hono } from "hono";
import { recallQuerySchema } from "@/shared/schemas/dispensary";
import type { EmployeeEnv } from "../../auth/middleware";
import { validate } from "../../lib/http/validate";
import { exportRecall } from "./export-recall";
import { findRecall } from "./find-recall";
import { notifyRecall } from "./notify-recall";

const form = { firstFieldAsError: true };

/** /api/admin/recalls (decision 098): a batch recall, looked up, notified and exported by any employee. */
export const adminRecallsRoutes = new Hono<EmployeeEnv>()
  .get("/", validate("query", recallQuerySchema, form), async (c) =>
    c.json(await findRecall(c.var.ctx, c.req.valid("query"))),
  )
  .get("/export", validate("query", recallQuerySchema, form), async (c) => {
    const { csv, filename } = await exportRecall(c.var.ctx, c.req.valid("query"));
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="${filename}"`);
    return c.body(csv);
  })
  .post("/notify", validate("json", recallQuerySchema, form), async (c) => {
    const result = await notifyRecall(c.var.ctx, c.req.valid("json"));
    c.var.deps.wakeMailer();
    return c.json(result);
  });
