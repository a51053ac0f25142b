import { Hono } from "hono";
import { paymentsDayQuerySchema } from "@/shared/schemas/orders/orders";
import type { EmployeeEnv } from "../../auth/middleware";
import { validate } from "../../lib/http/validate";
import { exportPayments } from "./export-payments";
import { listPayments } from "./list-payments";

const form = { firstFieldAsError: true };

/** /api/admin/payments: the reconciliation of payments and refunds by day, read and exported; both audited (decision 102). */
export const adminPaymentsRoutes = new Hono<EmployeeEnv>()
  .get("/", validate("query", paymentsDayQuerySchema, form), async (c) =>
    c.json(await listPayments(c.var.ctx, c.req.valid("query"))),
  )
  .get("/export", validate("query", paymentsDayQuerySchema, form), async (c) => {
    const { csv, filename } = await exportPayments(c.var.ctx, c.req.valid("query"));
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="${filename}"`);
    return c.body(csv);
  });
