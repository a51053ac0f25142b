/**
 * Queues the e-mails of an order's way to the door and its reminders (decision 005: in the
 * transaction of the change that causes them). Each has a dedupe key, so a double click, a
 * retried request or a second run of the reminders never sends one twice. Patient e-mails go
 * only to the account's confirmed address (./patient-address).
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import { ORDER_STATE_ID } from "@/shared/domain/order-lifecycle";
import type { DbOrTx } from "../db/client";
import { employees, orders } from "../db/schema";
import { getSettings } from "../lib/settings";
import { enqueueEmail, type EmailType } from "./outbox";
import { confirmedAddressOfPatient } from "./patient-address";
import type { RenderedEmail } from "./templates/layout";
import * as t from "./templates/orders";
import { consultationApprovedEmail, consultationRejectedEmail } from "./templates/consultations";
import type { SettingsMap } from "@/shared/domain/settings";

export const accountUrlOf = (appUrl: string) => `${appUrl}/account`;

interface PatientMail {
  patientId: number;
  appUrl: string;
  type: EmailType;
  dedupeKey: string;
  render: (settings: SettingsMap, accountUrl: string) => RenderedEmail;
}

/** Queues one e-mail to the patient; false when their account has no confirmed address or it was queued before. */
async function queueToPatient(db: DbOrTx, mail: PatientMail): Promise<boolean> {
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

type OrderRef = { orderId: number; patientId: number; appUrl: string };

/** Whether the order, as it now stands, waits for its refund: it was paid for, then cancelled or refused (decision 084). */
async function refundIsDue(db: DbOrTx, orderId: number): Promise<boolean> {
  const [row] = await db.select({ id: orders.order_status_id }).from(orders).where(eq(orders.order_id, orderId));
  return row?.id === ORDER_STATE_ID.refund_due;
}

export const queuePaymentReceivedEmail = (db: DbOrTx, o: OrderRef) =>
  queueToPatient(db, {
    ...o,
    type: "payment_received",
    dedupeKey: `payment-received:${o.orderId}`,
    render: (s, accountUrl) => t.paymentReceivedEmail({ orderId: o.orderId, accountUrl }, s),
  });

export const queueDispatchedEmail = (
  db: DbOrTx,
  o: OrderRef & { courier: string; trackingNumber: string; trackingUrl: string | null },
) =>
  queueToPatient(db, {
    ...o,
    type: "order_dispatched",
    dedupeKey: `order-dispatched:${o.orderId}`,
    render: (s, accountUrl) => t.orderDispatchedEmail({ ...o, accountUrl }, s),
  });

export const queueReadyToCollectEmail = (db: DbOrTx, o: OrderRef) =>
  queueToPatient(db, {
    ...o,
    type: "order_ready",
    dedupeKey: `order-ready:${o.orderId}`,
    render: (s, accountUrl) => t.orderReadyToCollectEmail({ orderId: o.orderId, accountUrl }, s),
  });

/** Queued after the move: a paid order cancelled waits in "Refund due", and the e-mail says the refund follows. */
export async function queueCancelledEmail(db: DbOrTx, o: OrderRef & { reason: t.CancelReason }) {
  const refundDue = await refundIsDue(db, o.orderId);
  return queueToPatient(db, {
    ...o,
    type: "order_cancelled",
    dedupeKey: `order-cancelled:${o.orderId}`,
    render: (s, accountUrl) =>
      t.orderCancelledEmail({ orderId: o.orderId, accountUrl, reason: o.reason, refundDue }, s),
  });
}

/**
 * Decision 077: the outcome of the prescriber's review, once per consultation; an approval asks
 * to pay on the account (decision 100), and a refusal of an order already paid for says the
 * refund follows (decision 084). A correcting decision (decision 085) sends the new outcome once
 * more, once per correction.
 */
export async function queueConsultationReviewedEmail(
  db: DbOrTx,
  o: OrderRef & { consultationId: number; outcome: "approved" | "rejected"; correctionDecisionId?: number | null },
) {
  const refundDue = o.outcome === "rejected" && (await refundIsDue(db, o.orderId));
  return queueToPatient(db, {
    ...o,
    type: "consultation_reviewed",
    dedupeKey: o.correctionDecisionId
      ? `consultation-corrected:${o.correctionDecisionId}`
      : `consultation-reviewed:${o.consultationId}`,
    render: (s, accountUrl) =>
      o.outcome === "approved"
        ? consultationApprovedEmail({ orderId: o.orderId, accountUrl }, s)
        : consultationRejectedEmail({ orderId: o.orderId, accountUrl, refundDue }, s),
  });
}

/** A prescriber's question is waiting on the account: the e-mail says so and never carries the question. */
export const queueInformationRequestedEmail = (db: DbOrTx, o: OrderRef & { decisionId: number }) =>
  queueToPatient(db, {
    ...o,
    type: "information_requested",
    dedupeKey: `information-requested:${o.decisionId}`,
    render: (s, accountUrl) => t.informationRequestedEmail({ orderId: o.orderId, accountUrl }, s),
  });

export type ReminderKind = "reorder" | "booking" | "info-request" | "collection";

/** One reminder per order, kind and day of the schedule: the key makes a rerun send nothing. */
export function queueReminderEmail(db: DbOrTx, o: OrderRef & { kind: ReminderKind; day: number; bookingUrl?: string }) {
  const render = (s: SettingsMap, accountUrl: string): RenderedEmail => {
    switch (o.kind) {
      case "reorder":
        return t.reorderDueEmail({ accountUrl }, s);
      case "booking":
        return t.bookConsultationEmail(
          { orderId: o.orderId, accountUrl, bookingUrl: o.bookingUrl || s.cal_booking_url },
          s,
        );
      case "info-request":
        return t.informationRequestedEmail({ orderId: o.orderId, accountUrl }, s);
      case "collection":
        return t.collectionReminderEmail({ orderId: o.orderId, accountUrl }, s);
    }
  };
  return queueToPatient(db, { ...o, type: "reminder", dedupeKey: `reminder:${o.kind}:${o.orderId}:${o.day}`, render });
}

/** An alert to the pharmacy's address (the company_email setting), once per key. */
export async function queueStaffAlert(
  db: DbOrTx,
  alert: { dedupeKey: string; title: string; message: string; link: string },
) {
  const settings = await getSettings(db);
  return enqueueEmail(db, {
    type: "staff_alert",
    to: settings.company_email,
    dedupeKey: `staff-alert:${alert.dedupeKey}`,
    ...t.staffAlertEmail(alert, settings),
  });
}

/**
 * An alert to the superintendent (decision 100: a card payment that does not match its order),
 * at the address of their staff account; the pharmacy's address when there is none. Decision 026:
 * the order number and the amounts only.
 */
export async function queueSuperintendentAlert(
  db: DbOrTx,
  alert: { dedupeKey: string; title: string; message: string; link: string },
) {
  const [superintendent] = await db
    .select({ email: employees.email })
    .from(employees)
    .where(and(eq(employees.role, "superintendent"), isNull(employees.removed_at)))
    .orderBy(asc(employees.employee_id))
    .limit(1);
  const settings = await getSettings(db);
  return enqueueEmail(db, {
    type: "staff_alert",
    to: superintendent?.email ?? settings.company_email,
    dedupeKey: `superintendent-alert:${alert.dedupeKey}`,
    ...t.staffAlertEmail(alert, settings),
  });
}
