/**
 * Decision 026: no medicine name, dose or health detail.
 */
import type { SettingsMap } from "@/shared/domain/site/settings";
import { INFO_REQUEST_WITHDRAW_DAYS } from "@/shared/domain/orders/reminders";
import type { DbOrTx } from "../../db/client";
import { type RenderedEmail, renderEmail } from "../layout";
import { accountButton, type OrderRef, queueToPatient } from "../queue-to-patient";

export function informationRequestedEmail(d: { orderId: number; accountUrl: string }, s: SettingsMap): RenderedEmail {
  return renderEmail(
    `We need more information - Order #${d.orderId}`,
    [
      { kind: "p", text: "Hello," },
      {
        kind: "p",
        text: `Our pharmacist has a question about your order #${d.orderId}. Please sign in to your account to read it and reply.`,
      },
      {
        kind: "p",
        text: `If we do not hear back within ${INFO_REQUEST_WITHDRAW_DAYS} days, we will close the consultation and cancel the order.`,
      },
      accountButton(d.accountUrl),
    ],
    s,
  );
}

/** A prescriber's question is waiting on the account: the e-mail says so and never carries the question. */
export const queueInformationRequestedEmail = (db: DbOrTx, o: OrderRef & { decisionId: number }) =>
  queueToPatient(db, {
    ...o,
    type: "information_requested",
    dedupeKey: `information-requested:${o.decisionId}`,
    render: (s, accountUrl) => informationRequestedEmail({ orderId: o.orderId, accountUrl }, s),
  });
