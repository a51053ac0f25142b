import { Hono } from "hono";
import { reorderSchema } from "@/shared/schemas/treatment/reorder";
import { requireUser, type UserEnv } from "../../auth/middleware";
import { requireTakingOrders } from "../../lib/site/go-live";
import { validate } from "../../lib/http/validate";
import { getReorderForm } from "./get-reorder-form";
import { requestReorder } from "./request-reorder";

/** /api/account/reorder: the signed-in patient's request for their next pen (issue 13). */
export const reorderRoutes = new Hono<UserEnv>()
  .use("*", requireUser)
  .use("*", async (c, next) => {
    // Health data: never kept by a shared cache or the browser's back-forward cache.
    c.header("Cache-Control", "no-store");
    await next();
  })
  .get("/", async (c) => c.json(await getReorderForm(c.var.ctx)))
  // Decision 090: production takes no re-order until the pharmacy has gone live.
  .post("/", requireTakingOrders, validate("json", reorderSchema), async (c) => {
    const result = await requestReorder(c.var.ctx, c.req.valid("json"));
    c.var.deps.wakeMailer();
    return c.json(result, 201);
  });
