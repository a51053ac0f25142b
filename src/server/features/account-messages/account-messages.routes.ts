import { Hono } from "hono";
import { messageSchema, threadQuerySchema } from "@/shared/schemas/people/messages";
import { requireUser, type UserEnv } from "../../auth/middleware";
import { validate } from "../../lib/http/validate";
import { listMyMessages } from "./list-my-messages";
import { sendMyMessage } from "./send-my-message";

/** /api/account/messages: the signed-in patient's thread with the pharmacy (issue 13). No path names another patient. */
export const accountMessagesRoutes = new Hono<UserEnv>()
  .use("*", requireUser)
  .use("*", async (c, next) => {
    // Health data: never kept by a shared cache or the browser's back-forward cache.
    c.header("Cache-Control", "no-store");
    await next();
  })
  .get("/", validate("query", threadQuerySchema), async (c) =>
    c.json(await listMyMessages(c.var.ctx, c.req.valid("query"))),
  )
  .post("/", validate("json", messageSchema), async (c) =>
    c.json(await sendMyMessage(c.var.ctx, c.req.valid("json")), 201),
  );
