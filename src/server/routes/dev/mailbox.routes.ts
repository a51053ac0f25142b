import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { emailOutbox } from "../../db/schema";
import { escapeHtml } from "../../email/templates/layout";
import type { AppEnv } from "../../lib/context";

/**
 * decision 005: with no SMTP configured in development, queued mail is readable here.
 * Never mounted in production or when SMTP is set.
 */
export const mailboxRoutes = new Hono<AppEnv>()
  .get("/mailbox.json", async (c) => {
    const rows = await c.var.deps.database.db
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
    return c.json(rows);
  })
  .get("/mailbox/:id{[0-9]+}", async (c) => {
    const [row] = await c.var.deps.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, Number(c.req.param("id"))));
    if (!row) return c.notFound();
    c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src data:");
    return c.html(row.html);
  })
  .get("/mailbox", async (c) => {
    const rows = await c.var.deps.database.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(100);
    const items = rows
      .map(
        (r) =>
          `<tr><td>${r.id}</td><td>${escapeHtml(r.created_at.toISOString())}</td><td>${escapeHtml(r.type)}</td><td>${escapeHtml(r.to_address)}</td><td><a href="/dev/mailbox/${r.id}">${escapeHtml(r.subject)}</a></td><td>${escapeHtml(r.status)}</td></tr>`,
      )
      .join("");
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title></head><body><main><h1>Development mailbox</h1><p>Mail is not sent: no SMTP_URL is configured.</p><table><thead><tr><th>#</th><th>Queued</th><th>Type</th><th>To</th><th>Subject</th><th>Status</th></tr></thead><tbody>${items || '<tr><td colspan="6">No messages</td></tr>'}</tbody></table></main></body></html>`,
    );
  });
