import { Hono } from "hono";
import { staffCreateSchema, staffUpdateSchema } from "@/shared/schemas/staff";
import { type EmployeeEnv, requireRole } from "../../auth/middleware";
import { actorOf } from "../../lib/people/audit";
import { validate } from "../../lib/http/validate";
import { employeeIdFrom } from "./admin-staff.queries";
import { addStaff } from "./add-staff";
import { listStaff } from "./list-staff";
import { removeStaff } from "./remove-staff";
import { resetSecondFactor } from "./reset-second-factor";
import { updateStaff } from "./update-staff";

/** The back office's forms show the first field's message above the fields. */
const form = { firstFieldAsError: true };

/**
 * /api/admin/staff: the Staff page (decision 022). Mounted behind requireEmployee (app.ts); every
 * route is the superintendent's alone.
 */
export const adminStaffRoutes = new Hono<EmployeeEnv>()
  .use("*", requireRole("superintendent"))
  .get("/", async (c) => c.json(await listStaff(c.var.deps.database.db)))
  .post("/", validate("json", staffCreateSchema, form), async (c) =>
    c.json(await addStaff(c.var.deps.database.db, c.req.valid("json"), actorOf(c.var.user), c.var.deps.now()), 201),
  )
  .patch("/:id", validate("json", staffUpdateSchema, form), async (c) =>
    c.json(
      await updateStaff(
        c.var.deps.database.db,
        c.var.employee.employee_id,
        employeeIdFrom(c.req.param("id")),
        c.req.valid("json"),
        actorOf(c.var.user),
      ),
    ),
  )
  .post("/:id/reset-second-factor", async (c) =>
    c.json(
      await resetSecondFactor(
        c.var.deps.database.db,
        c.var.employee.employee_id,
        employeeIdFrom(c.req.param("id")),
        actorOf(c.var.user),
      ),
    ),
  )
  .delete("/:id", async (c) =>
    c.json(
      await removeStaff(
        c.var.deps.database.db,
        c.var.employee.employee_id,
        employeeIdFrom(c.req.param("id")),
        actorOf(c.var.user),
        c.var.deps.now(),
      ),
    ),
  );
