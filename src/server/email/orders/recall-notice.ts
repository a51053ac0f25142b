/**
 * A recall notice (decision 098) tells the patient only that the pharmacy needs to speak to them about a
 * recent order: never the medicine, the batch or why (decision 026); the notice itself waits in their account.
 */
import type { SettingsMap } from "@/shared/domain/site/settings";
import type { DbOrTx } from "../../db/client";
import { getSettings } from "../../lib/site/settings";
import { type RenderedEmail, renderEmail } from "../layout";
import { enqueueEmail } from "../outbox";
import { confirmedAddressOfPatient } from "../patient-address";

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

/** A recall notice waits in the patient's thread: one e-mail per notice, to a confirmed address only. */
export async function queueRecallNoticeEmail(
  db: DbOrTx,
  data: { patientId: number; messageId: number; appUrl: string },
): Promise<boolean> {
  const to = await confirmedAddressOfPatient(db, data.patientId);
  if (!to) return false;
  const settings = await getSettings(db);
  return enqueueEmail(db, {
    type: "recall_notice",
    to,
    dedupeKey: `recall-notice:${data.messageId}`,
    ...recallNoticeEmail({ messagesUrl: `${data.appUrl}/account/messages` }, settings),
  });
}
