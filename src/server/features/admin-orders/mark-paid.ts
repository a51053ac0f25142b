import { markPaidAmountError } from "@/shared/domain/payments/payments";
import { penceToDecimal, toPence } from "@/shared/domain/payments/money";
import type { MarkPaidInput } from "@/shared/schemas/orders/orders";
import type { StaffCtx } from "../../deps";
import { AppError } from "../../lib/http/app-error";
import { lockOrder, positionOf, recordReceivedMoney, requireAwaitingPayment } from "../../lib/payments/record-payment";
import { requireStaffOrder, staffMover } from "./admin-orders.queries";
import { queuePaymentReceivedEmail } from "../../email/orders/payment-received";

/**
 * POST /api/admin/orders/:id/mark-paid (decision 101): the money received at the counter, by
 * link or by transfer, as much as was actually received (what is left to pay when no amount is
 * given, never more). A part payment leaves the order in "To pay" with what remains.
 */
export async function markPaid(ctx: StaffCtx, { orderId, ...input }: MarkPaidInput & { orderId: number }) {
  await requireStaffOrder(ctx.db, orderId);
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    requireAwaitingPayment(order);
    const before = await positionOf(tx, order);
    const amountPence = input.amount === undefined ? before.outstanding : toPence(input.amount);
    const error = markPaidAmountError(amountPence, before.outstanding);
    if (error) throw new AppError("invalid_input", error, { fields: { amount: error } });
    const { payment, position, state, paid } = await recordReceivedMoney(tx, {
      order,
      amountPence,
      provider: "manual",
      method: input.method,
      reference: input.reference,
      recordedBy: { userId: ctx.actor.userId, name: ctx.actor.name },
      actor: staffMover(ctx.actor),
      now: ctx.now,
    });
    if (paid) await queuePaymentReceivedEmail(tx, { orderId, patientId: order.patient_id, appUrl: ctx.appUrl });
    return {
      orderId,
      paymentId: payment.payment_id,
      amount: payment.amount,
      state,
      leftToPay: penceToDecimal(position.outstanding),
    };
  });
}
