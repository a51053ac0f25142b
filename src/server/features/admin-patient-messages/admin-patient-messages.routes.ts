import { Hono } from "hono";
import { messageSchema, threadQuerySchema } from "@/shared/schemas/messages";
import type { EmployeeEnv } from "../../auth/middleware";
import { actorOf } from "../../lib/people/audit";
import { validate } from "../../lib/http/validate";
import { listPatientMessages } from "./list-patient-messages";
import { sendPatientMessage } from "./send-patient-message";

const form = { firstFieldAsError: true };

/** /api/admin/patients/:id/messages: a patient's thread with the pharmacy (issue 13). Mounted behind requireEmployee (app.ts). */
export const adminPatientMessagesRoutes = new Hono<EmployeeEnv>()
  .get("/patients/:id/messages", validate("query", threadQuerySchema, form), async (c) =>
    c.json(
      await listPatientMessages(
        c.var.deps.database.db,
        c.req.param("id"),
        c.req.valid("query").before,
        actorOf(c.var.user),
        c.var.deps.now(),
      ),
    ),
  )
  .post("/patients/:id/messages", validate("json", messageSchema, form), async (c) => {
    const { deps, user, employee } = c.var;
    const sender = { userId: user.id, name: employee.name?.trim() || user.name?.trim() || "The pharmacy" };
    const result = await sendPatientMessage(deps.database.db, c.req.param("id"), c.req.valid("json").body, {
      actor: actorOf(user),
      sender,
      now: deps.now(),
      appUrl: deps.env.APP_URL,
    });
    deps.wakeMailer();
    return c.json(result, 201);
  });
