/**
 * Decision 026: the e-mails of an order's way to the door carry no medicine name, dose or health
 * detail; each names the order, says what to do next and links to the patient's account.
 */
import { describe, expect, it } from "vitest";
import { SETTING_DEFAULTS } from "@/shared/domain/site/settings";
import { informationRequestedEmail } from "./information-requested";
import type { RenderedEmail } from "../layout";
import { orderCancelledEmail } from "./order-cancelled";
import { orderDispatchedEmail } from "./order-dispatched";
import { orderReadyToCollectEmail } from "./order-ready";
import { paymentReceivedEmail } from "./payment-received";
import { bookConsultationEmail, collectionReminderEmail, reorderDueEmail } from "./reminder";
import { staffAlertEmail } from "../staff/staff-alert";

const s = SETTING_DEFAULTS;
const accountUrl = "https://pharmacy.example/account";
const o = { orderId: 42, accountUrl };

const patientEmails: Array<[string, RenderedEmail]> = [
  ["payment received", paymentReceivedEmail(o, s)],
  [
    "dispatched",
    orderDispatchedEmail(
      {
        ...o,
        courier: "Royal Mail",
        trackingNumber: "AB123456789GB",
        trackingUrl: "https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB",
      },
      s,
    ),
  ],
  ["ready to collect", orderReadyToCollectEmail(o, s)],
  ["cancelled by the patient", orderCancelledEmail({ ...o, reason: "patient", refundDue: false }, s)],
  ["cancelled by the pharmacy", orderCancelledEmail({ ...o, reason: "pharmacy", refundDue: false }, s)],
  ["cancelled for no reply", orderCancelledEmail({ ...o, reason: "no_reply", refundDue: false }, s)],
  ["cancelled after payment", orderCancelledEmail({ ...o, reason: "patient", refundDue: true }, s)],
  ["re-order due", reorderDueEmail(o, s)],
  ["book the consultation", bookConsultationEmail({ ...o, bookingUrl: s.cal_booking_url }, s)],
  ["information requested", informationRequestedEmail(o, s)],
  ["waiting to be collected", collectionReminderEmail(o, s)],
];

describe("order e-mails", () => {
  it("use the subjects word for word", () => {
    expect(patientEmails.slice(0, 4).map(([, m]) => m.subject)).toEqual([
      "Payment received - Order #42",
      "Your order #42 has been dispatched",
      "Your order #42 is ready to collect",
      "Order #42 has been cancelled",
    ]);
  });

  it.each(patientEmails)("%s: names no medicine, dose or health detail, and links to the account", (_name, mail) => {
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain(s.medicine_name);
      expect(part).not.toMatch(/\d\s?mg\b|tirzepatide/i);
    }
    // The HTML says what the text says (its styles hold words like font-weight).
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(/BMI|weight|diabet|injection|dose/i);
    expect(mail.text).toContain(`View my account: ${accountUrl}`);
    expect(mail.html).toContain(`href="${accountUrl}"`);
  });

  it("dispatched: the courier, the tracking link and the fridge", () => {
    const [, mail] = patientEmails[1]!;
    expect(mail.text).toContain("Courier: Royal Mail");
    expect(mail.text).toContain("Tracking number: AB123456789GB");
    expect(mail.text).toContain(
      "Track your parcel: https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB",
    );
    expect(mail.text).toContain("Put your pen in the fridge when it arrives.");
  });

  it("ready to collect: the pharmacy's opening hours", () => {
    const [, mail] = patientEmails[2]!;
    expect(mail.text).toContain(
      "Opening hours\n-------------\n\n- Monday-Friday 9:00 AM-6:00 PM\n- Saturday 9:00 AM-1:00 PM",
    );
  });

  it("cancelled: nothing taken before payment; after it, the full refund follows and the order will read Refunded (decision 084)", () => {
    const unpaid = patientEmails.find(([name]) => name === "cancelled by the patient")![1].text;
    expect(unpaid).toContain("As you asked, we have cancelled your order #42. No payment has been taken for it");
    expect(unpaid).not.toMatch(/refund/i);
    const paid = patientEmails.find(([name]) => name === "cancelled after payment")![1].text;
    expect(paid).toContain("As you asked, we have cancelled your order #42.");
    expect(paid).toContain("we will refund the full amount");
    expect(paid).toContain("shows the order as Refunded");
    expect(paid).not.toContain("No payment has been taken");
  });

  it("staff alerts: the subject of an admin alert and the back-office link", () => {
    const mail = staffAlertEmail(
      {
        title: "Order #42 not collected",
        message: "Order #42 has been ready to collect for 14 days.",
        link: "https://pharmacy.example/admin/orders/42",
      },
      s,
    );
    expect(mail.subject).toBe("Admin Alert: Order #42 not collected");
    expect(mail.text).toContain("Open in the back office: https://pharmacy.example/admin/orders/42");
  });
});
