/**
 * An order's state as the tests read it: by name, as the lifecycle speaks of it, never by the
 * stored id (order-lifecycle.ts keeps the ids).
 */
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { orders } from "@/server/db/schema";
import { type OrderState, orderStateOf } from "@/shared/domain/orders/order-lifecycle";

/** The order's state now, read from its row (fails the test when there is no such order). */
export async function stateOf(db: Db, orderId: number): Promise<OrderState> {
  const [row] = await db.select({ statusId: orders.order_status_id }).from(orders).where(eq(orders.order_id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return orderStateOf(row.statusId);
}
