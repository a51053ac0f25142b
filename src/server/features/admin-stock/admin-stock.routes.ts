import { Hono } from "hono";
import { pageQuerySchema, stockAdjustSchema, stockReceiveSchema } from "@/shared/schemas/orders/dispensary";
import type { EmployeeEnv } from "../../auth/middleware";
import { validate } from "../../lib/http/validate";
import { adjustStock } from "./adjust-stock";
import { exportStock } from "./export-stock";
import { receiveStock } from "./receive-stock";
import { movementsPage, stockOnHand } from "./stock.queries";

const form = { firstFieldAsError: true };

/**
 * /api/admin/stock (issue 29, decision 124): stock on hand by product and batch, goods in,
 * adjustments and the movements, read and recorded by any employee.
 */
export const adminStockRoutes = new Hono<EmployeeEnv>()
  .get("/", async (c) => c.json({ products: await stockOnHand(c.var.ctx.db, c.var.ctx.now) }))
  .get("/movements", validate("query", pageQuerySchema, form), async (c) =>
    c.json(await movementsPage(c.var.ctx.db, Number(c.req.valid("query").page ?? "1"))),
  )
  .get("/movements.csv", async (c) => {
    const { csv, filename } = await exportStock(c.var.ctx);
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="${filename}"`);
    return c.body(csv);
  })
  .post("/receive", validate("json", stockReceiveSchema, form), async (c) => {
    const result = await receiveStock(c.var.ctx, c.req.valid("json"));
    if (result.patientsTold > 0) c.var.deps.wakeMailer();
    return c.json(result, 201);
  })
  .post("/adjust", validate("json", stockAdjustSchema, form), async (c) =>
    c.json(await adjustStock(c.var.ctx, c.req.valid("json")), 201),
  );
