import { Hono } from "hono";
import { messageSchema, threadQuerySchema } from "@/shared/schemas/messages";
import { requireUser } from "../../auth/middleware";
import type { AppEnv, SessionUser } from "../../deps";
import { validate } from "../../lib/http/validate";
import { listMyMessages } from "./list-my-messages";
import { sendMyMessage } from "./send-my-message";

type AccountEnv = AppEnv & { Variables: { user: SessionUser } };

/** /api/account/messages: the signed-in patient's thread with the pharmacy (issue 13). No path names another patient. */
export const accountMessagesRoutes = new Hono<AccountEnv>()
  .use("*", requireUser)
  .use("*", async (c, next) => {
    // Health data: never kept by a shared cache or the browser's back-forward cache.
    c.header("Cache-Control", "no-store");
    await next();
  })
  .get("/", validate("query", threadQuerySchema), async (c) =>
    c.json(await listMyMessages(c.var.deps.database.db, c.var.user.id, c.req.valid("query").before, c.var.deps.now())),
  )
  .post("/", validate("json", messageSchema), async (c) =>
    c.json(await sendMyMessage(c.var.deps.database.db, c.var.user, c.req.valid("json").body, c.var.deps.now()), 201),
  );
