import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import { escapeHtml } from "../../email/layout";

/** GET /dev/mailbox.json: the latest 100 queued e-mails, newest first. */
export function listMail(db: Db) {
  return db
    .select({
      id: emailOutbox.id,
      type: emailOutbox.type,
      to: emailOutbox.to_address,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      status: emailOutbox.status,
      created_at: emailOutbox.created_at,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.id))
    .limit(100);
}

/** GET /dev/mailbox/:id: one queued e-mail's HTML, or null. */
export async function mailHtml(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ html: emailOutbox.html }).from(emailOutbox).where(eq(emailOutbox.id, id));
  return row?.html ?? null;
}

/** GET /dev/mailbox: the latest 100 queued e-mails as a page, every value escaped. */
export async function mailboxPage(db: Db): Promise<string> {
  const rows = await db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(100);
  const items = rows
    .map(
      (r) =>
        `<tr><td>${r.id}</td><td>${escapeHtml(r.created_at.toISOString())}</td><td>${escapeHtml(r.type)}</td><td>${escapeHtml(r.to_address)}</td><td><a href="/dev/mailbox/${r.id}">${escapeHtml(r.subject)}</a></td><td>${escapeHtml(r.status)}</td></tr>`,
    )
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title></head><body><main><h1>Development mailbox</h1><p>Mail is not sent: no SMTP_URL is configured.</p><table><thead><tr><th>#</th><th>Queued</th><th>Type</th><th>To</th><th>Subject</th><th>Status</th></tr></thead><tbody>${items || '<tr><td colspan="6">No messages</td></tr>'}</tbody></table></main></body></html>`;
}
