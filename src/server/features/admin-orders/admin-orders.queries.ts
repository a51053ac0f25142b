/** Look-ups of the back office's order pages: orders of patients that are not archived (decision 018). */
import { and, eq, isNull } from "drizzle-orm";
import { orderStateOf } from "@/shared/domain/orders/order-lifecycle";
import type { DbOrTx } from "../../db/client";
import { orders, patients } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import type { MoveActor } from "../../lib/orders/order-moves";
import type { CtxActor } from "../../deps";

export const ORDER_NOT_FOUND = "Order not found";

/** 404 unless the order exists, is past the patient's draft, and its patient is not archived. */
export async function requireStaffOrder(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select({ order: orders, patient: patients })
    .from(orders)
    .innerJoin(patients, eq(patients.patient_id, orders.patient_id))
    .where(and(eq(orders.order_id, orderId), isNull(patients.archived_at)))
    .limit(1);
  if (!row || orderStateOf(row.order.order_status_id) === "draft") throw new AppError("not_found", ORDER_NOT_FOUND);
  return row;
}

/**
 * Who made a move from the back office, as the order's events name them: the request's member of
 * staff, by the name their records keep (their staff record's, else their account's).
 */
export const staffMover = (actor: CtxActor) =>
  ({ kind: "staff", userId: actor.userId, name: actor.name }) satisfies MoveActor;

/** One line of a postal address from its parts, skipping the empty ones. */
export const addressLine = (...parts: Array<string | null | undefined>) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(", ");
