import { Hono } from "hono";
import { INCIDENT_MESSAGES } from "@/shared/domain/dispensing/incidents";
import { closeIncidentSchema, incidentListQuerySchema, incidentSchema } from "@/shared/schemas/orders/dispensary";
import { type EmployeeEnv, requireRole } from "../../auth/middleware";
import { idParamSchema } from "../../lib/http/id-param";
import { validate } from "../../lib/http/validate";
import { closeIncident } from "./close-incident";
import { listIncidents } from "./list-incidents";
import { recordIncident } from "./record-incident";

const form = { firstFieldAsError: true };

/** /api/admin/incidents (decision 098): any employee records and reads; the superintendent closes. */
export const adminIncidentsRoutes = new Hono<EmployeeEnv>()
  .get("/", validate("query", incidentListQuerySchema, form), async (c) =>
    c.json(await listIncidents(c.var.ctx, c.req.valid("query"))),
  )
  .post("/", validate("json", incidentSchema, form), async (c) =>
    c.json(await recordIncident(c.var.ctx, c.req.valid("json")), 201),
  )
  .post(
    "/:id/close",
    requireRole("superintendent"),
    validate("param", idParamSchema, { notFound: INCIDENT_MESSAGES.notFound }),
    validate("json", closeIncidentSchema, form),
    async (c) =>
      c.json(await closeIncident(c.var.ctx, { incidentId: c.req.valid("param").id, ...c.req.valid("json") })),
  );
