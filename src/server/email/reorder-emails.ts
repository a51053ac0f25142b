/**
 * Queues the e-mail of a re-order request in the operation's transaction (decision 005), once
 * per order, to the account's confirmed address only (./patient-address).
 */
import type { DbOrTx } from "../db/client";
import { getSettings } from "../lib/settings";
import { accountUrlOf } from "./order-emails";
import { enqueueEmail } from "./outbox";
import { confirmedAddressOfPatient } from "./patient-address";
import { reorderReceivedEmail } from "./templates/reorder";

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
