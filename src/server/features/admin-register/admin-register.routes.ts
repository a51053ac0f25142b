import { Hono } from "hono";
import { registerQuerySchema } from "@/shared/schemas/orders";
import type { EmployeeEnv } from "../../auth/middleware";
import { actorOf } from "../../lib/people/audit";
import { validate } from "../../lib/http/validate";
import { exportRegister } from "./export-register";
import { listRegister } from "./list-register";

const form = { firstFieldAsError: true };

/** /api/admin/register: the prescription-only medicine register, read and exported by date range; both audited. */
export const adminRegisterRoutes = new Hono<EmployeeEnv>()
  .get("/", validate("query", registerQuerySchema, form), async (c) =>
    c.json(await listRegister(c.var.deps.database.db, c.req.valid("query"), actorOf(c.var.user), c.var.deps.now())),
  )
  .get("/export", validate("query", registerQuerySchema, form), async (c) => {
    const { csv, filename } = await exportRegister(
      c.var.deps.database.db,
      c.req.valid("query"),
      actorOf(c.var.user),
      c.var.deps.now(),
    );
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="${filename}"`);
    return c.body(csv);
  });
