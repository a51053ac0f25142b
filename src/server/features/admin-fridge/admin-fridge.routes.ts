import { Hono } from "hono";
import { excursionCloseSchema, fridgeReadingSchema, pageQuerySchema } from "@/shared/schemas/orders/dispensary";
import { FRIDGE_MESSAGES } from "@/shared/domain/dispensing/fridge";
import { idParamSchema } from "../../lib/http/id-param";
import { closeFridgeExcursion } from "./close-fridge-excursion";
import type { EmployeeEnv } from "../../auth/middleware";
import { validate } from "../../lib/http/validate";
import { listFridgeReadings } from "./list-fridge-readings";
import { recordFridgeReading } from "./record-fridge-reading";

const form = { firstFieldAsError: true };

/** /api/admin/fridge (decision 098): the fridge temperature log, read and added to by any employee. */
export const adminFridgeRoutes = new Hono<EmployeeEnv>()
  .get("/", validate("query", pageQuerySchema, form), async (c) =>
    c.json(await listFridgeReadings(c.var.ctx, c.req.valid("query"))),
  )
  .post("/", validate("json", fridgeReadingSchema, form), async (c) => {
    const result = await recordFridgeReading(c.var.ctx, c.req.valid("json"));
    c.var.deps.wakeMailer();
    return c.json(result, 201);
  })
  .post(
    "/excursions/:id/close",
    validate("param", idParamSchema, { notFound: FRIDGE_MESSAGES.notFound }),
    validate("json", excursionCloseSchema, form),
    async (c) =>
      c.json(await closeFridgeExcursion(c.var.ctx, { excursionId: c.req.valid("param").id, ...c.req.valid("json") })),
  );
