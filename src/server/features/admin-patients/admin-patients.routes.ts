import { Hono } from "hono";
import { adminPatientUpdateSchemaOn, patientListQuerySchema, patientStatusSchema } from "@/shared/schemas/admin";
import type { EmployeeEnv } from "../../auth/middleware";
import { actorOf } from "../../lib/people/audit";
import { validate, validateOnClock } from "../../lib/http/validate";
import { patientIdFrom, requireVisiblePatient } from "./admin-patients.queries";
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

/** /api/admin: the dashboard and the patient pages (docs/spec.md §2 admin). Mounted behind requireEmployee (app.ts). */
export const adminPatientsRoutes = new Hono<EmployeeEnv>()
  .get("/stats", async (c) => c.json(await getPatientStats(c.var.deps.database.db)))
  .get("/dashboard", async (c) => c.json(await getDashboard(c.var.deps.database.db, c.var.deps.now())))
  .get("/patients", validate("query", patientListQuerySchema, form), async (c) =>
    c.json(await listPatients(c.var.deps.database.db, c.req.valid("query"))),
  )
  .get("/patients/:id", async (c) =>
    c.json(await getPatient(c.var.deps.database.db, patientIdFrom(c.req.param("id")), actorOf(c.var.user))),
  )
  .get("/patients/:id/audit", async (c) => {
    const id = patientIdFrom(c.req.param("id"));
    const db = c.var.deps.database.db;
    // The audit history of an archived patient is not shown.
    await requireVisiblePatient(db, id);
    return c.json(await getPatientAudit(db, id));
  })
  .patch("/patients/:id/status", validate("json", patientStatusSchema, form), async (c) =>
    c.json(
      await updatePatientStatus(
        c.var.deps.database.db,
        patientIdFrom(c.req.param("id")),
        c.req.valid("json"),
        actorOf(c.var.user),
        c.var.deps.now(),
      ),
    ),
  )
  .put("/patients/:id", validateOnClock("json", adminPatientUpdateSchemaOn, form), async (c) =>
    c.json(
      await updatePatient(
        c.var.deps.database.db,
        patientIdFrom(c.req.param("id")),
        c.req.valid("json"),
        actorOf(c.var.user),
        c.var.deps.now(),
      ),
    ),
  )
  .delete("/patients/:id", async (c) => {
    await archivePatient(
      c.var.deps.database.db,
      patientIdFrom(c.req.param("id")),
      actorOf(c.var.user),
      c.var.deps.now(),
    );
    return c.json({ archived: true });
  });
