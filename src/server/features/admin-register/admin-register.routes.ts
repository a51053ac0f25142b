import { Hono } from "hono";
import { registerQuerySchema } from "@/shared/schemas/orders";
import type { EmployeeEnv } from "../../auth/middleware";
import { actorOf, writeAudit } from "../../lib/audit";
import { validate } from "../../lib/validate";
import { exportRegister } from "./export-register";
import { listRegister } from "./list-register";

const form = { firstFieldAsError: true };

/** /api/admin/register: the prescription-only medicine register, read and exported by date range; both audited. */
export const adminRegisterRoutes = new Hono<EmployeeEnv>()
  .get("/", validate("query", registerQuerySchema, form), async (c) => {
    const q = c.req.valid("query");
    const db = c.var.deps.database.db;
    const result = await listRegister(db, q);
    await writeAudit(db, actorOf(c.var.user), "register.view", { type: "register", id: `${q.from}..${q.to}` });
    return c.json(result);
  })
  .get("/export", validate("query", registerQuerySchema, form), async (c) => {
    const q = c.req.valid("query");
    const db = c.var.deps.database.db;
    const { csv, filename, count } = await exportRegister(db, q.from, q.to);
    await writeAudit(db, actorOf(c.var.user), "register.export", { type: "register", id: `${q.from}..${q.to}` }, [`${count} entries`]);
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="${filename}"`);
    return c.body(csv);
  });
