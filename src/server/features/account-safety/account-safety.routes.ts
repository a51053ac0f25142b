import { Hono } from "hono";
import { adviceAcknowledgementSchema, sideEffectReportSchema } from "@/shared/schemas/side-effects";
import { requireUser } from "../../auth/middleware";
import type { AppEnv, SessionUser } from "../../deps";
import { validate } from "../../lib/http/validate";
import { acknowledgeAdvice } from "./acknowledge-advice";
import { getAdvice } from "./get-advice";
import { reportSideEffect } from "./report-side-effect";

type AccountEnv = AppEnv & { Variables: { user: SessionUser } };

/**
 * /api/account/side-effects and /api/account/advice: the signed-in patient's side-effect reports
 * and their confirmation of the contraception and pregnancy advice (issue 13).
 */
export const accountSafetyRoutes = new Hono<AccountEnv>()
  .use("*", requireUser)
  .use("*", async (c, next) => {
    c.header("Cache-Control", "no-store");
    await next();
  })
  .post("/side-effects", validate("json", sideEffectReportSchema), async (c) => {
    const { deps } = c.var;
    const result = await reportSideEffect(deps.database.db, c.var.user.id, c.req.valid("json"), {
      now: deps.now(),
      appUrl: deps.env.APP_URL,
    });
    deps.wakeMailer();
    return c.json(result, 201);
  })
  .get("/advice", async (c) => c.json(await getAdvice(c.var.deps.database.db, c.var.user.id)))
  .post("/advice", validate("json", adviceAcknowledgementSchema), async (c) =>
    c.json(
      await acknowledgeAdvice(c.var.deps.database.db, c.var.user.id, c.req.valid("json").orderId, c.var.deps.now()),
    ),
  );
