/**
 * A re-order request's e-mail, once per order, to the account's confirmed address only. Decision 026: no medicine name, dose or health detail.
 */
import type { SettingsMap } from "@/shared/domain/site/settings";
import type { DbOrTx } from "../../db/client";
import { getSettings } from "../../lib/site/settings";
import { type RenderedEmail, renderEmail } from "../layout";
import { enqueueEmail } from "../outbox";
import { confirmedAddressOfPatient } from "../patient-address";
import { accountUrlOf } from "../queue-to-patient";

export function reorderReceivedEmail(d: { orderId: number; accountUrl: string }, s: SettingsMap): RenderedEmail {
  return renderEmail(
    `Request received - Order #${d.orderId}`,
    [
      { kind: "p", text: "Hello," },
      {
        kind: "p",
        text: `Thank you: we have received your request for order #${d.orderId}. Our pharmacist will review it, usually within 24 hours.`,
      },
      { kind: "p", text: "We will e-mail you when it has been reviewed. You can follow your order on your account." },
      { kind: "button", label: "View my account", href: d.accountUrl },
    ],
    s,
  );
}

export async function queueReorderReceivedEmail(
  db: DbOrTx,
  o: { orderId: number; patientId: number; appUrl: string },
): Promise<boolean> {
  const to = await confirmedAddressOfPatient(db, o.patientId);
  if (!to) return false;
  const settings = await getSettings(db);
  return enqueueEmail(db, {
    type: "reorder_received",
    to,
    dedupeKey: `reorder-received:${o.orderId}`,
    ...reorderReceivedEmail({ orderId: o.orderId, accountUrl: accountUrlOf(o.appUrl) }, settings),
  });
}
