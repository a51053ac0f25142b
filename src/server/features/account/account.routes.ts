import { Hono } from "hono";
import { cancelOrderSchema, emptyMoveSchema, reorderRemindersSchema } from "@/shared/schemas/orders/orders";
import { ownWeightSchema } from "@/shared/schemas/treatment/progress";
import { requireUser, type UserEnv } from "../../auth/middleware";
import { idParamSchema } from "../../lib/http/id-param";
import { validate } from "../../lib/http/validate";
import { ORDER_NOT_FOUND } from "./account.queries";
import { addOwnWeight } from "./add-own-weight";
import { cancelOwnOrder } from "./cancel-own-order";
import { confirmReceived } from "./confirm-received";
import { exportMyData } from "./export-my-data";
import { getAccount } from "./get-account";
import { getAccountOrder } from "./get-account-order";
import { getProgress } from "./get-progress";
import { payOrder } from "./pay-order";
import { requestAccountDeletion } from "./request-account-deletion";
import { setReorderReminders } from "./set-reorder-reminders";

/** The order of a path: a malformed id is not found, as another patient's order is. */
const orderIdParam = validate("param", idParamSchema, { notFound: ORDER_NOT_FOUND });

/**
 * /api/account: the signed-in patient's own orders and choices, and their data rights (UK GDPR,
 * decision 066): a copy of their data, and erasure on request. No path names another patient.
 */
export const accountRoutes = new Hono<UserEnv>()
  .use("*", requireUser)
  .use("*", async (c, next) => {
    // Health data: never kept by a shared cache or the browser's back-forward cache.
    c.header("Cache-Control", "no-store");
    await next();
  })
  .get("/", async (c) => c.json(await getAccount(c.var.ctx)))
  .get("/orders/:id", orderIdParam, async (c) =>
    c.json(await getAccountOrder(c.var.ctx, { orderId: c.req.valid("param").id })),
  )
  .post("/orders/:id/received", orderIdParam, validate("json", emptyMoveSchema), async (c) =>
    c.json(await confirmReceived(c.var.ctx, { orderId: c.req.valid("param").id })),
  )
  .post("/orders/:id/pay", orderIdParam, validate("json", emptyMoveSchema), async (c) =>
    c.json(await payOrder(c.var.ctx, { orderId: c.req.valid("param").id })),
  )
  .post("/orders/:id/cancel", orderIdParam, validate("json", cancelOrderSchema), async (c) => {
    const result = await cancelOwnOrder(c.var.ctx, { orderId: c.req.valid("param").id, ...c.req.valid("json") });
    c.var.deps.wakeMailer();
    return c.json(result);
  })
  .put("/reorder-reminders", validate("json", reorderRemindersSchema), async (c) =>
    c.json(await setReorderReminders(c.var.ctx, c.req.valid("json"))),
  )
  .get("/progress", async (c) => c.json(await getProgress(c.var.ctx)))
  .post("/weights", validate("json", ownWeightSchema), async (c) =>
    c.json(await addOwnWeight(c.var.ctx, c.req.valid("json")), 201),
  )
  .get("/data", async (c) => {
    const data = await exportMyData(c.var.ctx);
    c.header("Content-Disposition", `attachment; filename="my-data-${c.var.ctx.now.toISOString().slice(0, 10)}.json"`);
    return c.json(data, 200);
  })
  .post("/deletion-request", async (c) => {
    const result = await requestAccountDeletion(c.var.ctx);
    return c.json(result, result.alreadyRequested ? 200 : 201);
  });
