import { Hono } from "hono";
import { adminPatientUpdateSchemaOn, patientListQuerySchema, patientStatusSchema } from "@/shared/schemas/people/admin";
import type { EmployeeEnv } from "../../auth/middleware";
import { idParamSchema } from "../../lib/http/id-param";
import { validate, validateOnClock } from "../../lib/http/validate";
import { PATIENT_NOT_FOUND } from "./admin-patients.queries";
import { archivePatient } from "./archive-patient";
import { getDashboard } from "./get-dashboard";
import { getPatient } from "./get-patient";
import { getPatientAudit } from "./get-patient-audit";
import { getPatientStats } from "./get-patient-stats";
import { listPatients } from "./list-patients";
import { updatePatient } from "./update-patient";
import { updatePatientStatus } from "./update-patient-status";

/** The back office's forms show the first field's message above the fields. */
const form = { firstFieldAsError: true };
const patientParam = validate("param", idParamSchema, { notFound: PATIENT_NOT_FOUND });

/** /api/admin: the dashboard and the patient pages (docs/spec.md §2 admin). Mounted behind requireEmployee (app.ts). */
export const adminPatientsRoutes = new Hono<EmployeeEnv>()
  .get("/stats", async (c) => c.json(await getPatientStats(c.var.ctx)))
  .get("/dashboard", async (c) => c.json(await getDashboard(c.var.ctx)))
  .get("/patients", validate("query", patientListQuerySchema, form), async (c) =>
    c.json(await listPatients(c.var.ctx, c.req.valid("query"))),
  )
  .get("/patients/:id", patientParam, async (c) => c.json(await getPatient(c.var.ctx, c.req.valid("param").id)))
  .get("/patients/:id/audit", patientParam, async (c) =>
    c.json(await getPatientAudit(c.var.ctx, c.req.valid("param").id)),
  )
  .patch("/patients/:id/status", patientParam, validate("json", patientStatusSchema, form), async (c) =>
    c.json(await updatePatientStatus(c.var.ctx, { patientId: c.req.valid("param").id, ...c.req.valid("json") })),
  )
  .put("/patients/:id", patientParam, validateOnClock("json", adminPatientUpdateSchemaOn, form), async (c) =>
    c.json(await updatePatient(c.var.ctx, { patientId: c.req.valid("param").id, ...c.req.valid("json") })),
  )
  .delete("/patients/:id", patientParam, async (c) => {
    await archivePatient(c.var.ctx, c.req.valid("param").id);
    return c.json({ archived: true });
  });
