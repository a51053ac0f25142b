/**
 * POST /api/admin/go-live/test-email (decision 090): queues a test e-mail to the superintendent
 * who asks, through the outbox like every other; the checklist's mail item is done once the
 * mail server has delivered one. `mailConfigured` is the server's (deps.mailConfigured).
 */
import type { Ctx } from "../../deps";
import { queueMailServerTestEmail } from "../../email/staff/mail-server-test";
import { AppError } from "../../lib/http/app-error";
import { writeAudit } from "../../lib/people/audit";

export async function sendTestEmail({ db, appUrl, actor }: Ctx, { mailConfigured }: { mailConfigured: boolean }) {
  if (!mailConfigured)
    throw new AppError("conflict", "No mail server is set: set SMTP_URL and restart the server first.");
  await db.transaction(async (tx) => {
    await queueMailServerTestEmail(tx, { to: actor.email, checklistLink: `${appUrl}/admin/go-live` });
    await writeAudit(tx, actor, "go_live.test_email", { type: "go_live", id: "mail" });
  });
  return { to: actor.email };
}
