import { Hono } from "hono";
import {
  basicInfoSchema,
  completeOrderSchema,
  doseSchema,
  measurementSchema,
  questionFieldSchema,
  safetySchema,
  shippingSchema,
} from "@/shared/schemas/patient-form";
import { requireUser } from "../../auth/middleware";
import { requireConfirmedAddress } from "../../auth/require-confirmed";
import { limitOrderCompletions } from "../../features/patient/completion-limit";
import type { AppEnv } from "../../lib/context";
import { validate } from "../../lib/validate";
import * as service from "./patient.service";

/**
 * The signed-in patient's own journey (docs/spec.md §2 patient form steps). There is no id in any
 * path or body: every handler works on the patient of the session's user.
 */
export const patientRoutes = new Hono<AppEnv>()
  .use("*", requireUser)
  .use("*", requireConfirmedAddress)
  .use("*", async (c, next) => {
    // Health data: never kept by a shared cache or the browser's back-forward cache.
    c.header("Cache-Control", "no-store");
    await next();
  })
  .get("/state", async (c) => {
    const { db } = c.var.deps.database;
    return c.json(await service.getState(db, c.var.user!, c.var.deps.now()), 200);
  })
  .put("/basic", validate("json", basicInfoSchema), async (c) => {
    const patient = await service.saveBasic(c.var.deps.database.db, c.var.user!.id, c.req.valid("json"));
    return c.json(patient, 200);
  })
  .patch("/questionnaire", validate("json", questionFieldSchema), async (c) => {
    const saved = await service.saveQuestionField(c.var.deps.database.db, c.var.user!.id, c.req.valid("json"), c.var.deps.now());
    return c.json(saved, 200);
  })
  .patch("/measurements", validate("json", measurementSchema), async (c) => {
    return c.json(await service.saveMeasurement(c.var.deps.database.db, c.var.user!.id, c.req.valid("json")), 200);
  })
  .put("/safety", validate("json", safetySchema), async (c) => {
    const saved = await service.saveSafety(c.var.deps.database.db, c.var.user!.id, c.req.valid("json"), c.var.deps.now());
    return c.json(saved, 200);
  })
  .post("/dose", validate("json", completeOrderSchema), async (c) => {
    return c.json(await service.startDose(c.var.deps.database.db, c.var.user!.id), 200);
  })
  .put("/dose", validate("json", doseSchema), async (c) => {
    return c.json(await service.changeDose(c.var.deps.database.db, c.var.user!.id, c.req.valid("json").productId), 200);
  })
  .put("/shipping", validate("json", shippingSchema), async (c) => {
    return c.json(await service.saveShipping(c.var.deps.database.db, c.var.user!.id, c.req.valid("json")), 200);
  })
  .get("/confirmation", async (c) => {
    return c.json(await service.getConfirmation(c.var.deps.database.db, c.var.user!.id), 200);
  })
  .post("/complete", limitOrderCompletions, validate("json", completeOrderSchema), async (c) => {
    const result = await service.completeOrder(c.var.deps.database.db, c.var.user!.id, c.var.deps.now());
    if (result.queued) c.var.deps.wakeMailer();
    return c.json(result, 200);
  })
  .get("/orders/latest", async (c) => {
    return c.json(await service.getLatestCompletedOrder(c.var.deps.database.db, c.var.user!.id), 200);
  });
