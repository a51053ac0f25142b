/**
 * The reminders of the jobs (reorder due, book the consultation, a question waiting, collect the order). Decision 026: no medicine name, dose or health detail.
 */
import { type SettingsMap, splitOpeningHours } from "@/shared/domain/site/settings";
import type { DbOrTx } from "../../db/client";
import { informationRequestedEmail } from "./information-requested";
import { type RenderedEmail, renderEmail } from "../layout";
import { accountButton, type OrderRef, queueToPatient } from "../queue-to-patient";

export function reorderDueEmail(d: { accountUrl: string }, s: SettingsMap): RenderedEmail {
  return renderEmail(
    "Your next order is due",
    [
      { kind: "p", text: "Hello," },
      { kind: "p", text: "It is time to request your next order, so that there is no gap in your treatment." },
      { kind: "p", text: "You can turn these reminders off on your account." },
      accountButton(d.accountUrl),
    ],
    s,
  );
}

export function bookConsultationEmail(
  d: { orderId: number; accountUrl: string; bookingUrl: string },
  s: SettingsMap,
): RenderedEmail {
  return renderEmail(
    `Book your video consultation - Order #${d.orderId}`,
    [
      { kind: "p", text: "Hello," },
      {
        kind: "p",
        text: `Our pharmacist needs a short video consultation with you before your order #${d.orderId} can be reviewed. It takes ${s.consultation_duration}s.`,
      },
      { kind: "button", label: "Book Consultation", href: d.bookingUrl },
      accountButton(d.accountUrl),
    ],
    s,
  );
}

export function collectionReminderEmail(d: { orderId: number; accountUrl: string }, s: SettingsMap): RenderedEmail {
  return renderEmail(
    `Your order #${d.orderId} is waiting to be collected`,
    [
      { kind: "p", text: "Hello," },
      {
        kind: "p",
        text: `Your order #${d.orderId} is still waiting for you at ${s.display_name}. Please collect it soon; bring photo ID.`,
      },
      { kind: "heading", text: "Opening hours" },
      { kind: "list", items: splitOpeningHours(s.pharmacy_opening_hours) },
      accountButton(d.accountUrl),
    ],
    s,
  );
}

export type ReminderKind = "reorder" | "booking" | "info-request" | "collection";

/** One reminder per order, kind and day of the schedule: the key makes a rerun send nothing. */
export function queueReminderEmail(db: DbOrTx, o: OrderRef & { kind: ReminderKind; day: number; bookingUrl?: string }) {
  const render = (s: SettingsMap, accountUrl: string): RenderedEmail => {
    switch (o.kind) {
      case "reorder":
        return reorderDueEmail({ accountUrl }, s);
      case "booking":
        return bookConsultationEmail(
          { orderId: o.orderId, accountUrl, bookingUrl: o.bookingUrl || s.cal_booking_url },
          s,
        );
      case "info-request":
        return informationRequestedEmail({ orderId: o.orderId, accountUrl }, s);
      case "collection":
        return collectionReminderEmail({ orderId: o.orderId, accountUrl }, s);
    }
  };
  return queueToPatient(db, { ...o, type: "reminder", dedupeKey: `reminder:${o.kind}:${o.orderId}:${o.day}`, render });
}
