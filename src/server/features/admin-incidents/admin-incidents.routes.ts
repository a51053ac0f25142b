import { Hono } from "hono";
import { closeIncidentSchema, incidentListQuerySchema, incidentSchema } from "@/shared/schemas/dispensary";
import { type EmployeeEnv, requireRole } from "../../auth/middleware";
import { actorOf } from "../../lib/people/audit";
import { staffName } from "../../lib/people/staff-name";
import { validate } from "../../lib/http/validate";
import { closeIncident, incidentIdFrom } from "./close-incident";
import { listIncidents } from "./list-incidents";
import { recordIncident } from "./record-incident";

const form = { firstFieldAsError: true };

const who = (c: { var: EmployeeEnv["Variables"] }) => ({
  actor: actorOf(c.var.user),
  employee: { employeeId: c.var.employee.employee_id, name: staffName(c.var) },
  now: c.var.deps.now(),
});

/** /api/admin/incidents (decision 098): any employee records and reads; the superintendent closes. */
export const adminIncidentsRoutes = new Hono<EmployeeEnv>()
  .get("/", validate("query", incidentListQuerySchema, form), async (c) =>
    c.json(await listIncidents(c.var.deps.database.db, c.req.valid("query"), actorOf(c.var.user))),
  )
  .post("/", validate("json", incidentSchema, form), async (c) =>
    c.json(await recordIncident(c.var.deps.database.db, c.req.valid("json"), who(c)), 201),
  )
  .post("/:id/close", requireRole("superintendent"), validate("json", closeIncidentSchema, form), async (c) =>
    c.json(
      await closeIncident(
        c.var.deps.database.db,
        incidentIdFrom(c.req.param("id")),
        c.req.valid("json").closingNote,
        who(c),
      ),
    ),
  );
