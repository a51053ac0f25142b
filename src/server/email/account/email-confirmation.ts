import { EMAIL_CONFIRMATION_VALID_DAYS } from "@/shared/domain/people/email-confirmation";
import type { SettingsMap } from "@/shared/domain/site/settings";
import type { DbOrTx } from "../../db/client";
import { getSettings } from "../../lib/site/settings";
import { type RenderedEmail, renderEmail } from "../layout";
import { enqueueEmail } from "../outbox";

/** Decision 063: a new confirmation link, asked for by the signed-in account. Repeats nothing typed. */
export function emailConfirmationEmail(data: { link: string }, s: SettingsMap): RenderedEmail {
  return renderEmail(
    `Confirm your e-mail address for ${s.display_name}`,
    [
      { kind: "p", text: "Hello," },
      {
        kind: "p",
        text: `Please confirm that this is the e-mail address of your ${s.display_name} account. The link is valid for ${EMAIL_CONFIRMATION_VALID_DAYS} days.`,
      },
      { kind: "button", label: "Confirm my e-mail address", href: data.link },
      { kind: "p", text: "If you did not create an account with us, do not use the link, and please contact us." },
    ],
    s,
  );
}

/** A new confirmation link, asked for by the signed-in account itself (decision 063). */
export async function queueEmailConfirmation(db: DbOrTx, data: { to: string; link: string }) {
  const settings = await getSettings(db);
  await enqueueEmail(db, { type: "email_confirmation", to: data.to, ...emailConfirmationEmail(data, settings) });
}
