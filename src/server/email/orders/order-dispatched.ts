/**
 * Decision 026: no medicine name, dose or health detail.
 */
import type { SettingsMap } from "@/shared/domain/site/settings";
import type { DbOrTx } from "../../db/client";
import { type Block, type RenderedEmail, renderEmail } from "../layout";
import { accountButton, type OrderRef, queueToPatient } from "../queue-to-patient";

export function orderDispatchedEmail(
  d: { orderId: number; accountUrl: string; courier: string; trackingNumber: string; trackingUrl: string | null },
  s: SettingsMap,
): RenderedEmail {
  return renderEmail(
    `Your order #${d.orderId} has been dispatched`,
    [
      { kind: "p", text: "Hello," },
      { kind: "p", text: `Your order #${d.orderId} is on its way.` },
      {
        kind: "rows",
        rows: [
          ["Courier", d.courier],
          ["Tracking number", d.trackingNumber],
        ],
      },
      ...(d.trackingUrl ? [{ kind: "button", label: "Track your parcel", href: d.trackingUrl } satisfies Block] : []),
      { kind: "p", text: "Put your pen in the fridge when it arrives." },
      { kind: "p", text: "When it has arrived, please confirm it on your account." },
      accountButton(d.accountUrl),
    ],
    s,
  );
}

export const queueDispatchedEmail = (
  db: DbOrTx,
  o: OrderRef & { courier: string; trackingNumber: string; trackingUrl: string | null },
) =>
  queueToPatient(db, {
    ...o,
    type: "order_dispatched",
    dedupeKey: `order-dispatched:${o.orderId}`,
    render: (s, accountUrl) => orderDispatchedEmail({ ...o, accountUrl }, s),
  });
