import { Hono } from "hono";
import { recallCloseSchema, recallQuerySchema, recallRecordSchema } from "@/shared/schemas/orders/dispensary";
import { RECALL_MESSAGES } from "@/shared/domain/dispensing/recalls";
import { idParamSchema } from "../../lib/http/id-param";
import { closeRecall } from "./close-recall";
import { recordRecall } from "./record-recall";
import { recordedRecalls } from "./recalls.queries";
import type { EmployeeEnv } from "../../auth/middleware";
import { validate } from "../../lib/http/validate";
import { exportRecall } from "./export-recall";
import { findRecall } from "./find-recall";
import { notifyRecall } from "./notify-recall";

const form = { firstFieldAsError: true };

/**
 * /api/admin/recalls (decision 098): a batch recall, looked up, notified and exported by any
 * employee; recalls recorded from the alerts, which hold their batches, closed by a pharmacist
 * (decision 122).
 */
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
  })
  .get("/recorded", async (c) =>
    c.json({
      recalls: await recordedRecalls(c.var.ctx.db),
      // Decision 122: whether the viewer may close a recall (a registered pharmacist).
      canClose: c.var.ctx.employee.registration === "pharmacist",
    }),
  )
  .post("/recorded", validate("json", recallRecordSchema, form), async (c) =>
    c.json(await recordRecall(c.var.ctx, c.req.valid("json")), 201),
  )
  .post(
    "/recorded/:id/close",
    validate("param", idParamSchema, { notFound: RECALL_MESSAGES.notFound }),
    validate("json", recallCloseSchema, form),
    async (c) =>
      c.json(await closeRecall(c.var.ctx, { recallId: c.req.valid("param").id, outcome: c.req.valid("json").outcome })),
  );
