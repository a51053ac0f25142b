/**
 * Decision 026: no e-mail carries a medicine name, a dose or a health detail. Every e-mail file of
 * this folder's subject folders (account/, orders/, staff/, messages/) is rendered here, with
 * order data that names the medicine and its strength; a new e-mail file fails the first test
 * until it is added to the list.
 */
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SETTING_DEFAULTS } from "@/shared/domain/site/settings";
import { accountDeletedEmail } from "./account/account-deleted";
import { backInStockEmail } from "./orders/back-in-stock";
import { consultationApprovedEmail, consultationRejectedEmail } from "./orders/consultation-reviewed";
import { contactAcknowledgementEmail, contactToStaffEmail } from "./messages/contact";
import { emailConfirmationEmail } from "./account/email-confirmation";
import { fridgeAlertEmail } from "./staff/fridge-alert";
import { informationRequestedEmail } from "./orders/information-requested";
import type { RenderedEmail } from "./layout";
import { mailServerTestEmail } from "./staff/mail-server-test";
import { messageWaitingEmail } from "./messages/message-waiting";
import { orderCancelledEmail } from "./orders/order-cancelled";
import { orderCompletedToStaffEmail, orderConfirmationEmail } from "./orders/order-completed";
import { orderDispatchedEmail } from "./orders/order-dispatched";
import { orderReadyToCollectEmail } from "./orders/order-ready";
import { passwordResetEmail } from "./account/password-reset";
import { paymentReceivedEmail } from "./orders/payment-received";
import { recallNoticeEmail } from "./orders/recall-notice";
import { bookConsultationEmail, collectionReminderEmail, reorderDueEmail } from "./orders/reminder";
import { reorderReceivedEmail } from "./orders/reorder-received";
import { signUpAttemptEmail } from "./account/sign-up-attempt";
import { staffAlertEmail } from "./staff/staff-alert";
import { urgentReportAlertEmail } from "./staff/urgent-report-alert";
import { welcomeEmail } from "./account/welcome";

const s = SETTING_DEFAULTS;
const accountUrl = "https://pharmacy.example/account";
const o = { orderId: 42, accountUrl };
const order = {
  orderId: 42,
  patientId: 7,
  patientName: "Ann Smith",
  patientEmail: "ann@example.com",
  productName: `${s.medicine_name} 7.5mg pre-filled pen (4 weekly doses)`,
  total: "£239.00",
  vat: "£0.00",
  totalDue: "£239.00",
  date: "22/11/2026",
  deliveryMethod: "delivery" as const,
  shippingLines: ["1 High Street", "Oxford", "OX1 1AA"],
  bookingUrl: "https://cal.example/book",
};

/** Every e-mail file, with each e-mail it renders. */
const EMAILS: Record<string, RenderedEmail[]> = {
  "account/account-deleted": [
    accountDeletedEmail({ recordsKept: true, reason: "request", privacyLink: "https://p.example/privacy" }, s),
    accountDeletedEmail({ recordsKept: false, reason: "unused", privacyLink: "https://p.example/privacy" }, s),
  ],
  "orders/back-in-stock": [backInStockEmail({ accountUrl }, s)],
  "orders/consultation-reviewed": [
    consultationApprovedEmail(o, s),
    consultationRejectedEmail({ ...o, refundDue: true }, s),
  ],
  "messages/contact": [
    contactAcknowledgementEmail({ name: "Ann", email: "ann@example.com", message: "When do you open?" }, s),
    contactToStaffEmail({ name: "Ann", email: "ann@example.com", message: "When do you open?" }, s),
  ],
  "account/email-confirmation": [emailConfirmationEmail({ link: "https://p.example/confirm" }, s)],
  "staff/fridge-alert": [
    fridgeAlertEmail(
      {
        currentC: 9.1,
        minC: 2.4,
        maxC: 9.3,
        recordedBy: "Sam",
        at: "26/11/2026 09:00",
        actionTaken: "Moved",
        link: "x",
      },
      s,
    ),
  ],
  "orders/information-requested": [informationRequestedEmail(o, s)],
  "staff/mail-server-test": [mailServerTestEmail({ checklistLink: "https://p.example/admin/go-live" }, s)],
  "messages/message-waiting": [messageWaitingEmail({ messagesUrl: `${accountUrl}/messages` }, s)],
  "orders/order-cancelled": [orderCancelledEmail({ ...o, reason: "no_reply", refundDue: true }, s)],
  "orders/order-completed": [orderConfirmationEmail(order, s), orderCompletedToStaffEmail(order, s)],
  "orders/order-dispatched": [
    orderDispatchedEmail({ ...o, courier: "Royal Mail", trackingNumber: "AB123456789GB", trackingUrl: null }, s),
  ],
  "orders/order-ready": [orderReadyToCollectEmail(o, s)],
  "account/password-reset": [passwordResetEmail({ link: "https://p.example/reset" }, s)],
  "orders/payment-received": [paymentReceivedEmail(o, s)],
  "orders/recall-notice": [recallNoticeEmail({ messagesUrl: `${accountUrl}/messages` }, s)],
  "orders/reminder": [
    reorderDueEmail({ accountUrl }, s),
    bookConsultationEmail({ ...o, bookingUrl: "https://cal.example/book" }, s),
    collectionReminderEmail(o, s),
  ],
  "orders/reorder-received": [reorderReceivedEmail(o, s)],
  "account/sign-up-attempt": [signUpAttemptEmail({ signInLink: "https://p.example/auth", confirmed: true }, s)],
  "staff/staff-alert": [
    staffAlertEmail({ title: "Order #42 waits", message: "Order #42 waits for review.", link: "x" }, s),
  ],
  "staff/urgent-report-alert": [
    urgentReportAlertEmail({ patientId: 7, link: "https://p.example/admin/patients/7" }, s),
  ],
  "account/welcome": [welcomeEmail({ email: "ann@example.com", confirmLink: "https://p.example/confirm" }, s)],
};

/** The folder's own files, beside its subject folders, that are not an e-mail: the outbox, the transport and the shared pieces. */
const NOT_AN_EMAIL = new Set([
  "erase-patient-emails",
  "layout",
  "outbox",
  "patient-address",
  "queue-to-patient",
  "transport",
]);

describe("every e-mail (decision 026)", () => {
  it("is listed here, so none escapes the check", () => {
    const files = readdirSync(new URL(".", import.meta.url), { recursive: true })
      .map(String)
      .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
      .map((f) => f.slice(0, -3))
      .filter((f) => !NOT_AN_EMAIL.has(f));
    expect(files.sort()).toEqual(Object.keys(EMAILS).sort());
  });

  it.each(Object.entries(EMAILS))("%s names no medicine, no dose and no health detail", (_file, mails) => {
    for (const mail of mails)
      for (const body of [mail.subject, mail.html, mail.text]) {
        expect(body).not.toContain(s.medicine_name);
        expect(body).not.toMatch(/\d+(\.\d+)? ?mg\b/i);
        expect(body).not.toMatch(/\bBMI\b|\bkg\b/);
      }
  });
});
