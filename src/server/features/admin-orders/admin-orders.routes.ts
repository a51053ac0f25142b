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
} from "@/shared/schemas/orders";
import { accuracyCheckSchema, assembleSchema, clinicalCheckSchema } from "@/shared/schemas/dispensing";
import type { EmployeeEnv } from "../../auth/middleware";
import { actorOf } from "../../lib/people/audit";
import { validate } from "../../lib/http/validate";
import { orderIdFrom, staffActor } from "./admin-orders.queries";
import { cancelByStaff } from "./cancel-order";
import { collectOrder } from "./collect-order";
import { dispatchOrder } from "./dispatch-order";
import { accuracyCheckOrder } from "./accuracy-check-order";
import { assembleOrder } from "./assemble-order";
import { clinicalCheckOrder } from "./clinical-check-order";
import { getLabel } from "./get-label";
import { recordLabelPrint } from "./record-label-print";
import { getOrder } from "./get-order";
import { listOrders } from "./list-orders";
import { markDelivered } from "./mark-delivered";
import { markPaid } from "./mark-paid";
import { readyToCollect } from "./ready-to-collect";
import { recordReturn } from "./record-return";
import { refundOrder } from "./refund-order";

/** The back office's forms show the first field's message above the fields. */
const form = { firstFieldAsError: true };

/**
 * /api/admin/orders: the orders from payment to the door (decision 029). Every move goes
 * through the order's lifecycle (lib/orders/order-moves): a move its state does not allow is a 409.
 */
export const adminOrdersRoutes = new Hono<EmployeeEnv>()
  .get("/", validate("query", orderListQuerySchema, form), async (c) =>
    c.json(await listOrders(c.var.deps.database.db, c.req.valid("query"))),
  )
  .get("/:id", async (c) =>
    c.json(
      await getOrder(
        c.var.deps.database.db,
        orderIdFrom(c.req.param("id")),
        { ...actorOf(c.var.user), employeeId: c.var.employee.employee_id },
        c.var.deps.now(),
        c.var.deps.payments.kind === "stripe",
      ),
    ),
  )
  .post("/:id/mark-paid", validate("json", markPaidSchema, form), async (c) => {
    const result = await markPaid(
      c.var.deps.database.db,
      orderIdFrom(c.req.param("id")),
      c.req.valid("json"),
      moveContext(c),
    );
    c.var.deps.wakeMailer();
    return c.json(result);
  })
  // Dispensing is three recorded steps (decision 095); the accuracy check is what dispenses.
  .post("/:id/clinical-check", validate("json", clinicalCheckSchema, form), async (c) =>
    c.json(
      await clinicalCheckOrder(
        c.var.deps.database.db,
        orderIdFrom(c.req.param("id")),
        c.req.valid("json"),
        stepContext(c),
      ),
    ),
  )
  .post("/:id/assemble", validate("json", assembleSchema, form), async (c) =>
    c.json(
      await assembleOrder(c.var.deps.database.db, orderIdFrom(c.req.param("id")), c.req.valid("json"), stepContext(c)),
    ),
  )
  .get("/:id/label", async (c) =>
    c.json(
      await getLabel(c.var.deps.database.db, orderIdFrom(c.req.param("id")), actorOf(c.var.user), c.var.deps.now()),
    ),
  )
  .post("/:id/label-printed", validate("json", emptyMoveSchema, form), async (c) =>
    c.json(
      await recordLabelPrint(c.var.deps.database.db, orderIdFrom(c.req.param("id")), {
        ...stepContext(c),
        audit: actorOf(c.var.user),
      }),
    ),
  )
  .post("/:id/accuracy-check", validate("json", accuracyCheckSchema, form), async (c) =>
    c.json(await accuracyCheckOrder(c.var.deps.database.db, orderIdFrom(c.req.param("id")), stepContext(c))),
  )
  .post("/:id/dispatch", validate("json", dispatchSchema, form), async (c) => {
    const result = await dispatchOrder(
      c.var.deps.database.db,
      orderIdFrom(c.req.param("id")),
      c.req.valid("json"),
      moveContext(c),
    );
    c.var.deps.wakeMailer();
    return c.json(result);
  })
  .post("/:id/ready-to-collect", validate("json", emptyMoveSchema, form), async (c) => {
    const result = await readyToCollect(c.var.deps.database.db, orderIdFrom(c.req.param("id")), moveContext(c));
    c.var.deps.wakeMailer();
    return c.json(result);
  })
  .post("/:id/collect", validate("json", collectSchema, form), async (c) =>
    c.json(
      await collectOrder(c.var.deps.database.db, orderIdFrom(c.req.param("id")), c.req.valid("json"), {
        ...moveContext(c),
        employeeId: c.var.employee.employee_id,
      }),
    ),
  )
  .post("/:id/delivered", validate("json", emptyMoveSchema, form), async (c) =>
    c.json(await markDelivered(c.var.deps.database.db, orderIdFrom(c.req.param("id")), moveContext(c))),
  )
  .post("/:id/cancel", validate("json", cancelOrderSchema, form), async (c) => {
    const result = await cancelByStaff(
      c.var.deps.database.db,
      orderIdFrom(c.req.param("id")),
      c.req.valid("json").reason,
      moveContext(c),
    );
    c.var.deps.wakeMailer();
    return c.json(result);
  })
  .post("/:id/refund", validate("json", refundSchema, form), async (c) =>
    c.json(
      await refundOrder(
        c.var.deps.database.db,
        c.var.deps.payments,
        orderIdFrom(c.req.param("id")),
        c.req.valid("json"),
        moveContext(c),
      ),
    ),
  )
  .post("/:id/return", validate("json", recordReturnSchema, form), async (c) =>
    c.json(
      await recordReturn(
        c.var.deps.database.db,
        orderIdFrom(c.req.param("id")),
        c.req.valid("json").reason,
        moveContext(c),
      ),
    ),
  );

/** Who records a step of dispensing (their role and staff record decide), and when. */
function stepContext(c: { var: EmployeeEnv["Variables"] }) {
  return { employee: c.var.employee, actor: staffActor(c.var.user, c.var.employee), now: c.var.deps.now() };
}

/** Who moves the order, when (the server's one clock), and the site's address for the e-mails' links. */
function moveContext(c: { var: EmployeeEnv["Variables"] }) {
  return { actor: staffActor(c.var.user, c.var.employee), now: c.var.deps.now(), appUrl: c.var.deps.env.APP_URL };
}
