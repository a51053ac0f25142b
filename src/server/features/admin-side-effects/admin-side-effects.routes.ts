import { Hono } from "hono";
import { handleReportSchema } from "@/shared/schemas/treatment/side-effects";
import { type EmployeeEnv, requireRole } from "../../auth/middleware";
import { idParamSchema } from "../../lib/http/id-param";
import { validate } from "../../lib/http/validate";
import { PATIENT_NOT_FOUND } from "../../lib/people/patient-lookup";
import { listPatientSideEffects } from "./list-patient-side-effects";
import { markReportHandled, REPORT_NOT_FOUND } from "./mark-report-handled";

const form = { firstFieldAsError: true };
export const PRESCRIBER_HANDLES_MESSAGE = "Only a prescriber can mark a report handled.";

/** Side-effect reports in the back office (issue 13). Mounted behind requireEmployee (app.ts); handling needs a prescriber. */
export const adminSideEffectsRoutes = new Hono<EmployeeEnv>()
  .get("/patients/:id/side-effects", validate("param", idParamSchema, { notFound: PATIENT_NOT_FOUND }), async (c) =>
    c.json(await listPatientSideEffects(c.var.ctx, c.req.valid("param").id)),
  )
  .post(
    "/side-effects/:id/handled",
    requireRole("prescriber", PRESCRIBER_HANDLES_MESSAGE),
    validate("param", idParamSchema, { notFound: REPORT_NOT_FOUND }),
    validate("json", handleReportSchema, form),
    async (c) =>
      c.json(await markReportHandled(c.var.ctx, { reportId: c.req.valid("param").id, ...c.req.valid("json") })),
  );
