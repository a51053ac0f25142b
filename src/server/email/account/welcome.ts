import { EMAIL_CONFIRMATION_VALID_DAYS } from "@/shared/domain/people/email-confirmation";
import type { SettingsMap } from "@/shared/domain/site/settings";
import type { DbOrTx } from "../../db/client";
import { getSettings } from "../../lib/site/settings";
import { type Block, type RenderedEmail, renderEmail } from "../layout";
import { enqueueEmail } from "../outbox";

/**
 * docs/spec.md §7: 'Welcome' e-mail, name derived from the part of the address before '@'. While the
 * address is unconfirmed it carries the confirmation link (decision 063); it may reach someone
 * who never opened the account, so it says what not clicking means.
 */
export function welcomeEmail(data: { email: string; confirmLink?: string }, s: SettingsMap): RenderedEmail {
  const name = data.email.split("@")[0] ?? data.email;
  const confirm: Block[] = data.confirmLink
    ? [
        {
          kind: "p",
          text: `Please confirm that this is your e-mail address. The link is valid for ${EMAIL_CONFIRMATION_VALID_DAYS} days.`,
        },
        { kind: "button", label: "Confirm my e-mail address", href: data.confirmLink },
      ]
    : [];
  return renderEmail(
    `Welcome to ${s.display_name}`,
    [
      { kind: "p", text: `Hello ${name},` },
      {
        kind: "p",
        text: `Thank you for creating an account with ${s.display_name}. You can now complete your information form, choose your treatment and book your consultation with our pharmacist.`,
      },
      ...confirm,
      {
        kind: "list",
        items: [
          "Complete the patient information form",
          "Place your order",
          "Book a video consultation with our pharmacist",
          "Receive your treatment by free delivery or collect it in store",
        ],
      },
      {
        kind: "p",
        text: data.confirmLink
          ? "If you did not create this account, do not use the link, and please contact us."
          : "If you did not create this account, please contact us.",
      },
    ],
    s,
  );
}

/** docs/spec.md §7 welcome, with the link that confirms the address (decision 063) while it is unconfirmed. */
export async function queueWelcomeEmail(db: DbOrTx, user: { id: string; email: string }, confirmLink?: string) {
  const settings = await getSettings(db);
  // One welcome per account, however often it is asked for.
  await enqueueEmail(db, {
    type: "welcome",
    to: user.email,
    dedupeKey: `welcome:${user.id}`,
    ...welcomeEmail({ email: user.email, confirmLink }, settings),
  });
}
