/**
 * The e-mails of an order's way to the door and its reminders. Decision 026: none names the
 * medicine, a dose or any health detail; each says the order number, what happened, what to do
 * next, and links to the patient's account, where the rest is read after signing in.
 */
import { splitOpeningHours, type SettingsMap } from "@/shared/domain/settings";
import { type Block, type RenderedEmail, renderEmail } from "./layout";

/** Where every patient e-mail points: the account page, behind the sign-in. */
const accountButton = (accountUrl: string): Block => ({ kind: "button", label: "View my account", href: accountUrl });

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

/** Why an order was cancelled, in words for the patient. */
export type CancelReason = "patient" | "pharmacy" | "no_reply";
const CANCEL_TEXT: Record<CancelReason, string> = {
  patient: "As you asked, we have cancelled your order",
  pharmacy: "Our pharmacy team has cancelled your order",
  no_reply:
    "We have not heard back about our question for 14 days, so we have closed your consultation and cancelled your order",
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
        text: "If we do not hear back within 14 days, we will close the consultation and cancel the order.",
      },
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

/** To the pharmacy's own address: what needs doing and where, without a name or a health detail. */
export function staffAlertEmail(d: { title: string; message: string; link: string }, s: SettingsMap): RenderedEmail {
  return renderEmail(
    `Admin Alert: ${d.title}`,
    [
      { kind: "p", text: d.message },
      { kind: "button", label: "Open in the back office", href: d.link },
    ],
    s,
  );
}
