/**
 * The one way an order changes state (decision 064): the move is checked against the order's
 * lifecycle, and the order and its append-only event are written in the caller's transaction.
 * Nothing else updates `orders.order_status_id`.
 */
import { eq } from "drizzle-orm";
import {
  checkTransition,
  ORDER_STATE_ID,
  type OrderAction,
  type OrderActor,
  type OrderState,
  orderStateOf,
} from "@/shared/domain/orders/order-lifecycle";
import type { Tx } from "../../db/client";
import { orderEvents, orders } from "../../db/schema";
import { AppError } from "../http/app-error";
import { holdsMoney } from "../payments/money";
import { releaseOrderPacks } from "../dispensing/stock";

export interface MoveActor {
  kind: OrderActor;
  userId?: string | null;
  /** The name shown on the order's timeline. */
  name?: string | null;
}

export interface OrderMove {
  orderId: number;
  action: OrderAction;
  actor: MoveActor;
  now: Date;
  note?: string | null;
  /** The move's own facts (payment reference, courier and tracking number, batch, ...). */
  data?: Record<string, unknown> | null;
}

type OrderRow = typeof orders.$inferSelect;

/** Locks the order, checks the move, and writes the new state and its event. Throws AppError (403, 404, 409). */
export async function moveOrder(
  tx: Tx,
  move: OrderMove,
): Promise<{ order: OrderRow; from: OrderState; to: OrderState }> {
  const [current] = await tx.select().from(orders).where(eq(orders.order_id, move.orderId)).for("update");
  if (!current) throw new AppError("not_found", "Order not found");
  const from = orderStateOf(current.order_status_id);
  const deliveryMethod =
    current.delivery_method === "pickup" ? "pickup" : current.delivery_method === "delivery" ? "delivery" : null;
  // A cancelled or refused order for which the pharmacy holds money owes a refund (the lifecycle's
  // toWhenPaid): money received, part payments included, less what was already given back (decision 101).
  const paid = await holdsMoney(tx, current.order_id);
  const check = checkTransition(
    { id: current.order_id, state: from, deliveryMethod, paid },
    move.action,
    move.actor.kind,
  );
  if (!check.ok) throw new AppError(check.status === 403 ? "forbidden" : "conflict", check.message);
  const [order] = await tx
    .update(orders)
    .set({ order_status_id: ORDER_STATE_ID[check.to], updated_at: move.now })
    .where(eq(orders.order_id, current.order_id))
    .returning();
  await tx.insert(orderEvents).values({
    order_id: current.order_id,
    from_status_id: current.order_status_id,
    to_status_id: ORDER_STATE_ID[check.to],
    actor_kind: move.actor.kind === "prescriber" ? "staff" : move.actor.kind,
    actor_user_id: move.actor.userId ?? null,
    actor_name: move.actor.name ?? null,
    note: move.note ?? null,
    data: move.data ?? null,
    created_at: move.now,
  });
  // Decision 124: an order closed before its supply gives back the pack assembled for it.
  if (RELEASES_PACK.includes(move.action)) {
    const by = { now: move.now, actor: { name: move.actor.name ?? move.actor.kind }, employee: null };
    await releaseOrderPacks(tx, by, current.order_id);
  }
  return { order: order!, from, to: check.to };
}

/** The moves that close an order before it is supplied, whatever was assembled for it. */
const RELEASES_PACK: readonly OrderAction[] = ["cancel", "withdraw", "reverse_approval"];
