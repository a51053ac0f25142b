import { Hono } from "hono";
import {
  basicInfoSchemaOn,
  completeOrderSchema,
  doseSchema,
  measurementSchema,
  questionFieldSchema,
  safetySchema,
  shippingSchema,
} from "@/shared/schemas/patient/patient-form";
import { requireUser, type UserEnv } from "../../auth/middleware";
import { requireConfirmedAddress } from "../../auth/require-confirmed";
import { requireTakingOrders } from "../../lib/site/go-live";
import { validate, validateOnClock } from "../../lib/http/validate";
import { changeDose } from "./order/change-dose";
import { askBackInStock } from "./order/ask-back-in-stock";
import { limitOrderCompletions } from "./completion/completion-limit";
import { completeOrder } from "./completion/complete-order";
import { getConfirmation } from "./completion/get-confirmation";
import { getLatestCompletedOrder } from "./completion/get-latest-completed-order";
import { getState } from "./get-state";
import { saveBasicInfo } from "./questionnaire/save-basic-info";
import { saveMeasurement } from "./questionnaire/save-measurement";
import { saveQuestionField } from "./questionnaire/save-question-field";
import { saveSafety } from "./questionnaire/save-safety";
import { saveShipping } from "./order/save-shipping";
import { startDose } from "./order/start-dose";

/**
 * /api/patient: the signed-in patient's own journey (docs/spec.md §2 patient form steps). There is
 * no id in any path or body: every operation works on the patient of the session's user.
 */
export const patientRoutes = new Hono<UserEnv>()
  .use("*", requireUser)
  .use("*", requireConfirmedAddress)
  .use("*", async (c, next) => {
    // Health data: never kept by a shared cache or the browser's back-forward cache.
    c.header("Cache-Control", "no-store");
    await next();
  })
  .get("/state", async (c) => c.json(await getState(c.var.ctx), 200))
  .put("/basic", validateOnClock("json", basicInfoSchemaOn), async (c) =>
    c.json(await saveBasicInfo(c.var.ctx, c.req.valid("json")), 200),
  )
  .patch("/questionnaire", validate("json", questionFieldSchema), async (c) =>
    c.json(await saveQuestionField(c.var.ctx, c.req.valid("json")), 200),
  )
  .patch("/measurements", validate("json", measurementSchema), async (c) =>
    c.json(await saveMeasurement(c.var.ctx, c.req.valid("json")), 200),
  )
  .put("/safety", validate("json", safetySchema), async (c) =>
    c.json(await saveSafety(c.var.ctx, c.req.valid("json")), 200),
  )
  .post("/dose", validate("json", completeOrderSchema), async (c) => c.json(await startDose(c.var.ctx), 200))
  .put("/dose", validate("json", doseSchema), async (c) =>
    c.json(await changeDose(c.var.ctx, c.req.valid("json")), 200),
  )
  // Decision 124: "Tell me when it is back" for a dose out of stock.
  .post("/back-in-stock", validate("json", doseSchema), async (c) =>
    c.json(await askBackInStock(c.var.ctx, c.req.valid("json")), 201),
  )
  .put("/shipping", validate("json", shippingSchema), async (c) =>
    c.json(await saveShipping(c.var.ctx, c.req.valid("json")), 200),
  )
  .get("/confirmation", async (c) => c.json(await getConfirmation(c.var.ctx), 200))
  // Decision 090: production takes no order until the pharmacy has gone live.
  .post("/complete", requireTakingOrders, limitOrderCompletions, validate("json", completeOrderSchema), async (c) => {
    const result = await completeOrder(c.var.ctx);
    if (result.queued) c.var.deps.wakeMailer();
    return c.json(result, 200);
  })
  .get("/orders/latest", async (c) => c.json(await getLatestCompletedOrder(c.var.ctx), 200));
