/**
 * The e-mails of docs/spec.md §7 (subjects word for word) plus the password reset of decision 004.
 * Each returns subject, HTML and plain text; all values are escaped by the layout.
 */
import { EMAIL_CONFIRMATION_VALID_DAYS } from "@/shared/domain/email-confirmation";
import type { SettingsMap } from "@/shared/domain/settings";
import { type Block, type RenderedEmail, renderEmail } from "./layout";

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

/**
 * docs/spec.md §7: 'Welcome' e-mail, name derived from the part of the address before '@'. While the
 * address is unconfirmed it carries the confirmation link (decision 063); it may reach someone
 * who never opened the account, so it says what not clicking means.
 */
export function welcomeEmail(data: { email: string; confirmLink?: string }, s: SettingsMap): RenderedEmail {
  const name = data.email.split("@")[0] ?? data.email;
  const confirm: Block[] = data.confirmLink
    ? [
        {
          kind: "p",
          text: `Please confirm that this is your e-mail address. The link is valid for ${EMAIL_CONFIRMATION_VALID_DAYS} days.`,
        },
        { kind: "button", label: "Confirm my e-mail address", href: data.confirmLink },
      ]
    : [];
  return renderEmail(
    `Welcome to ${s.display_name}`,
    [
      { kind: "p", text: `Hello ${name},` },
      {
        kind: "p",
        text: `Thank you for creating an account with ${s.display_name}. You can now complete your information form, choose your treatment and book your consultation with our pharmacist.`,
      },
      ...confirm,
      {
        kind: "list",
        items: [
          "Complete the patient information form",
          "Place your order",
          "Book a video consultation with our pharmacist",
          "Receive your treatment by free delivery or collect it in store",
        ],
      },
      {
        kind: "p",
        text: data.confirmLink
          ? "If you did not create this account, do not use the link, and please contact us."
          : "If you did not create this account, please contact us.",
      },
    ],
    s,
  );
}

/** Decision 063: a new confirmation link, asked for by the signed-in account. Repeats nothing typed. */
export function emailConfirmationEmail(data: { link: string }, s: SettingsMap): RenderedEmail {
  return renderEmail(
    `Confirm your e-mail address for ${s.display_name}`,
    [
      { kind: "p", text: "Hello," },
      {
        kind: "p",
        text: `Please confirm that this is the e-mail address of your ${s.display_name} account. The link is valid for ${EMAIL_CONFIRMATION_VALID_DAYS} days.`,
      },
      { kind: "button", label: "Confirm my e-mail address", href: data.link },
      { kind: "p", text: "If you did not create an account with us, do not use the link, and please contact us." },
    ],
    s,
  );
}

/**
 * decision 004. The address may not be confirmed (decision 063), so the account name may have been typed
 * by someone other than the address's owner: it is not repeated here.
 */
export function passwordResetEmail(data: { link: string }, s: SettingsMap): RenderedEmail {
  return renderEmail(
    `Reset your ${s.display_name} password`,
    [
      { kind: "p", text: "Hello," },
      {
        kind: "p",
        text: "We received a request to reset your password. Use the button below to set a new one. The link is valid for one hour.",
      },
      { kind: "button", label: "Set a new password", href: data.link },
      { kind: "p", text: "If you did not ask for this, you can ignore this e-mail: your password stays the same." },
    ],
    s,
  );
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

export interface ContactData {
  name: string;
  email: string;
  phone?: string | null;
  message: string;
}

/**
 * docs/spec.md §7: acknowledgement to the sender, 'Thank you for contacting <pharmacy name>'. Anyone
 * can type any address into the form, so nothing they typed is repeated: the form cannot be
 * used to send chosen words from the pharmacy to a stranger.
 */
export function contactAcknowledgementEmail(_c: ContactData, s: SettingsMap): RenderedEmail {
  return renderEmail(
    `Thank you for contacting ${s.display_name}`,
    [
      { kind: "p", text: "Hello," },
      { kind: "p", text: "Thank you for your message. We'll get back to you within 24 hours." },
      { kind: "p", text: "Our team answers messages on weekdays between 9am and 5:30pm." },
      { kind: "p", text: "If you did not write to us, you can ignore this e-mail." },
    ],
    s,
  );
}

/** docs/spec.md §7: to staff, 'New Contact Form Submission from <name>'. */
export function contactToStaffEmail(c: ContactData, s: SettingsMap): RenderedEmail {
  return renderEmail(
    `New Contact Form Submission from ${c.name}`,
    [
      {
        kind: "rows",
        rows: [
          ["Name", c.name],
          ["E-mail", c.email],
          ["Phone", c.phone || "Not given"],
        ],
      },
      { kind: "quote", text: c.message },
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
