import { Hono } from "hono";
import { STAFF_MESSAGES } from "@/shared/domain/people/roles";
import { staffCreateSchema, staffUpdateSchema } from "@/shared/schemas/people/staff";
import { type EmployeeEnv, requireRole } from "../../auth/middleware";
import { idParamSchema } from "../../lib/http/id-param";
import { validate } from "../../lib/http/validate";
import { addStaff } from "./add-staff";
import { listStaff } from "./list-staff";
import { removeStaff } from "./remove-staff";
import { resetSecondFactor } from "./reset-second-factor";
import { updateStaff } from "./update-staff";

/** The back office's forms show the first field's message above the fields. */
const form = { firstFieldAsError: true };

/** A malformed employee id names no one: 404, as a missing one. */
const employeeId = validate("param", idParamSchema, { notFound: STAFF_MESSAGES.notFound });

/**
 * /api/admin/staff: the Staff page (decision 022). Mounted behind requireEmployee (app.ts); every
 * route is the superintendent's alone.
 */
export const adminStaffRoutes = new Hono<EmployeeEnv>()
  .use("*", requireRole("superintendent"))
  .get("/", async (c) => c.json(await listStaff(c.var.ctx)))
  .post("/", validate("json", staffCreateSchema, form), async (c) =>
    c.json(await addStaff(c.var.ctx, c.req.valid("json")), 201),
  )
  .patch("/:id", employeeId, validate("json", staffUpdateSchema, form), async (c) =>
    c.json(await updateStaff(c.var.ctx, { employeeId: c.req.valid("param").id, ...c.req.valid("json") })),
  )
  .post("/:id/reset-second-factor", employeeId, async (c) =>
    c.json(await resetSecondFactor(c.var.ctx, c.req.valid("param").id)),
  )
  .delete("/:id", employeeId, async (c) => c.json(await removeStaff(c.var.ctx, c.req.valid("param").id)));
