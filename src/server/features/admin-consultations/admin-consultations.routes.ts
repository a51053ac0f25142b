import { Hono } from "hono";
import { consultationQuerySchema, correctionSchema, decisionSchema } from "@/shared/schemas/prescribing/consultations";
import { type EmployeeEnv, requireRole } from "../../auth/middleware";
import { idParamSchema } from "../../lib/http/id-param";
import { validate } from "../../lib/http/validate";
import { CONSULTATION_NOT_FOUND } from "./consultation.queries";
import { correctDecision } from "./correct-decision";
import { getConsultation } from "./get-consultation";
import { listConsultations } from "./list-consultations";
import { recordDecision } from "./record-decision";

/** The back office's forms show the first field's message above the fields. */
const form = { firstFieldAsError: true };
const consultationParam = validate("param", idParamSchema, { notFound: CONSULTATION_NOT_FOUND });

/**
 * /api/admin/consultations: the prescriber's review of each order (decision 077). Every
 * employee reads the queue and a consultation; only a prescriber (or the superintendent)
 * records a decision (decision 022) or corrects one (decision 085).
 */
export const adminConsultationsRoutes = new Hono<EmployeeEnv>()
  .get("/", validate("query", consultationQuerySchema, form), async (c) =>
    c.json(await listConsultations(c.var.ctx, c.req.valid("query"))),
  )
  .get("/:id", consultationParam, async (c) => c.json(await getConsultation(c.var.ctx, c.req.valid("param").id)))
  .post(
    "/:id/decision",
    requireRole("prescriber"),
    consultationParam,
    validate("json", decisionSchema, form),
    async (c) => {
      const result = await recordDecision(c.var.ctx, {
        consultationId: c.req.valid("param").id,
        ...c.req.valid("json"),
      });
      c.var.deps.wakeMailer();
      return c.json(result);
    },
  )
  .post(
    "/:id/correction",
    requireRole("prescriber"),
    consultationParam,
    validate("json", correctionSchema, form),
    async (c) => {
      const result = await correctDecision(c.var.ctx, {
        consultationId: c.req.valid("param").id,
        ...c.req.valid("json"),
      });
      c.var.deps.wakeMailer();
      return c.json(result);
    },
  );
