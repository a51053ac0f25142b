/** Look-ups of the patient's own orders for the advice: only ever among the signed-in patient's. */
import { and, desc, eq, inArray } from "drizzle-orm";
import { ORDER_STATE_ID } from "@/shared/domain/orders/order-lifecycle";
import type { DbOrTx } from "../../db/client";
import { orders } from "../../db/schema";

/** Approved and not yet dispensed: the states in which the advice can still be confirmed. */
export const BEFORE_DISPENSING_IDS = [ORDER_STATE_ID.awaiting_payment, ORDER_STATE_ID.prescribed];

/** The patient's order on its way to dispensing, if any (one open order per patient). */
export async function orderBeforeDispensing(db: DbOrTx, patientId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.patient_id, patientId), inArray(orders.order_status_id, BEFORE_DISPENSING_IDS)))
    .orderBy(desc(orders.order_id))
    .limit(1);
  return row ?? null;
}
