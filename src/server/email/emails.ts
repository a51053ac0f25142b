/** Queues the product's e-mails: renders a template with the current settings and writes it to the outbox. */
import type { DbOrTx } from "../db/client";
import { getSettings } from "../lib/settings";
import { enqueueEmail } from "./outbox";
import * as t from "./templates";

/** docs/spec.md §7 welcome, with the link that confirms the address (decision 063) while it is unconfirmed. */
export async function queueWelcomeEmail(db: DbOrTx, user: { id: string; email: string }, confirmLink?: string) {
  const settings = await getSettings(db);
  // One welcome per account, however often it is asked for.
  await enqueueEmail(db, { type: "welcome", to: user.email, dedupeKey: `welcome:${user.id}`, ...t.welcomeEmail({ email: user.email, confirmLink }, settings) });
}

/** A new confirmation link, asked for by the signed-in account itself (decision 063). */
export async function queueEmailConfirmation(db: DbOrTx, data: { to: string; link: string }) {
  const settings = await getSettings(db);
  await enqueueEmail(db, { type: "email_confirmation", to: data.to, ...t.emailConfirmationEmail(data, settings) });
}

export async function queuePasswordResetEmail(db: DbOrTx, data: { to: string; link: string }) {
  const settings = await getSettings(db);
  await enqueueEmail(db, { type: "password_reset", to: data.to, ...t.passwordResetEmail(data, settings) });
}

/** Acknowledgement to the sender and the notice to staff (docs/spec.md §7). */
export async function queueContactEmails(db: DbOrTx, contact: t.ContactData & { id: number }) {
  const settings = await getSettings(db);
  await enqueueEmail(db, { type: "contact_form", to: contact.email, dedupeKey: `contact-ack:${contact.id}`, ...t.contactAcknowledgementEmail(contact, settings) });
  await enqueueEmail(db, { type: "admin_notification", to: settings.company_email, dedupeKey: `contact-staff:${contact.id}`, ...t.contactToStaffEmail(contact, settings) });
}

/** Confirmation to the patient and the notice to staff and the lead pharmacist (docs/spec.md §4, §7). */
export async function queueOrderCompletedEmails(db: DbOrTx, order: t.OrderEmailData) {
  const settings = await getSettings(db);
  if (order.patientEmail) {
    await enqueueEmail(db, {
      type: "order_confirmation",
      to: order.patientEmail,
      dedupeKey: `order-confirmation:${order.orderId}`,
      ...t.orderConfirmationEmail(order, settings),
    });
  }
  const staff = t.orderCompletedToStaffEmail(order, settings);
  const recipients = [...new Set([settings.company_email, settings.pharmacist_email].map((e) => e.toLowerCase()))];
  for (const to of recipients) {
    await enqueueEmail(db, { type: "admin_notification", to, dedupeKey: `order-staff:${order.orderId}:${to}`, ...staff });
  }
}
