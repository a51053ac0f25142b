import { describe, expect, it } from "vitest";
import { SETTING_DEFAULTS } from "@/shared/domain/site/settings";
import { contactAcknowledgementEmail, contactToStaffEmail } from "./messages/contact";
import { orderCompletedToStaffEmail, orderConfirmationEmail, type OrderEmailData } from "./orders/order-completed";
import { welcomeEmail } from "./account/welcome";

const s = SETTING_DEFAULTS;
const order: OrderEmailData = {
  orderId: 42,
  patientId: 7,
  patientName: "Ann <b>Smith</b>",
  patientEmail: "ann@example.com",
  productName: "Mounjaro 2.5mg",
  total: "£199.00",
  vat: "£0.00",
  totalDue: "£199.00",
  date: "22/11/2026",
  deliveryMethod: "delivery",
  shippingLines: ["1 High Street", "Oxford", "OX1 1AA"],
  bookingUrl: "https://cal.example/book?email=ann%40example.com&name=Ann",
};

describe("e-mail templates", () => {
  it("use the subjects of docs/spec.md §7 word for word", () => {
    expect(welcomeEmail({ email: "ann@example.com" }, s).subject).toBe(`Welcome to ${s.display_name}`);
    expect(orderConfirmationEmail(order, s).subject).toBe("Order Confirmation #42");
    expect(contactAcknowledgementEmail({ name: "Ann", email: "a@x.com", message: "Hi" }, s).subject).toBe(
      `Thank you for contacting ${s.display_name}`,
    );
    expect(contactToStaffEmail({ name: "Ann", email: "a@x.com", message: "Hi" }, s).subject).toBe(
      "New Contact Form Submission from Ann",
    );
    expect(orderCompletedToStaffEmail(order, s).subject).toBe("New Order Completed - Order #42");
  });

  it("give the pharmacy's opening hours setting in the contact acknowledgement (decision 106)", () => {
    const hours = "Monday-Thursday 8:00 AM-5:00 PM";
    const ack = contactAcknowledgementEmail(
      { name: "Ann", email: "a@x.com", message: "Hi" },
      { ...s, pharmacy_opening_hours: hours },
    );
    expect(ack.text).toContain(`Our team answers messages during our opening hours: ${hours}.`);
  });

  it("greet the new user by the part of the address before '@'", () => {
    expect(welcomeEmail({ email: "ann.smith@example.com" }, s).text).toContain("Hello ann.smith,");
  });

  it("escape HTML in every value, and keep the plain text readable", () => {
    const mail = contactToStaffEmail(
      { name: "<script>x</script>", email: "a@x.com", message: "<img src=x onerror=alert(1)>" },
      s,
    );
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(mail.text).toContain("<img src=x onerror=alert(1)>");
    expect(orderConfirmationEmail(order, s).html).toContain("Ann &lt;b&gt;Smith&lt;/b&gt;");
  });

  it("never repeat a contact form's name or message to the address it gives: the form must not carry chosen text to anyone", () => {
    const message = "Your account is locked. Call 09XX to unlock it: https://phish.example/login";
    const name = "Urgent: verify at phish.example";
    const ack = contactAcknowledgementEmail({ name, email: "victim@example.com", message }, s);
    for (const body of [ack.subject, ack.html, ack.text]) {
      expect(body).not.toContain("phish.example");
      expect(body).not.toContain("account is locked");
    }
    expect(ack.text).toContain("Thank you for your message.");
    // Staff still get the message itself.
    expect(contactToStaffEmail({ name: "Ann", email: "victim@example.com", message }, s).text).toContain(message);
  });

  it("name no medicine and no dose in the order e-mails (decision 026)", () => {
    for (const mail of [orderConfirmationEmail(order, s), orderCompletedToStaffEmail(order, s)]) {
      for (const body of [mail.subject, mail.html, mail.text]) {
        expect(body).not.toContain("Mounjaro");
        expect(body).not.toMatch(/2\.5 ?mg/);
      }
    }
  });

  it("carry the pharmacy's contact details and the booking link", () => {
    const mail = orderConfirmationEmail(order, s);
    expect(mail.html).toContain(s.contact_phone_number);
    expect(mail.text).toContain(s.company_email);
    expect(mail.html).toContain('href="https://cal.example/book?email=ann%40example.com&amp;name=Ann"');
    expect(mail.text).toContain("Book Consultation: https://cal.example/book?email=ann%40example.com&name=Ann");
  });

  it("say what happens next in the order it happens: consultation, review, then payment after approval; cancelling until dispensing (decision 084)", () => {
    const text = orderConfirmationEmail(order, s).text;
    const at = (words: string) => {
      expect(text).toContain(words);
      return text.indexOf(words);
    };
    const consultation = at(`Consultation: book a ${s.consultation_duration} video call within`);
    const review = at("Pharmacist review");
    const payment = at("Payment: once the pharmacist approves your treatment, we e-mail you a secure payment link");
    expect(consultation).toBeLessThan(review);
    expect(review).toBeLessThan(payment);
    expect(text).not.toMatch(/before your consultation|call within \d+ days of payment/);
    at("you can cancel from your account until your order is dispensed; if you have paid, we refund you in full");
  });
});
