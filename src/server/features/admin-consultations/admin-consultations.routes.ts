import { Hono } from "hono";
import { consultationQuerySchema, correctionSchema, decisionSchema } from "@/shared/schemas/consultations";
import { type EmployeeEnv, requireRole } from "../../auth/middleware";
import { actorOf } from "../../lib/people/audit";
import { validate } from "../../lib/http/validate";
import { consultationIdFrom } from "./consultation.queries";
import { correctDecision } from "./correct-decision";
import { getConsultation } from "./get-consultation";
import { listConsultations } from "./list-consultations";
import { recordDecision } from "./record-decision";

/** The back office's forms show the first field's message above the fields. */
const form = { firstFieldAsError: true };

/**
 * /api/admin/consultations: the prescriber's review of each order (decision 077). Every
 * employee reads the queue and a consultation; only a prescriber (or the superintendent)
 * records a decision (decision 022) or corrects one (decision 085).
 */
export const adminConsultationsRoutes = new Hono<EmployeeEnv>()
  .get("/", validate("query", consultationQuerySchema, form), async (c) =>
    c.json(await listConsultations(c.var.deps.database.db, c.req.valid("query"), c.var.deps.now())),
  )
  .get("/:id", async (c) =>
    c.json(
      await getConsultation(
        c.var.deps.database.db,
        consultationIdFrom(c.req.param("id")),
        { actor: actorOf(c.var.user), employee: c.var.employee },
        c.var.deps.now(),
      ),
    ),
  )
  .post("/:id/decision", requireRole("prescriber"), validate("json", decisionSchema, form), async (c) => {
    const result = await recordDecision(
      c.var.deps.database.db,
      consultationIdFrom(c.req.param("id")),
      c.req.valid("json"),
      { actor: actorOf(c.var.user), userId: c.var.user.id, employee: c.var.employee },
      c.var.deps.now(),
      c.var.deps.env.APP_URL,
    );
    c.var.deps.wakeMailer();
    return c.json(result);
  })
  .post("/:id/correction", requireRole("prescriber"), validate("json", correctionSchema, form), async (c) => {
    const result = await correctDecision(
      c.var.deps.database.db,
      consultationIdFrom(c.req.param("id")),
      c.req.valid("json"),
      { actor: actorOf(c.var.user), userId: c.var.user.id, employee: c.var.employee },
      c.var.deps.now(),
      c.var.deps.env.APP_URL,
    );
    c.var.deps.wakeMailer();
    return c.json(result);
  });
