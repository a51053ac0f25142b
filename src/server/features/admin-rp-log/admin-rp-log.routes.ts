import { Hono } from "hono";
import { pageQuerySchema, rpAbsenceSchema } from "@/shared/schemas/orders/dispensary";
import { emptyMoveSchema } from "@/shared/schemas/orders/orders";
import type { EmployeeEnv } from "../../auth/middleware";
import { validate } from "../../lib/http/validate";
import { endRpAbsence } from "./end-rp-absence";
import { exportRpLog } from "./export-rp-log";
import { listRpLog } from "./list-rp-log";
import { recordRpAbsence } from "./record-rp-absence";
import { signInRp } from "./sign-in-rp";
import { signOutRp } from "./sign-out-rp";

const form = { firstFieldAsError: true };

/**
 * /api/admin/rp-log (decision 098): every employee reads and exports the responsible pharmacist
 * log; only a registered pharmacist signs in as the RP, or signs the RP out (the operations
 * decide, by registration: decision 117). Decision 116: the RP on duty, and only they (403 for
 * anyone else, in the operation), records an absence and that they are back.
 */
export const adminRpLogRoutes = new Hono<EmployeeEnv>()
  .get("/", validate("query", pageQuerySchema, form), async (c) =>
    c.json(await listRpLog(c.var.ctx, c.req.valid("query"))),
  )
  .get("/export", async (c) => {
    const { csv, filename } = await exportRpLog(c.var.ctx);
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="${filename}"`);
    return c.body(csv);
  })
  .post("/sign-in", validate("json", emptyMoveSchema), async (c) => c.json(await signInRp(c.var.ctx)))
  .post("/sign-out", validate("json", emptyMoveSchema), async (c) => c.json(await signOutRp(c.var.ctx)))
  .post("/absence", validate("json", rpAbsenceSchema, form), async (c) =>
    c.json(await recordRpAbsence(c.var.ctx, c.req.valid("json"))),
  )
  .post("/back", validate("json", emptyMoveSchema), async (c) => c.json(await endRpAbsence(c.var.ctx)));
