import { Hono } from "hono";
import { requireUser } from "../../auth/middleware";
import type { AppEnv } from "../../lib/context";
import { exportMyData } from "./export-my-data";
import { requestAccountDeletion } from "./request-account-deletion";

/** The signed-in patient's data rights (UK GDPR, decision 066): a copy of their data, and erasure on request. */
export const accountRoutes = new Hono<AppEnv>()
  .use("*", requireUser)
  .use("*", async (c, next) => {
    c.header("Cache-Control", "no-store");
    await next();
  })
  .get("/data", async (c) => {
    const { database, now } = c.var.deps;
    const data = await exportMyData(database.db, c.var.user!, now());
    c.header("Content-Disposition", `attachment; filename="my-data-${now().toISOString().slice(0, 10)}.json"`);
    return c.json(data, 200);
  })
  .post("/deletion-request", async (c) => {
    const { database, now } = c.var.deps;
    const result = await requestAccountDeletion(database.db, c.var.user!, now());
    return c.json(result, result.alreadyRequested ? 200 : 201);
  });
