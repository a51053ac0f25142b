import { Hono } from "hono";
import { FILE_TOO_LARGE_MESSAGE, MAX_EVIDENCE_FILE_BYTES } from "@/shared/domain/prescribing/evidence-files";
import { evidenceFileQuerySchema, identityCheckSchema, measurementSchema } from "@/shared/schemas/evidence";
import { type EmployeeEnv, requireRole } from "../../auth/middleware";
import { actorOf } from "../../lib/people/audit";
import { limitBody } from "../../lib/http/body-limit";
import { patientIdFrom } from "../../lib/people/patients";
import { validate } from "../../lib/http/validate";
import { evidenceContext, fileIdFrom } from "./evidence.queries";
import { getFile } from "./get-file";
import { PRESCRIBER_MEASUREMENT_MESSAGE, recordMeasurement } from "./record-measurement";
import { recordIdentityCheck } from "./record-identity-check";
import { uploadFile } from "./upload-file";

/** The back office's forms show the first field's message above the fields. */
const form = { firstFieldAsError: true };

/** The policy of a served evidence file: nothing in it runs or loads; only our own pages may frame it. */
export const EVIDENCE_FILE_CSP = "default-src 'none'; frame-ancestors 'self'";

const ctxOf = (c: { var: EmployeeEnv["Variables"] }) =>
  evidenceContext(actorOf(c.var.user), c.var.employee, c.var.deps.now());

/**
 * /api/admin: the evidence a prescriber relies on (decision 077). Any employee records an
 * identity check and attaches a file; only a prescriber records a measurement (decision 022).
 * The upload is the one request body allowed 10 MB (app.ts leaves it to the limit here).
 */
export const adminEvidenceRoutes = new Hono<EmployeeEnv>()
  .post("/patients/:id/identity-checks", validate("json", identityCheckSchema, form), async (c) =>
    c.json(
      await recordIdentityCheck(
        c.var.deps.database.db,
        patientIdFrom(c.req.param("id")),
        c.req.valid("json"),
        ctxOf(c),
      ),
    ),
  )
  .post(
    "/patients/:id/measurements",
    requireRole("prescriber", PRESCRIBER_MEASUREMENT_MESSAGE),
    validate("json", measurementSchema, form),
    async (c) =>
      c.json(
        await recordMeasurement(
          c.var.deps.database.db,
          patientIdFrom(c.req.param("id")),
          c.req.valid("json"),
          ctxOf(c),
        ),
      ),
  )
  .post(
    "/patients/:id/files",
    limitBody({
      maxBytes: MAX_EVIDENCE_FILE_BYTES,
      drainBytes: MAX_EVIDENCE_FILE_BYTES + 1024 * 1024,
      message: FILE_TOO_LARGE_MESSAGE,
    }),
    validate("query", evidenceFileQuerySchema, form),
    async (c) => {
      const content = new Uint8Array(await c.req.arrayBuffer());
      return c.json(
        await uploadFile(
          c.var.deps.database.db,
          patientIdFrom(c.req.param("id")),
          c.req.valid("query"),
          content,
          ctxOf(c),
        ),
      );
    },
  )
  .get("/files/:id", async (c) => {
    const file = await getFile(c.var.deps.database.db, fileIdFrom(c.req.param("id")), actorOf(c.var.user));
    return c.body(file.content, 200, {
      "Content-Type": file.contentType,
      "Content-Disposition": `inline; filename="${file.fileName}"`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": EVIDENCE_FILE_CSP,
    });
  });
