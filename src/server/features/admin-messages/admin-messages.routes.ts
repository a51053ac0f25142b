import { Hono } from "hono";
import { pageQuerySchema } from "@/shared/schemas/orders";
import type { EmployeeEnv } from "../../auth/middleware";
import { actorOf, writeAudit } from "../../lib/audit";
import { validate } from "../../lib/validate";
import { listContactMessages } from "./list-contact-messages";

/** /api/admin/messages: the contact form's messages (decision 015 stores them first). Each page read is audited. */
export const adminMessagesRoutes = new Hono<EmployeeEnv>().get("/", validate("query", pageQuerySchema, { firstFieldAsError: true }), async (c) => {
  const db = c.var.deps.database.db;
  const { page } = c.req.valid("query");
  const result = await listContactMessages(db, page);
  await writeAudit(db, actorOf(c.var.user), "contact_messages.view", { type: "contact_messages", id: `page ${result.page}` });
  return c.json(result);
});
