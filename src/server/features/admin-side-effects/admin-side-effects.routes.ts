import { Hono } from "hono";
import { handleReportSchema } from "@/shared/schemas/side-effects";
import { type EmployeeEnv, requireRole } from "../../auth/middleware";
import { actorOf } from "../../lib/people/audit";
import { validate } from "../../lib/http/validate";
import { listPatientSideEffects } from "./list-patient-side-effects";
import { markReportHandled } from "./mark-report-handled";

const form = { firstFieldAsError: true };
export const PRESCRIBER_HANDLES_MESSAGE = "Only a prescriber can mark a report handled.";

/** Side-effect reports in the back office (issue 13). Mounted behind requireEmployee (app.ts); handling needs a prescriber. */
export const adminSideEffectsRoutes = new Hono<EmployeeEnv>()
  .get("/patients/:id/side-effects", async (c) =>
    c.json(await listPatientSideEffects(c.var.deps.database.db, c.req.param("id"), actorOf(c.var.user))),
  )
  .post(
    "/side-effects/:id/handled",
    requireRole("prescriber", PRESCRIBER_HANDLES_MESSAGE),
    validate("json", handleReportSchema, form),
    async (c) => {
      const { deps, user, employee } = c.var;
      const result = await markReportHandled(deps.database.db, c.req.param("id"), c.req.valid("json").note, {
        actor: actorOf(user),
        employee: { employeeId: employee.employee_id, name: employee.name?.trim() || user.name?.trim() || user.email },
        now: deps.now(),
      });
      return c.json(result);
    },
  );
