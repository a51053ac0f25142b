import { Hono } from "hono";
import { messageSchema, threadQuerySchema } from "@/shared/schemas/people/messages";
import type { EmployeeEnv } from "../../auth/middleware";
import { idParamSchema } from "../../lib/http/id-param";
import { validate } from "../../lib/http/validate";
import { PATIENT_NOT_FOUND } from "../../lib/people/patient-lookup";
import { listPatientMessages } from "./list-patient-messages";
import { sendPatientMessage } from "./send-patient-message";

const form = { firstFieldAsError: true };
const patientParam = validate("param", idParamSchema, { notFound: PATIENT_NOT_FOUND });

/** /api/admin/patients/:id/messages: a patient's thread with the pharmacy (issue 13). Mounted behind requireEmployee (app.ts). */
export const adminPatientMessagesRoutes = new Hono<EmployeeEnv>()
  .get("/patients/:id/messages", patientParam, validate("query", threadQuerySchema, form), async (c) =>
    c.json(await listPatientMessages(c.var.ctx, { patientId: c.req.valid("param").id, ...c.req.valid("query") })),
  )
  .post("/patients/:id/messages", patientParam, validate("json", messageSchema, form), async (c) => {
    const result = await sendPatientMessage(c.var.ctx, { patientId: c.req.valid("param").id, ...c.req.valid("json") });
    c.var.deps.wakeMailer();
    return c.json(result, 201);
  });
