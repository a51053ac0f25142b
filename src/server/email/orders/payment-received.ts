/**
 * Decision 026: no medicine name, dose or health detail.
 */
import type { SettingsMap } from "@/shared/domain/site/settings";
import type { DbOrTx } from "../../db/client";
import { type RenderedEmail, renderEmail } from "../layout";
import { accountButton, type OrderRef, queueToPatient } from "../queue-to-patient";

export function paymentReceivedEmail(d: { orderId: number; accountUrl: string }, s: SettingsMap): RenderedEmail {
  return renderEmail(
    `Payment received - Order #${d.orderId}`,
    [
      { kind: "p", text: "Hello," },
      {
        kind: "p",
        text: `Thank you: we have received your payment for order #${d.orderId}. Our pharmacy team will now prepare your order.`,
      },
      { kind: "p", text: "We will e-mail you again when it is on its way or ready to collect." },
      accountButton(d.accountUrl),
    ],
    s,
  );
}

export const queuePaymentReceivedEmail = (db: DbOrTx, o: OrderRef) =>
  queueToPatient(db, {
    ...o,
    type: "payment_received",
    dedupeKey: `payment-received:${o.orderId}`,
    render: (s, accountUrl) => paymentReceivedEmail({ orderId: o.orderId, accountUrl }, s),
  });
