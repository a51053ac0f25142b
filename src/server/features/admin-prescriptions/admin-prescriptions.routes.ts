import { Hono } from "hono";
import { gpLetterSentSchema } from "@/shared/schemas/prescribing/consultations";
import type { EmployeeEnv } from "../../auth/middleware";
import { idParamSchema } from "../../lib/http/id-param";
import { validate } from "../../lib/http/validate";
import { getGpLetter } from "./get-gp-letter";
import { getPrescription } from "./get-prescription";
import { verifyPrescription } from "./verify-prescription";
import { filePaperPrescription } from "./file-paper-prescription";
import { markGpLetterSent } from "./mark-gp-letter-sent";
import { GP_LETTER_NOT_FOUND, PRESCRIPTION_NOT_FOUND } from "./prescription.queries";

/** The back office's forms show the first field's message above the fields. */
const form = { firstFieldAsError: true };
const prescriptionParam = validate("param", idParamSchema, { notFound: PRESCRIPTION_NOT_FOUND });
const gpLetterParam = validate("param", idParamSchema, { notFound: GP_LETTER_NOT_FOUND });

/**
 * /api/admin: the documents an approval leaves (decision 077): the prescription, signed
 * electronically or filed on paper (decision 118) and the letter to the patient's GP. Every read is audited.
 */
export const adminPrescriptionsRoutes = new Hono<EmployeeEnv>()
  .get("/prescriptions/:id", prescriptionParam, async (c) =>
    c.json(await getPrescription(c.var.ctx, c.req.valid("param").id)),
  )
  .post("/prescriptions/:id/verify", prescriptionParam, async (c) =>
    c.json(await verifyPrescription(c.var.ctx, c.req.valid("param").id)),
  )
  .post("/prescriptions/:id/paper-filed", prescriptionParam, async (c) =>
    c.json(await filePaperPrescription(c.var.ctx, c.req.valid("param").id)),
  )
  .get("/gp-letters/:id", gpLetterParam, async (c) => c.json(await getGpLetter(c.var.ctx, c.req.valid("param").id)))
  .post("/gp-letters/:id/sent", gpLetterParam, validate("json", gpLetterSentSchema, form), async (c) =>
    c.json(await markGpLetterSent(c.var.ctx, { gpLetterId: c.req.valid("param").id, ...c.req.valid("json") })),
  );
