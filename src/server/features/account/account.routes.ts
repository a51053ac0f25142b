import { Hono } from "hono";
import { cancelOrderSchema, emptyMoveSchema, reorderRemindersSchema } from "@/shared/schemas/orders";
import { ownWeightSchema } from "@/shared/schemas/progress";
import { requireUser } from "../../auth/middleware";
import type { AppEnv, SessionUser } from "../../deps";
import { validate } from "../../lib/http/validate";
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

type AccountEnv = AppEnv & { Variables: { user: SessionUser } };

const ctxOf = (c: { var: AccountEnv["Variables"] }) => ({
  userId: c.var.user.id,
  name: c.var.user.name,
  now: c.var.deps.now(),
  appUrl: c.var.deps.env.APP_URL,
  payments: c.var.deps.payments,
});

/**
 * /api/account: the signed-in patient's own orders and choices, and their data rights (UK GDPR,
 * decision 066): a copy of their data, and erasure on request. No path names another patient.
 */
export const accountRoutes = new Hono<AccountEnv>()
  .use("*", requireUser)
  .use("*", async (c, next) => {
    // Health data: never kept by a shared cache or the browser's back-forward cache.
    c.header("Cache-Control", "no-store");
    await next();
  })
  .get("/", async (c) =>
    c.json(await getAccount(c.var.deps.database.db, c.var.user.id, c.var.deps.now(), c.var.deps.payments)),
  )
  .get("/orders/:id", async (c) =>
    c.json(await getAccountOrder(c.var.deps.database.db, c.var.user.id, c.req.param("id"), c.var.deps.payments)),
  )
  .post("/orders/:id/received", validate("json", emptyMoveSchema), async (c) =>
    c.json(await confirmReceived(c.var.deps.database.db, c.req.param("id"), ctxOf(c))),
  )
  .post("/orders/:id/pay", validate("json", emptyMoveSchema), async (c) =>
    c.json(await payOrder(c.var.deps.database.db, c.var.deps.payments, c.req.param("id"), ctxOf(c))),
  )
  .post("/orders/:id/cancel", validate("json", cancelOrderSchema), async (c) => {
    const result = await cancelOwnOrder(
      c.var.deps.database.db,
      c.req.param("id"),
      c.req.valid("json").reason,
      ctxOf(c),
    );
    c.var.deps.wakeMailer();
    return c.json(result);
  })
  .put("/reorder-reminders", validate("json", reorderRemindersSchema), async (c) =>
    c.json(
      await setReorderReminders(c.var.deps.database.db, c.var.user.id, c.req.valid("json").enabled, c.var.deps.now()),
    ),
  )
  .get("/progress", async (c) => c.json(await getProgress(c.var.deps.database.db, c.var.user.id, c.var.deps.now())))
  .post("/weights", validate("json", ownWeightSchema), async (c) =>
    c.json(await addOwnWeight(c.var.deps.database.db, c.var.user.id, c.req.valid("json"), c.var.deps.now()), 201),
  )
  .get("/data", async (c) => {
    const { database, now } = c.var.deps;
    const data = await exportMyData(database.db, c.var.user, now());
    c.header("Content-Disposition", `attachment; filename="my-data-${now().toISOString().slice(0, 10)}.json"`);
    return c.json(data, 200);
  })
  .post("/deletion-request", async (c) => {
    const { database, now } = c.var.deps;
    const result = await requestAccountDeletion(database.db, c.var.user, now());
    return c.json(result, result.alreadyRequested ? 200 : 201);
  });
