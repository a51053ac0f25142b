/**
 * The e-mails of ongoing treatment (issue 13). Decision 026: e-mail is not a secure channel, so
 * neither says what the message or the report holds: one says a message is waiting and links to
 * sign in; the staff alert names the patient by number only and links to the back office.
 */
import type { SettingsMap } from "@/shared/domain/settings";
import { type RenderedEmail, renderEmail } from "./layout";

export function messageWaitingEmail(d: { messagesUrl: string }, s: SettingsMap): RenderedEmail {
  return renderEmail(
    `New message from ${s.display_name}`,
    [
      { kind: "p", text: "Hello," },
      {
        kind: "p",
        text: `You have a new message from ${s.display_name}. For your privacy we do not put it in an e-mail: please sign in to read it and reply.`,
      },
      { kind: "button", label: "Read your messages", href: d.messagesUrl },
    ],
    s,
  );
}

export const URGENT_REPORT_SUBJECT = "Urgent: a patient report needs a prescriber's review";

export function urgentReportAlertEmail(d: { patientId: number; link: string }, s: SettingsMap): RenderedEmail {
  return renderEmail(
    URGENT_REPORT_SUBJECT,
    [
      { kind: "p", text: `Patient number ${d.patientId} has sent a report that needs a prescriber's review today.` },
      {
        kind: "p",
        text: "Their dispatches, collections and re-orders are on hold until a prescriber marks the report handled.",
      },
      { kind: "button", label: "Open in the back office", href: d.link },
    ],
    s,
  );
}
