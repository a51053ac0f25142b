import type { SettingsMap } from "@/shared/domain/site/settings";
import type { DbOrTx } from "../../db/client";
import { getSettings } from "../../lib/site/settings";
import { type RenderedEmail, renderEmail } from "../layout";
import { enqueueEmail } from "../outbox";

/**
 * Decision 066: the answer to a request to delete an account, once staff have handled it. It
 * names no treatment (decision 026); what is kept is said in general words and on the privacy page.
 */
export function accountDeletedEmail(
  data: { recordsKept: boolean; reason?: "request" | "unused"; privacyLink: string },
  s: SettingsMap,
): RenderedEmail {
  return renderEmail(
    `Your ${s.display_name} account has been deleted`,
    [
      { kind: "p", text: "Hello," },
      {
        kind: "p",
        // Decision 093: an account unused for 2 years is deleted as the privacy notice says.
        text:
          data.reason === "unused"
            ? `Your ${s.display_name} account had not been used for 2 years, so it has been deleted, as our privacy notice says. You can no longer sign in with it.`
            : `As you asked, your ${s.display_name} account has been deleted. You can no longer sign in with it.`,
      },
      {
        kind: "p",
        text: data.recordsKept
          ? "The law requires a pharmacy to keep some records of the care and medicines it has provided. Those records are kept closed, used for nothing else, and deleted when their retention period ends. Everything else has been erased."
          : "Everything we held about you has been erased.",
      },
      { kind: "button", label: "Read our privacy notice", href: data.privacyLink },
      {
        kind: "p",
        text:
          data.reason === "unused"
            ? `If you have a question about it, please contact us at ${s.company_email}.`
            : `If you did not ask for this, please contact us at ${s.company_email}.`,
      },
    ],
    s,
  );
}

/** Decision 066: to the address the deletion request was made from, once it is handled. */
export async function queueAccountDeletedEmail(
  db: DbOrTx,
  data: { to: string; requestId: number; recordsKept: boolean; reason?: "request" | "unused"; privacyLink: string },
) {
  const settings = await getSettings(db);
  await enqueueEmail(db, {
    type: "account_deleted",
    to: data.to,
    dedupeKey: `account-deleted:${data.requestId}`,
    ...accountDeletedEmail(data, settings),
  });
}
