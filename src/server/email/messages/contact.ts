/**
 * The contact form's two e-mails (docs/spec.md §7): the acknowledgement to the sender and the message to staff.
 */
import type { SettingsMap } from "@/shared/domain/site/settings";
import type { DbOrTx } from "../../db/client";
import { getSettings } from "../../lib/site/settings";
import { type RenderedEmail, renderEmail } from "../layout";
import { enqueueEmail } from "../outbox";

export interface ContactData {
  name: string;
  email: string;
  phone?: string | null;
  message: string;
}

/**
 * docs/spec.md §7: acknowledgement to the sender, 'Thank you for contacting <pharmacy name>'. Anyone
 * can type any address into the form, so nothing they typed is repeated: the form cannot be
 * used to send chosen words from the pharmacy to a stranger.
 */
export function contactAcknowledgementEmail(_c: ContactData, s: SettingsMap): RenderedEmail {
  return renderEmail(
    `Thank you for contacting ${s.display_name}`,
    [
      { kind: "p", text: "Hello," },
      { kind: "p", text: "Thank you for your message. We'll get back to you within 24 hours." },
      // Decision 106: the hours are the pharmacy's opening hours setting, not typed here.
      { kind: "p", text: `Our team answers messages during our opening hours: ${s.pharmacy_opening_hours}.` },
      { kind: "p", text: "If you did not write to us, you can ignore this e-mail." },
    ],
    s,
  );
}

/** docs/spec.md §7: to staff, 'New Contact Form Submission from <name>'. */
export function contactToStaffEmail(c: ContactData, s: SettingsMap): RenderedEmail {
  return renderEmail(
    `New Contact Form Submission from ${c.name}`,
    [
      {
        kind: "rows",
        rows: [
          ["Name", c.name],
          ["E-mail", c.email],
          ["Phone", c.phone || "Not given"],
        ],
      },
      { kind: "quote", text: c.message },
    ],
    s,
  );
}

/** Acknowledgement to the sender and the notice to staff (docs/spec.md §7). */
export async function queueContactEmails(db: DbOrTx, contact: ContactData & { id: number }) {
  const settings = await getSettings(db);
  await enqueueEmail(db, {
    type: "contact_form",
    to: contact.email,
    dedupeKey: `contact-ack:${contact.id}`,
    ...contactAcknowledgementEmail(contact, settings),
  });
  await enqueueEmail(db, {
    type: "admin_notification",
    to: settings.company_email,
    dedupeKey: `contact-staff:${contact.id}`,
    ...contactToStaffEmail(contact, settings),
  });
}
