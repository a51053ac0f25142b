/** An order's timeline: its append-only events, oldest first, with the states' labels. */
import { asc, eq } from "drizzle-orm";
import { ORDER_STATE_LABEL, orderStateOf } from "@/shared/domain/orders/order-lifecycle";
import type { DbOrTx } from "../../db/client";
import { orderEvents } from "../../db/schema";

export async function orderTimeline(db: DbOrTx, orderId: number) {
  const rows = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.order_id, orderId))
    .orderBy(asc(orderEvents.order_event_id));
  return rows.map((e) => {
    const state = orderStateOf(e.to_status_id);
    return {
      id: e.order_event_id,
      at: e.created_at.toISOString(),
      state,
      label: ORDER_STATE_LABEL[state],
      actorKind: e.actor_kind as "patient" | "staff" | "system",
      actorName: e.actor_name,
      note: e.note,
      data: (e.data ?? null) as Record<string, unknown> | null,
    };
  });
}
