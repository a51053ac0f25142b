import { Hono } from "hono";
import { pageQuerySchema } from "@/shared/schemas/orders/orders";
import type { EmployeeEnv } from "../../auth/middleware";
import { validate } from "../../lib/http/validate";
import { listContactMessages } from "./list-contact-messages";

/** /api/admin/messages: the contact form's messages (decision 015 stores them first). */
export const adminMessagesRoutes = new Hono<EmployeeEnv>().get(
  "/",
  validate("query", pageQuerySchema, { firstFieldAsError: true }),
  async (c) => c.json(await listContactMessages(c.var.ctx, c.req.valid("query").page)),
);
