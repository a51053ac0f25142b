/**
 * Money received for an order (decisions 100 and 101), from "Mark paid" or the card provider's
 * webhook. The order moves to paid ("Prescribed") only when what it holds covers its total; a
 * part payment leaves it in "To pay" with what remains. The amount is the one actually received.
 */
import { eq } from "drizzle-orm";
import { orderIsMessage, orderStateOf } from "@/shared/domain/orders/order-lifecycle";
import { moneyPosition, type PaymentProvider } from "@/shared/domain/payments/payments";
import { penceToDecimal } from "@/shared/domain/payments/money";
import type { Tx } from "../../db/client";
import { orders, payments } from "../../db/schema";
import { AppError } from "../http/app-error";
import { type MoveActor, moveOrder } from "../orders/order-moves";
import { paymentsOf, refundsOf } from "./money";

type OrderRow = typeof orders.$inferSelect;

/** Locks the order for the money's change (a second "Mark paid" or event waits for the first). */
export async function lockOrder(tx: Tx, orderId: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.order_id, orderId)).for("update");
  if (!order) throw new AppError("not_found", "Order not found");
  return order;
}

/** The locked order's money position, read inside the transaction. */
export async function positionOf(tx: Tx, order: OrderRow) {
  return moneyPosition(order.total_due, await paymentsOf(tx, order.order_id), await refundsOf(tx, order.order_id));
}

export interface ReceivedMoney {
  order: OrderRow;
  amountPence: number;
  provider: PaymentProvider;
  method: string;
  reference: string;
  providerPaymentId?: string | null;
  checkoutSessionId?: string | null;
  /** Who recorded it: staff, or the provider's confirmation (no user). */
  recordedBy: { userId: string | null; name: string };
  actor: MoveActor;
  now: Date;
  /** False: record the money only, the order stays where it is (a refund arrived before its payment). */
  move?: boolean;
}

/**
 * Writes the payment and, once the order's total is covered, moves it to paid; `paid` tells the
 * caller to queue the receipt. The caller has locked the order and checked the amount.
 */
export async function recordReceivedMoney(tx: Tx, m: ReceivedMoney) {
  const [payment] = await tx
    .insert(payments)
    .values({
      order_id: m.order.order_id,
      provider: m.provider,
      method: m.method,
      reference: m.reference,
      amount: penceToDecimal(m.amountPence),
      currency: "GBP",
      provider_payment_id: m.providerPaymentId ?? null,
      checkout_session_id: m.checkoutSessionId ?? null,
      recorded_by_user_id: m.recordedBy.userId,
      recorded_by_name: m.recordedBy.name,
      created_at: m.now,
    })
    .returning();
  const position = await positionOf(tx, m.order);
  let state = orderStateOf(m.order.order_status_id);
  const paid = position.outstanding === 0 && m.move !== false;
  if (paid) {
    const moved = await moveOrder(tx, {
      orderId: m.order.order_id,
      action: "mark_paid",
      actor: m.actor,
      now: m.now,
      data: { method: m.method, reference: m.reference, amount: penceToDecimal(m.amountPence) },
    });
    state = moved.to;
  }
  return { payment: payment!, position, state, paid };
}

/** "Mark paid" and the provider's payments are taken only while the order waits for payment. */
export function requireAwaitingPayment(order: OrderRow) {
  const state = orderStateOf(order.order_status_id);
  if (state !== "awaiting_payment") throw new AppError("conflict", orderIsMessage(order.order_id, state));
}
