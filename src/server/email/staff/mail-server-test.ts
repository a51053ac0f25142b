import type { SettingsMap } from "@/shared/domain/site/settings";
import type { DbOrTx } from "../../db/client";
import { getSettings } from "../../lib/site/settings";
import { type RenderedEmail, renderEmail } from "../layout";
import { enqueueEmail } from "../outbox";

/** Decision 090: the go-live checklist's test of the mail server, to the superintendent who asked for it. */
export function mailServerTestEmail(data: { checklistLink: string }, s: SettingsMap): RenderedEmail {
  return renderEmail(
    "Test e-mail from your pharmacy's website",
    [
      { kind: "p", text: "Hello," },
      {
        kind: "p",
        text: `This e-mail was sent from the go-live checklist of ${s.display_name}'s website, to check that its mail server delivers. It arrived: nothing else needs doing.`,
      },
      { kind: "button", label: "Open the go-live checklist", href: data.checklistLink },
    ],
    s,
  );
}

/** Decision 090: the go-live checklist's test of the mail server. */
export async function queueMailServerTestEmail(db: DbOrTx, data: { to: string; checklistLink: string }) {
  const settings = await getSettings(db);
  await enqueueEmail(db, { type: "mail_server_test", to: data.to, ...mailServerTestEmail(data, settings) });
}
