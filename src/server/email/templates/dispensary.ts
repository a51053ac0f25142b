/**
 * The e-mails of the pharmacy's own records (issue 20, decision 098). A recall notice tells the
 * patient only that the pharmacy needs to speak to them about a recent order: never the
 * medicine, the batch or why (decision 026); the notice itself waits in their account. The
 * fridge alert goes to the superintendent and holds no patient's data at all.
 */
import type { SettingsMap } from "@/shared/domain/settings";
import { type RenderedEmail, renderEmail } from "./layout";

export const recallNoticeSubject = (s: SettingsMap) => `${s.display_name} needs to speak to you about a recent order`;

export function recallNoticeEmail(d: { messagesUrl: string }, s: SettingsMap): RenderedEmail {
  return renderEmail(
    recallNoticeSubject(s),
    [
      { kind: "p", text: "Hello," },
      {
        kind: "p",
        text: `${s.display_name} needs to speak to you about a recent order. For your privacy we do not put the details in an e-mail: please sign in to read our message, or call us on ${s.contact_phone_number}.`,
      },
      { kind: "button", label: "Read your messages", href: d.messagesUrl },
    ],
    s,
  );
}

export const FRIDGE_ALERT_SUBJECT = "Fridge temperature out of range";

export function fridgeAlertEmail(
  d: {
    currentC: number;
    minC: number;
    maxC: number;
    recordedBy: string;
    at: string;
    actionTaken: string;
    link: string;
  },
  s: SettingsMap,
): RenderedEmail {
  const c = (t: number) => `${t.toFixed(1)} °C`;
  return renderEmail(
    FRIDGE_ALERT_SUBJECT,
    [
      { kind: "p", text: "A reading of the medicines fridge was outside 2 °C to 8 °C." },
      {
        kind: "rows",
        rows: [
          ["Current", c(d.currentC)],
          ["Minimum", c(d.minC)],
          ["Maximum", c(d.maxC)],
          ["Recorded by", d.recordedBy],
          ["Recorded at", d.at],
        ],
      },
      { kind: "p", text: "Action taken:" },
      { kind: "quote", text: d.actionTaken },
      { kind: "button", label: "Open the fridge log", href: d.link },
    ],
    s,
  );
}
