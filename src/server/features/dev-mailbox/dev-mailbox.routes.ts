import { Hono } from "hono";
import type { AppEnv } from "../../deps";
import { listMail, mailboxPage, mailHtml } from "./read-mailbox";

/**
 * /dev/mailbox (decision 005): with no SMTP configured in development, queued mail is readable
 * here. Never mounted in production or when SMTP is set; app.ts answers only this machine.
 */
export const mailboxRoutes = new Hono<AppEnv>()
  .get("/mailbox.json", async (c) => c.json(await listMail(c.var.deps.database.db)))
  .get("/mailbox/:id{[0-9]+}", async (c) => {
    const html = await mailHtml(c.var.deps.database.db, Number(c.req.param("id")));
    if (html === null) return c.notFound();
    c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src data:");
    return c.html(html);
  })
  .get("/mailbox", async (c) => c.html(await mailboxPage(c.var.deps.database.db)));
