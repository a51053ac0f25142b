import type { SettingsMap } from "@/shared/domain/site/settings";
import type { DbOrTx } from "../../db/client";
import { getSettings } from "../../lib/site/settings";
import { type RenderedEmail, renderEmail } from "../layout";
import { enqueueEmail } from "../outbox";
import { confirmedAddressOfPatient } from "../patient-address";

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
