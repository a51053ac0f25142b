import { Hono } from "hono";
import {
  cancelOrderSchema,
  collectSchema,
  dispatchSchema,
  emptyMoveSchema,
  markPaidSchema,
  orderListQuerySchema,
  recordReturnSchema,
  refundSchema,
} from "@/shared/schemas/orders/orders";
import { accuracyCheckSchema, assembleSchema, clinicalCheckSchema } from "@/shared/schemas/orders/dispensing";
import type { EmployeeEnv } from "../../auth/middleware";
import { idParamSchema } from "../../lib/http/id-param";
import { validate } from "../../lib/http/validate";
import { ORDER_NOT_FOUND } from "./admin-orders.queries";
import { cancelByStaff } from "./cancel-order";
import { collectOrder } from "./hand-over/collect-order";
import { dispatchOrder } from "./hand-over/dispatch-order";
import { accuracyCheckOrder } from "./dispensing/accuracy-check-order";
import { assembleOrder } from "./dispensing/assemble-order";
import { clinicalCheckOrder } from "./dispensing/clinical-check-order";
import { getLabel } from "./dispensing/get-label";
import { recordLabelPrint } from "./dispensing/record-label-print";
import { getOrder } from "./get-order";
import { listOrders } from "./list-orders";
import { markDelivered } from "./hand-over/mark-delivered";
import { markPaid } from "./mark-paid";
import { readyToCollect } from "./hand-over/ready-to-collect";
import { recordReturn } from "./returns/record-return";
import { refundOrder } from "./refund-order";

/** The back office's forms show the first field's message above the fields. */
const form = { firstFieldAsError: true };

/** The order of the path: a malformed id is simply not found. */
const orderParam = validate("param", idParamSchema, { notFound: ORDER_NOT_FOUND });

/**
 * /api/admin/orders: the orders from payment to the door (decision 029). Every move goes
 * through the order's lifecycle (lib/orders/order-moves): a move its state does not allow is a 409.
 */
export const adminOrdersRoutes = new Hono<EmployeeEnv>()
  .get("/", validate("query", orderListQuerySchema, form), async (c) =>
    c.json(await listOrders(c.var.ctx, c.req.valid("query"))),
  )
  .get("/:id", orderParam, async (c) => c.json(await getOrder(c.var.ctx, c.req.valid("param").id)))
  .post("/:id/mark-paid", orderParam, validate("json", markPaidSchema, form), async (c) => {
    const result = await markPaid(c.var.ctx, { orderId: c.req.valid("param").id, ...c.req.valid("json") });
    c.var.deps.wakeMailer();
    return c.json(result);
  })
  // Dispensing is three recorded steps (decision 095); the accuracy check is what dispenses.
  .post("/:id/clinical-check", orderParam, validate("json", clinicalCheckSchema, form), async (c) =>
    c.json(await clinicalCheckOrder(c.var.ctx, { orderId: c.req.valid("param").id, ...c.req.valid("json") })),
  )
  .post("/:id/assemble", orderParam, validate("json", assembleSchema, form), async (c) =>
    c.json(await assembleOrder(c.var.ctx, { orderId: c.req.valid("param").id, ...c.req.valid("json") })),
  )
  .get("/:id/label", orderParam, async (c) => c.json(await getLabel(c.var.ctx, c.req.valid("param").id)))
  .post("/:id/label-printed", orderParam, validate("json", emptyMoveSchema, form), async (c) =>
    c.json(await recordLabelPrint(c.var.ctx, c.req.valid("param").id)),
  )
  .post("/:id/accuracy-check", orderParam, validate("json", accuracyCheckSchema, form), async (c) =>
    c.json(await accuracyCheckOrder(c.var.ctx, c.req.valid("param").id)),
  )
  .post("/:id/dispatch", orderParam, validate("json", dispatchSchema, form), async (c) => {
    const result = await dispatchOrder(c.var.ctx, { orderId: c.req.valid("param").id, ...c.req.valid("json") });
    c.var.deps.wakeMailer();
    return c.json(result);
  })
  .post("/:id/ready-to-collect", orderParam, validate("json", emptyMoveSchema, form), async (c) => {
    const result = await readyToCollect(c.var.ctx, c.req.valid("param").id);
    c.var.deps.wakeMailer();
    return c.json(result);
  })
  .post("/:id/collect", orderParam, validate("json", collectSchema, form), async (c) =>
    c.json(await collectOrder(c.var.ctx, { orderId: c.req.valid("param").id, ...c.req.valid("json") })),
  )
  .post("/:id/delivered", orderParam, validate("json", emptyMoveSchema, form), async (c) =>
    c.json(await markDelivered(c.var.ctx, c.req.valid("param").id)),
  )
  .post("/:id/cancel", orderParam, validate("json", cancelOrderSchema, form), async (c) => {
    const result = await cancelByStaff(c.var.ctx, { orderId: c.req.valid("param").id, ...c.req.valid("json") });
    c.var.deps.wakeMailer();
    return c.json(result);
  })
  .post("/:id/refund", orderParam, validate("json", refundSchema, form), async (c) =>
    c.json(await refundOrder(c.var.ctx, { orderId: c.req.valid("param").id, ...c.req.valid("json") })),
  )
  .post("/:id/return", orderParam, validate("json", recordReturnSchema, form), async (c) =>
    c.json(await recordReturn(c.var.ctx, { orderId: c.req.valid("param").id, ...c.req.valid("json") })),
  );
