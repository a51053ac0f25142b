/**
 * A completed order's e-mails (docs/spec.md §4, §7): the confirmation to the patient and the notice to staff
 * and the lead pharmacist. Decision 026: no medicine name, dose or health detail.
 */
import type { SettingsMap } from "@/shared/domain/site/settings";
import type { DbOrTx } from "../../db/client";
import { getSettings } from "../../lib/site/settings";
import { type RenderedEmail, renderEmail } from "../layout";
import { enqueueEmail } from "../outbox";
import { confirmedAddressOfPatient } from "../patient-address";

export interface OrderEmailData {
  orderId: number;
  patientId: number;
  patientName: string;
  patientEmail: string;
  productName: string;
  /** Formatted money, e.g. '£199.00'. */
  total: string;
  vat: string;
  totalDue: string;
  date: string;
  deliveryMethod: "delivery" | "pickup";
  shippingLines: string[];
  bookingUrl: string;
}

/** Decision 026: no medicine name, dose or health detail; the order is read after signing in. */
function orderRows(o: OrderEmailData): Array<[string, string]> {
  return [
    ["Order", `#${o.orderId}`],
    ["Patient ID", String(o.patientId)],
    ["Date", o.date],
    ["Subtotal (excl. VAT)", o.total],
    ["VAT", o.vat],
    ["Total due", o.totalDue],
    [o.deliveryMethod === "pickup" ? "Collection from" : "Delivery to", o.shippingLines.join(", ")],
  ];
}

/**
 * docs/spec.md §7: 'Order Confirmation #<order_id>', with the consultation booking link. What
 * happens next follows the order's way (decision 084): the consultation and the pharmacist's
 * review first, the payment link only after approval, and cancelling until dispensing.
 */
export function orderConfirmationEmail(o: OrderEmailData, s: SettingsMap): RenderedEmail {
  return renderEmail(
    `Order Confirmation #${o.orderId}`,
    [
      { kind: "p", text: `Dear ${o.patientName},` },
      {
        kind: "p",
        text: `Thank you for your order with ${s.display_name}. Your requested dose will be confirmed by our pharmacist at your consultation.`,
      },
      { kind: "rows", rows: orderRows(o) },
      { kind: "heading", text: "What happens next" },
      {
        kind: "list",
        items: [
          "Order received",
          `Consultation: book a ${s.consultation_duration} video call within ${s.consultation_deadline_days} days`,
          "Pharmacist review, usually within 24 hours of your consultation",
          "Payment: once the pharmacist approves your treatment, we e-mail you a secure payment link; nothing is taken before then",
          o.deliveryMethod === "pickup"
            ? "Ready to collect within 1-2 business days of payment; we e-mail you when it is"
            : "Dispatch within 1-2 business days of payment, free delivery, with tracking information by e-mail",
          "Cancelling: you can cancel from your account until your order is dispensed; if you have paid, we refund you in full",
        ],
      },
      { kind: "button", label: "Book Consultation", href: o.bookingUrl },
    ],
    s,
  );
}

/** docs/spec.md §7: to staff and the lead pharmacist, 'New Order Completed - Order #<order_id>'. */
export function orderCompletedToStaffEmail(o: OrderEmailData, s: SettingsMap): RenderedEmail {
  return renderEmail(
    `New Order Completed - Order #${o.orderId}`,
    [
      { kind: "p", text: "A patient has completed an order. Status: COMPLETED." },
      { kind: "rows", rows: [["Patient", o.patientName], ["E-mail", o.patientEmail], ...orderRows(o)] },
      { kind: "p", text: "Review the patient's questionnaire in the admin area before the consultation." },
    ],
    s,
  );
}

/**
 * Confirmation to the patient and the notice to staff and the lead pharmacist (docs/spec.md §4,
 * §7). The patient's copy goes to their account's confirmed address, never to the e-mail typed
 * in the form, so the form cannot aim the pharmacy's mail at anyone else.
 */
export async function queueOrderCompletedEmails(db: DbOrTx, order: OrderEmailData) {
  const settings = await getSettings(db);
  const patientAddress = await confirmedAddressOfPatient(db, order.patientId);
  if (patientAddress) {
    await enqueueEmail(db, {
      type: "order_confirmation",
      to: patientAddress,
      dedupeKey: `order-confirmation:${order.orderId}`,
      ...orderConfirmationEmail(order, settings),
    });
  }
  const staff = orderCompletedToStaffEmail(order, settings);
  const recipients = [...new Set([settings.company_email, settings.pharmacist_email].map((e) => e.toLowerCase()))];
  for (const to of recipients) {
    await enqueueEmail(db, {
      type: "admin_notification",
      to,
      dedupeKey: `order-staff:${order.orderId}:${to}`,
      ...staff,
    });
  }
}
