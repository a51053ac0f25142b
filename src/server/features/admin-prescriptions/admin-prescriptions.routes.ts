import { Hono } from "hono";
import { gpLetterSentSchema } from "@/shared/schemas/consultations";
import type { EmployeeEnv } from "../../auth/middleware";
import { actorOf } from "../../lib/people/audit";
import { validate } from "../../lib/http/validate";
import { getGpLetter } from "./get-gp-letter";
import { getPrescription } from "./get-prescription";
import { markGpLetterSent } from "./mark-gp-letter-sent";
import { gpLetterIdFrom, prescriptionIdFrom } from "./prescription.queries";

/** The back office's forms show the first field's message above the fields. */
const form = { firstFieldAsError: true };

/**
 * /api/admin: the documents an approval leaves (decision 077): the prescription to print and
 * sign (decision 028) and the letter to the patient's GP. Every read is audited.
 */
export const adminPrescriptionsRoutes = new Hono<EmployeeEnv>()
  .get("/prescriptions/:id", async (c) =>
    c.json(await getPrescription(c.var.deps.database.db, prescriptionIdFrom(c.req.param("id")), actorOf(c.var.user))),
  )
  .get("/gp-letters/:id", async (c) =>
    c.json(await getGpLetter(c.var.deps.database.db, gpLetterIdFrom(c.req.param("id")), actorOf(c.var.user))),
  )
  .post("/gp-letters/:id/sent", validate("json", gpLetterSentSchema, form), async (c) =>
    c.json(
      await markGpLetterSent(
        c.var.deps.database.db,
        gpLetterIdFrom(c.req.param("id")),
        c.req.valid("json").channel,
        { actor: actorOf(c.var.user), name: c.var.employee.name?.trim() || c.var.user.email },
        c.var.deps.now(),
      ),
    ),
  );
