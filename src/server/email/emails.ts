/** Queues the product's e-mails: renders a template with the current settings and writes it to the outbox. */
import type { DbOrTx } from "../db/client";
import { getSettings } from "../lib/settings";
import { enqueueEmail } from "./outbox";
import { confirmedAddressOfPatient } from "./patient-address";
import * as t from "./templates";
import { accountDeletedEmail } from "./templates/account-deleted";
import { messageWaitingEmail, urgentReportAlertEmail } from "./templates/ongoing";
import { mailServerTestEmail } from "./templates/mail-server-test";
import { signUpAttemptEmail } from "./templates/sign-up-attempt";

/** docs/spec.md §7 welcome, with the link that confirms the address (decision 063) while it is unconfirmed. */
export async function queueWelcomeEmail(db: DbOrTx, user: { id: string; email: string }, confirmLink?: string) {
  const settings = await getSettings(db);
  // One welcome per account, however often it is asked for.
  await enqueueEmail(db, {
    type: "welcome",
    to: user.email,
    dedupeKey: `welcome:${user.id}`,
    ...t.welcomeEmail({ email: user.email, confirmLink }, settings),
  });
}

/** A new confirmation link, asked for by the signed-in account itself (decision 063). */
export async function queueEmailConfirmation(db: DbOrTx, data: { to: string; link: string }) {
  const settings = await getSettings(db);
  await enqueueEmail(db, { type: "email_confirmation", to: data.to, ...t.emailConfirmationEmail(data, settings) });
}

/** Decision 027: the owner of a taken address is told of the attempt to sign up with it. */
export async function queueSignUpAttemptEmail(
  db: DbOrTx,
  data: { to: string; signInLink: string; confirmed: boolean },
) {
  const settings = await getSettings(db);
  await enqueueEmail(db, { type: "sign_up_attempt", to: data.to, ...signUpAttemptEmail(data, settings) });
}

/** Decision 066: to the address the deletion request was made from, once it is handled. */
export async function queueAccountDeletedEmail(
  db: DbOrTx,
  data: { to: string; requestId: number; recordsKept: boolean; reason?: "request" | "unused"; privacyLink: string },
) {
  const settings = await getSettings(db);
  await enqueueEmail(db, {
    type: "account_deleted",
    to: data.to,
    dedupeKey: `account-deleted:${data.requestId}`,
    ...accountDeletedEmail(data, settings),
  });
}

/** Decision 090: the go-live checklist's test of the mail server. */
export async function queueMailServerTestEmail(db: DbOrTx, data: { to: string; checklistLink: string }) {
  const settings = await getSettings(db);
  await enqueueEmail(db, { type: "mail_server_test", to: data.to, ...mailServerTestEmail(data, settings) });
}

export async function queuePasswordResetEmail(db: DbOrTx, data: { to: string; link: string }) {
  const settings = await getSettings(db);
  await enqueueEmail(db, { type: "password_reset", to: data.to, ...t.passwordResetEmail(data, settings) });
}

/** Acknowledgement to the sender and the notice to staff (docs/spec.md §7). */
export async function queueContactEmails(db: DbOrTx, contact: t.ContactData & { id: number }) {
  const settings = await getSettings(db);
  await enqueueEmail(db, {
    type: "contact_form",
    to: contact.email,
    dedupeKey: `contact-ack:${contact.id}`,
    ...t.contactAcknowledgementEmail(contact, settings),
  });
  await enqueueEmail(db, {
    type: "admin_notification",
    to: settings.company_email,
    dedupeKey: `contact-staff:${contact.id}`,
    ...t.contactToStaffEmail(contact, settings),
  });
}

/**
 * Confirmation to the patient and the notice to staff and the lead pharmacist (docs/spec.md §4,
 * §7). The patient's copy goes to their account's confirmed address, never to the e-mail typed
 * in the form, so the form cannot aim the pharmacy's mail at anyone else.
 */
export async function queueOrderCompletedEmails(db: DbOrTx, order: t.OrderEmailData) {
  const settings = await getSettings(db);
  const patientAddress = await confirmedAddressOfPatient(db, order.patientId);
  if (patientAddress) {
    await enqueueEmail(db, {
      type: "order_confirmation",
      to: patientAddress,
      dedupeKey: `order-confirmation:${order.orderId}`,
      ...t.orderConfirmationEmail(order, settings),
    });
  }
  const staff = t.orderCompletedToStaffEmail(order, settings);
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

/**
 * Issue 13: a message from the pharmacy is waiting on /account/messages. Never its text (decision
 * 026). One e-mail per run of unread messages: the caller queues it only for the first.
 */
export async function queueMessageWaitingEmail(
  db: DbOrTx,
  data: { patientId: number; messageId: number; appUrl: string },
) {
  const to = await confirmedAddressOfPatient(db, data.patientId);
  if (!to) return false;
  const settings = await getSettings(db);
  return enqueueEmail(db, {
    type: "message_waiting",
    to,
    dedupeKey: `message-waiting:${data.messageId}`,
    ...messageWaitingEmail({ messagesUrl: `${data.appUrl}/account/messages` }, settings),
  });
}

/** Issue 13: one urgent alert per red-flag report, to the pharmacy's address; the patient by number only. */
export async function queueUrgentReportAlert(
  db: DbOrTx,
  data: { reportId: number; patientId: number; appUrl: string },
) {
  const settings = await getSettings(db);
  const link = `${data.appUrl}/admin/patients/${data.patientId}`;
  return enqueueEmail(db, {
    type: "urgent_alert",
    to: settings.company_email,
    dedupeKey: `urgent-report:${data.reportId}`,
    ...urgentReportAlertEmail({ patientId: data.patientId, link }, settings),
  });
}
