import type { SettingsMap } from "@/shared/domain/site/settings";
import type { DbOrTx } from "../../db/client";
import { getSettings } from "../../lib/site/settings";
import { type RenderedEmail, renderEmail } from "../layout";
import { enqueueEmail } from "../outbox";

/**
 * decision 004. The address may not be confirmed (decision 063), so the account name may have been typed
 * by someone other than the address's owner: it is not repeated here.
 */
export function passwordResetEmail(data: { link: string }, s: SettingsMap): RenderedEmail {
  return renderEmail(
    `Reset your ${s.display_name} password`,
    [
      { kind: "p", text: "Hello," },
      {
        kind: "p",
        text: "We received a request to reset your password. Use the button below to set a new one. The link is valid for one hour.",
      },
      { kind: "button", label: "Set a new password", href: data.link },
      { kind: "p", text: "If you did not ask for this, you can ignore this e-mail: your password stays the same." },
    ],
    s,
  );
}

export async function queuePasswordResetEmail(db: DbOrTx, data: { to: string; link: string }) {
  const settings = await getSettings(db);
  await enqueueEmail(db, { type: "password_reset", to: data.to, ...passwordResetEmail(data, settings) });
}
