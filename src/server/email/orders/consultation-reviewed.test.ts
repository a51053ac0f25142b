/**
 * Decision 077 (and 026): the outcome of the prescriber's review is e-mailed with the order
 * number, what happens next and a link to sign in, never the medicine, a dose or a health detail.
 */
import { describe, expect, it } from "vitest";
import { SETTING_DEFAULTS } from "@/shared/domain/site/settings";
import { consultationApprovedEmail, consultationRejectedEmail } from "./consultation-reviewed";

const s = SETTING_DEFAULTS;
const accountUrl = "https://pharmacy.example/account";
const mails = [
  ["approved", consultationApprovedEmail({ orderId: 42, accountUrl }, s)],
  ["rejected", consultationRejectedEmail({ orderId: 42, accountUrl }, s)],
  ["rejected after payment", consultationRejectedEmail({ orderId: 42, accountUrl, refundDue: true }, s)],
] as const;

describe("the consultation's outcome e-mails", () => {
  it.each(mails)("%s: one subject, a link to sign in, no medicine, dose or health detail", (_name, mail) => {
    expect(mail.subject).toBe("Your consultation has been reviewed - Order #42");
    expect(mail.text).toContain(`Sign in to your account: ${accountUrl}`);
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain(s.medicine_name);
      expect(part).not.toMatch(/mg|tirzepatide/i);
    }
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(/BMI|weight|diabet|injection|dose|pregnan|reason/i);
  });

  it("approved: the next step is to pay, on the account and never through a provider's page (decision 100)", () => {
    const mail = mails[0][1];
    expect(mail.text).toContain("Please sign in to your account to see how to pay for order #42.");
    expect([...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual([accountUrl]);
  });

  it("rejected: no payment, and where to turn: the GP, NHS 111, and 999 in an emergency", () => {
    const text = mails[1][1].text;
    expect(text).toContain("No payment will be taken for this order.");
    expect(text).toContain("Your GP can talk with you");
    expect(text).toContain("call NHS 111 or go to 111.nhs.uk");
    expect(text).toContain("In an emergency, call 999.");
    expect(text).toContain(s.contact_phone_number);
  });

  it("rejected after payment: the full refund follows, instead of 'no payment' (decision 084)", () => {
    const text = mails[2][1].text;
    expect(text).not.toContain("No payment will be taken");
    expect(text).toContain("we will refund the full amount");
  });
});
