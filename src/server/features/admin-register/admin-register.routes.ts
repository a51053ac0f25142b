import { Hono } from "hono";
import { registerQuerySchema } from "@/shared/schemas/orders/orders";
import type { EmployeeEnv } from "../../auth/middleware";
import { validate } from "../../lib/http/validate";
import { exportRegister } from "./export-register";
import { listRegister } from "./list-register";

const form = { firstFieldAsError: true };

/** /api/admin/register: the prescription-only medicine register, read and exported by date range; both audited. */
export const adminRegisterRoutes = new Hono<EmployeeEnv>()
  .get("/", validate("query", registerQuerySchema, form), async (c) =>
    c.json(await listRegister(c.var.ctx, c.req.valid("query"))),
  )
  .get("/export", validate("query", registerQuerySchema, form), async (c) => {
    const { csv, filename } = await exportRegister(c.var.ctx, c.req.valid("query"));
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="${filename}"`);
    return c.body(csv);
  });
