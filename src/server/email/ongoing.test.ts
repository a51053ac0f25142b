/** Decision 026: the e-mails of ongoing treatment say that something waits, never what it says. */
import { describe, expect, it } from "vitest";
import { SETTING_DEFAULTS } from "@/shared/domain/site/settings";
import { messageWaitingEmail } from "./messages/message-waiting";
import { urgentReportAlertEmail } from "./staff/urgent-report-alert";

const s = SETTING_DEFAULTS;

describe("ongoing treatment e-mails", () => {
  it("a waiting message: the pharmacy's name in the subject, and a link to sign in to the thread", () => {
    const mail = messageWaitingEmail({ messagesUrl: "https://pharmacy.example/account/messages" }, s);
    expect(mail.subject).toBe(`New message from ${s.display_name}`);
    expect(mail.text).toContain("Read your messages: https://pharmacy.example/account/messages");
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain(s.medicine_name);
      expect(part).not.toMatch(/\d\s?mg\b/);
    }
  });

  it("the urgent alert: the patient by number and the back office's link only", () => {
    const mail = urgentReportAlertEmail({ patientId: 77, link: "https://pharmacy.example/admin/patients/77" }, s);
    expect(mail.subject).toBe("Urgent: a patient report needs a prescriber's review");
    expect(mail.text).toContain("Patient number 77 ");
    expect(mail.html).toContain('href="https://pharmacy.example/admin/patients/77"');
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toContain(s.medicine_name);
  });
});
