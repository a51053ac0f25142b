import type { MarkPaidInput } from "@/shared/schemas/orders";
import type { Db } from "../../db/client";
import type { MoveActor } from "../../lib/order-moves";
import { recordPayment } from "../../lib/payments";
import { requireStaffOrder } from "./admin-orders.queries";

/** POST /api/admin/orders/:id/mark-paid (decision 029): the payment, at the order's total due, through the one payments module. */
export async function markPaid(
  db: Db,
  orderId: number,
  input: MarkPaidInput,
  ctx: { actor: MoveActor & { userId: string; name: string }; now: Date; appUrl: string },
) {
  await requireStaffOrder(db, orderId);
  const payment = await db.transaction((tx) =>
    recordPayment(tx, { orderId, method: input.method, reference: input.reference, ...ctx }),
  );
  return { orderId, paymentId: payment.payment_id, amount: payment.amount };
}
