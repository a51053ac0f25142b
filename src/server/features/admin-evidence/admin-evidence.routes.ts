import { Hono } from "hono";
import { FILE_TOO_LARGE_MESSAGE, MAX_EVIDENCE_FILE_BYTES } from "@/shared/domain/prescribing/evidence-files";
import { evidenceFileQuerySchema, identityCheckSchema, measurementSchema } from "@/shared/schemas/prescribing/evidence";
import { type EmployeeEnv, requireRole } from "../../auth/middleware";
import { limitBody } from "../../lib/http/body-limit";
import { idParamSchema } from "../../lib/http/id-param";
import { PATIENT_NOT_FOUND } from "../../lib/people/patients";
import { validate } from "../../lib/http/validate";
import { FILE_NOT_FOUND } from "./evidence.queries";
import { getFile } from "./get-file";
import { PRESCRIBER_MEASUREMENT_MESSAGE, recordMeasurement } from "./record-measurement";
import { recordIdentityCheck } from "./record-identity-check";
import { uploadFile } from "./upload-file";

/** The back office's forms show the first field's message above the fields. */
const form = { firstFieldAsError: true };
const patientParam = validate("param", idParamSchema, { notFound: PATIENT_NOT_FOUND });

/** The policy of a served evidence file: nothing in it runs or loads; only our own pages may frame it. */
export const EVIDENCE_FILE_CSP = "default-src 'none'; frame-ancestors 'self'";

/**
 * /api/admin: the evidence a prescriber relies on (decision 077). Any employee records an
 * identity check and attaches a file; only a prescriber records a measurement (decision 022).
 * The upload is the one request body allowed 10 MB (app.ts leaves it to the limit here).
 */
export const adminEvidenceRoutes = new Hono<EmployeeEnv>()
  .post("/patients/:id/identity-checks", patientParam, validate("json", identityCheckSchema, form), async (c) =>
    c.json(await recordIdentityCheck(c.var.ctx, { patientId: c.req.valid("param").id, ...c.req.valid("json") })),
  )
  .post(
    "/patients/:id/measurements",
    requireRole("prescriber", PRESCRIBER_MEASUREMENT_MESSAGE),
    patientParam,
    validate("json", measurementSchema, form),
    async (c) =>
      c.json(await recordMeasurement(c.var.ctx, { patientId: c.req.valid("param").id, ...c.req.valid("json") })),
  )
  .post(
    "/patients/:id/files",
    limitBody({
      maxBytes: MAX_EVIDENCE_FILE_BYTES,
      drainBytes: MAX_EVIDENCE_FILE_BYTES + 1024 * 1024,
      message: FILE_TOO_LARGE_MESSAGE,
    }),
    patientParam,
    validate("query", evidenceFileQuerySchema, form),
    async (c) => {
      const content = new Uint8Array(await c.req.arrayBuffer());
      return c.json(
        await uploadFile(c.var.ctx, { patientId: c.req.valid("param").id, ...c.req.valid("query"), content }),
      );
    },
  )
  .get("/files/:id", validate("param", idParamSchema, { notFound: FILE_NOT_FOUND }), async (c) => {
    const file = await getFile(c.var.ctx, c.req.valid("param").id);
    return c.body(file.content, 200, {
      "Content-Type": file.contentType,
      "Content-Disposition": `inline; filename="${file.fileName}"`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": EVIDENCE_FILE_CSP,
    });
  });
