/**
 * Decision 026: no medicine name, dose or health detail.
 */
import { type SettingsMap, splitOpeningHours } from "@/shared/domain/site/settings";
import type { DbOrTx } from "../../db/client";
import { type RenderedEmail, renderEmail } from "../layout";
import { accountButton, type OrderRef, queueToPatient } from "../queue-to-patient";

export function orderReadyToCollectEmail(d: { orderId: number; accountUrl: string }, s: SettingsMap): RenderedEmail {
  const address = [s.pharmacy_address_line1, s.pharmacy_address_line2, s.pharmacy_address_line3]
    .filter(Boolean)
    .join(", ");
  return renderEmail(
    `Your order #${d.orderId} is ready to collect`,
    [
      { kind: "p", text: "Hello," },
      { kind: "p", text: `Your order #${d.orderId} is ready to collect from ${s.display_name}, ${address}.` },
      { kind: "heading", text: "Opening hours" },
      { kind: "list", items: splitOpeningHours(s.pharmacy_opening_hours) },
      { kind: "p", text: "Please bring photo ID: we check it before handing over your order." },
      accountButton(d.accountUrl),
    ],
    s,
  );
}

export const queueReadyToCollectEmail = (db: DbOrTx, o: OrderRef) =>
  queueToPatient(db, {
    ...o,
    type: "order_ready",
    dedupeKey: `order-ready:${o.orderId}`,
    render: (s, accountUrl) => orderReadyToCollectEmail({ orderId: o.orderId, accountUrl }, s),
  });
