import { Hono, type ValidationTargets } from "hono";
import type { ZodType } from "zod";
import {
  adminPatientUpdateSchema,
  patientListQuerySchema,
  patientStatusSchema,
  settingCreateSchema,
  settingUpdateSchema,
} from "@/shared/schemas/admin";
import { requireEmployee } from "../../auth/middleware";
import type { AppEnv } from "../../lib/context";
import { AppError } from "../../lib/app-error";
import { validate as validateInput } from "../../lib/validate";
import { type Actor, patientAuditHistory } from "./admin-audit.service";
import {
  archivePatient,
  assertVisiblePatient,
  dashboard,
  getPatient,
  listPatients,
  PATIENT_NOT_FOUND,
  patientStats,
  updatePatient,
  updatePatientStatus,
} from "./admin-patients.service";
import { createSetting, listSettings, updateSetting } from "./admin-settings.service";

/** The back office's forms show the first field's message above the fields. */
const validate = <T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  validateInput(target, schema, { firstFieldAsError: true });

const MAX_ID = 2_147_483_647;
/** A patient id from the path; anything else is simply not found. */
function patientId(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) throw new AppError("not_found", PATIENT_NOT_FOUND);
  return id;
}

type EmployeeEnv = AppEnv & { Variables: { user: NonNullable<AppEnv["Variables"]["user"]> } };
const actorOf = (c: { var: EmployeeEnv["Variables"] }): Actor => ({ userId: c.var.user.id, email: c.var.user.email });

/**
 * /api/admin: the staff back office. Every route sits behind requireEmployee (docs/spec.md §6):
 * 401 signed out, 403 for a signed-in non-employee.
 */
export const adminRoutes = new Hono<EmployeeEnv>()
  .use("*", requireEmployee)
  .use("*", async (c, next) => {
    await next();
    // Special-category health data: never kept by a browser or shared cache.
    c.header("Cache-Control", "no-store");
  })
  .get("/stats", async (c) => c.json(await patientStats(c.var.deps.database.db)))
  .get("/dashboard", async (c) => c.json(await dashboard(c.var.deps.database.db, c.var.deps.now())))
  .get("/patients", validate("query", patientListQuerySchema), async (c) =>
    c.json(await listPatients(c.var.deps.database.db, c.req.valid("query"))),
  )
  .get("/patients/:id", async (c) =>
    c.json(await getPatient(c.var.deps.database.db, patientId(c.req.param("id")), actorOf(c))),
  )
  .get("/patients/:id/audit", async (c) => {
    const id = patientId(c.req.param("id"));
    const db = c.var.deps.database.db;
    await assertVisiblePatient(db, id);
    return c.json(await patientAuditHistory(db, id));
  })
  .patch("/patients/:id/status", validate("json", patientStatusSchema), async (c) =>
    c.json(
      await updatePatientStatus(
        c.var.deps.database.db,
        patientId(c.req.param("id")),
        c.req.valid("json"),
        actorOf(c),
        c.var.deps.now(),
      ),
    ),
  )
  .put("/patients/:id", validate("json", adminPatientUpdateSchema), async (c) =>
    c.json(
      await updatePatient(c.var.deps.database.db, patientId(c.req.param("id")), c.req.valid("json"), actorOf(c), c.var.deps.now()),
    ),
  )
  .delete("/patients/:id", async (c) => {
    await archivePatient(c.var.deps.database.db, patientId(c.req.param("id")), actorOf(c), c.var.deps.now());
    return c.json({ archived: true });
  })
  .get("/settings", async (c) => c.json(await listSettings(c.var.deps.database.db)))
  .put("/settings/:key", validate("json", settingUpdateSchema), async (c) =>
    c.json(
      await updateSetting(c.var.deps.database.db, c.req.param("key"), c.req.valid("json").value, actorOf(c), c.var.deps.now()),
    ),
  )
  .post("/settings", validate("json", settingCreateSchema), async (c) =>
    c.json(await createSetting(c.var.deps.database.db, c.req.valid("json"), actorOf(c), c.var.deps.now()), 201),
  );
