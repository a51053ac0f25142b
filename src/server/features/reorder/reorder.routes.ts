import { Hono } from "hono";
import { reorderSchema } from "@/shared/schemas/reorder";
import { requireUser } from "../../auth/middleware";
import type { AppEnv, SessionUser } from "../../deps";
import { requireTakingOrders } from "../../lib/site/go-live";
import { validate } from "../../lib/http/validate";
import { getReorderForm } from "./get-reorder-form";
import { requestReorder } from "./request-reorder";

type ReorderEnv = AppEnv & { Variables: { user: SessionUser } };

/** /api/account/reorder: the signed-in patient's request for their next pen (issue 13). */
export const reorderRoutes = new Hono<ReorderEnv>()
  .use("*", requireUser)
  .use("*", async (c, next) => {
    // Health data: never kept by a shared cache or the browser's back-forward cache.
    c.header("Cache-Control", "no-store");
    await next();
  })
  .get("/", async (c) => c.json(await getReorderForm(c.var.deps.database.db, c.var.user.id, c.var.deps.now())))
  // Decision 090: production takes no re-order until the pharmacy has gone live.
  .post("/", requireTakingOrders, validate("json", reorderSchema), async (c) => {
    const { deps, user } = c.var;
    const result = await requestReorder(deps.database.db, c.req.valid("json"), {
      userId: user.id,
      name: user.name,
      now: deps.now(),
      appUrl: deps.env.APP_URL,
    });
    deps.wakeMailer();
    return c.json(result, 201);
  });
