import type { SettingsMap } from "@/shared/domain/site/settings";
import type { DbOrTx } from "../../db/client";
import { getSettings } from "../../lib/site/settings";
import { type RenderedEmail, renderEmail } from "../layout";
import { enqueueEmail } from "../outbox";

/**
 * Decision 027: sign-up answers a taken address as it answers a new one, and tells the owner of
 * the address instead. It repeats nothing the visitor typed and names no treatment.
 */
export function signUpAttemptEmail(data: { signInLink: string; confirmed: boolean }, s: SettingsMap): RenderedEmail {
  return renderEmail(
    `Someone tried to create an account with your e-mail address`,
    [
      { kind: "p", text: "Hello," },
      {
        kind: "p",
        text: `Someone, perhaps you, tried to create a new ${s.display_name} account with this e-mail address. It already has an account, so no new one was made.`,
      },
      {
        kind: "p",
        text: data.confirmed
          ? "If it was you, sign in with your password, or choose 'Forgot your password?' on the sign-in page to set a new one."
          : "The account was never confirmed. If it is yours, choose 'Forgot your password?' on the sign-in page: setting a new password with the e-mailed link also confirms the address.",
      },
      { kind: "button", label: "Go to the sign-in page", href: data.signInLink },
      { kind: "p", text: "If it was not you, you can ignore this e-mail: nothing has changed." },
    ],
    s,
  );
}

/** Decision 027: the owner of a taken address is told of the attempt to sign up with it. */
export async function queueSignUpAttemptEmail(
  db: DbOrTx,
  data: { to: string; signInLink: string; confirmed: boolean },
) {
  const settings = await getSettings(db);
  await enqueueEmail(db, { type: "sign_up_attempt", to: data.to, ...signUpAttemptEmail(data, settings) });
}
