import { Hono } from "hono";
import { adviceAcknowledgementSchema, sideEffectReportSchema } from "@/shared/schemas/treatment/side-effects";
import { requireUser, type UserEnv } from "../../auth/middleware";
import { validate } from "../../lib/http/validate";
import { acknowledgeAdvice } from "./acknowledge-advice";
import { getAdvice } from "./get-advice";
import { reportSideEffect } from "./report-side-effect";

/**
 * /api/account/side-effects and /api/account/advice: the signed-in patient's side-effect reports
 * and their confirmation of the contraception and pregnancy advice (issue 13).
 */
export const accountSafetyRoutes = new Hono<UserEnv>()
  .use("*", requireUser)
  .use("*", async (c, next) => {
    c.header("Cache-Control", "no-store");
    await next();
  })
  .post("/side-effects", validate("json", sideEffectReportSchema), async (c) => {
    const result = await reportSideEffect(c.var.ctx, c.req.valid("json"));
    c.var.deps.wakeMailer();
    return c.json(result, 201);
  })
  .get("/advice", async (c) => c.json(await getAdvice(c.var.ctx)))
  .post("/advice", validate("json", adviceAcknowledgementSchema), async (c) =>
    c.json(await acknowledgeAdvice(c.var.ctx, c.req.valid("json"))),
  );
