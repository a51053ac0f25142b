/**
 * The way every e-mail about a patient's order is queued (decision 005: in the transaction of the change
 * that causes it): once per dedupe key, only to the account's confirmed address (./patient-address),
 * with a button to the account, where the rest is read after signing in.
 */
import { eq } from "drizzle-orm";
import { ORDER_STATE_ID } from "@/shared/domain/orders/order-lifecycle";
import type { SettingsMap } from "@/shared/domain/site/settings";
import type { DbOrTx } from "../db/client";
import { orders } from "../db/schema";
import { getSettings } from "../lib/site/settings";
import type { Block, RenderedEmail } from "./layout";
import { type EmailType, enqueueEmail } from "./outbox";
import { confirmedAddressOfPatient } from "./patient-address";

export const accountUrlOf = (appUrl: string) => `${appUrl}/account`;

/** Where every patient e-mail points: the account page, behind the sign-in. */
export const accountButton = (accountUrl: string): Block => ({
  kind: "button",
  label: "View my account",
  href: accountUrl,
});

interface PatientMail {
  patientId: number;
  appUrl: string;
  type: EmailType;
  dedupeKey: string;
  render: (settings: SettingsMap, accountUrl: string) => RenderedEmail;
}

/** Queues one e-mail to the patient; false when their account has no confirmed address or it was queued before. */
export async function queueToPatient(db: DbOrTx, mail: PatientMail): Promise<boolean> {
  const to = await confirmedAddressOfPatient(db, mail.patientId);
  if (!to) return false;
  const settings = await getSettings(db);
  return enqueueEmail(db, {
    type: mail.type,
    to,
    dedupeKey: mail.dedupeKey,
    ...mail.render(settings, accountUrlOf(mail.appUrl)),
  });
}

export type OrderRef = { orderId: number; patientId: number; appUrl: string };

/** Whether the order, as it now stands, waits for its refund: it was paid for, then cancelled or refused (decision 084). */
export async function refundIsDue(db: DbOrTx, orderId: number): Promise<boolean> {
  const [row] = await db.select({ id: orders.order_status_id }).from(orders).where(eq(orders.order_id, orderId));
  return row?.id === ORDER_STATE_ID.refund_due;
}
