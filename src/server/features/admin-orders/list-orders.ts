import { and, asc, count, desc, eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import { ORDER_STATE_LABEL, orderStateOf, stateIds } from "@/shared/domain/orders/order-lifecycle";
import { ORDER_TABS, type OrderTab, tabWaits } from "@/shared/domain/orders/order-queues";
import type { SystemCtx } from "../../deps";
import { orders, patients } from "../../db/schema";

export const ORDERS_PAGE_SIZE = 20;

/**
 * The work of each tab, read from the moves it waits for (shared/domain/orders/order-queues.ts): paid
 * orders wait to be dispensed; a dispensed delivery waits for the courier, a dispensed
 * collection to be put out and then collected; a paid order cancelled or refused waits for its refund.
 */
const TAB_FILTER = Object.fromEntries(
  ORDER_TABS.map((tab) => [
    tab,
    or(
      ...tabWaits(tab).map(({ states, only }) =>
        and(inArray(orders.order_status_id, stateIds(states)), only ? eq(orders.delivery_method, only) : undefined),
      ),
    )!,
  ]),
) as Record<OrderTab, SQL>;

const visible = isNull(patients.archived_at);

/** GET /api/admin/orders?tab=&page=: one tab's orders (work queues oldest first, dispatched newest first) and each tab's count. */
export async function listOrders({ db }: SystemCtx, query: { tab: OrderTab; page?: string }) {
  const page = Number(query.page ?? "1");
  const where = and(TAB_FILTER[query.tab], visible);
  const order = query.tab === "dispatched" ? desc(orders.order_id) : asc(orders.order_id);
  const [rows, counts] = await Promise.all([
    db
      .select({
        orderId: orders.order_id,
        statusId: orders.order_status_id,
        patientId: orders.patient_id,
        firstName: patients.firstname,
        lastName: patients.lastname,
        deliveryMethod: orders.delivery_method,
        totalDue: orders.total_due,
        updatedAt: orders.updated_at,
      })
      .from(orders)
      .innerJoin(patients, eq(patients.patient_id, orders.patient_id))
      .where(where)
      .orderBy(order)
      .limit(ORDERS_PAGE_SIZE)
      .offset((page - 1) * ORDERS_PAGE_SIZE),
    Promise.all(
      ORDER_TABS.map(async (tab) => {
        const [row] = await db
          .select({ n: count() })
          .from(orders)
          .innerJoin(patients, eq(patients.patient_id, orders.patient_id))
          .where(and(TAB_FILTER[tab], visible));
        return [tab, row?.n ?? 0] as const;
      }),
    ),
  ]);
  const countByTab = Object.fromEntries(counts) as Record<OrderTab, number>;
  return {
    tab: query.tab,
    page,
    pageSize: ORDERS_PAGE_SIZE,
    total: countByTab[query.tab],
    counts: countByTab,
    orders: rows.map((r) => {
      const state = orderStateOf(r.statusId);
      return {
        orderId: r.orderId,
        state,
        stateLabel: ORDER_STATE_LABEL[state],
        patientId: r.patientId,
        patientName: [r.firstName, r.lastName].filter(Boolean).join(" ") || "No name",
        deliveryMethod: r.deliveryMethod as "delivery" | "pickup" | null,
        totalDue: r.totalDue,
        updatedAt: r.updatedAt.toISOString(),
      };
    }),
  };
}
