/**
 * Decision 026: no medicine name, dose or health detail.
 */
import type { SettingsMap } from "@/shared/domain/site/settings";
import { INFO_REQUEST_WITHDRAW_DAYS } from "@/shared/domain/orders/reminders";
import type { DbOrTx } from "../../db/client";
import { type Block, type RenderedEmail, renderEmail } from "../layout";
import type { CancelReason } from "../../lib/orders/order-cancellation";
import { accountButton, type OrderRef, queueToPatient, refundIsDue } from "../queue-to-patient";

const CANCEL_TEXT: Record<CancelReason, string> = {
  patient: "As you asked, we have cancelled your order",
  pharmacy: "Our pharmacy team has cancelled your order",
  no_reply: `We have not heard back about our question for ${INFO_REQUEST_WITHDRAW_DAYS} days, so we have closed your consultation and cancelled your order`,
};

/**
 * The terms (decision 084): an order cancelled before it is dispensed costs nothing; one already
 * paid for is refunded in full, and the account shows it as Refunded once the refund is made.
 */
export const refundText = (orderId: number) =>
  `You have paid for order #${orderId}, so we will refund the full amount to the card or account you paid with. Your account shows the order as Refunded once the refund has been made.`;

export function orderCancelledEmail(
  d: { orderId: number; accountUrl: string; reason: CancelReason; refundDue: boolean },
  s: SettingsMap,
): RenderedEmail {
  return renderEmail(
    `Order #${d.orderId} has been cancelled`,
    [
      { kind: "p", text: "Hello," },
      {
        kind: "p",
        text: `${CANCEL_TEXT[d.reason]} #${d.orderId}. ${d.refundDue ? "" : "No payment has been taken for it, and none will be."}`.trim(),
      },
      ...(d.refundDue ? [{ kind: "p", text: refundText(d.orderId) } satisfies Block] : []),
      { kind: "p", text: `If you have any questions, please call us on ${s.contact_phone_number}.` },
      accountButton(d.accountUrl),
    ],
    s,
  );
}

/** Queued after the move: a paid order cancelled waits in "Refund due", and the e-mail says the refund follows. */
export async function queueCancelledEmail(db: DbOrTx, o: OrderRef & { reason: CancelReason }) {
  const refundDue = await refundIsDue(db, o.orderId);
  return queueToPatient(db, {
    ...o,
    type: "order_cancelled",
    dedupeKey: `order-cancelled:${o.orderId}`,
    render: (s, accountUrl) => orderCancelledEmail({ orderId: o.orderId, accountUrl, reason: o.reason, refundDue }, s),
  });
}
