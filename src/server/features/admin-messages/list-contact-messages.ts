import { count, desc } from "drizzle-orm";
import type { Ctx } from "../../deps";
import { contactMessages } from "../../db/schema";
import { writeAudit } from "../../lib/people/audit";

export const MESSAGES_PAGE_SIZE = 20;

/** GET /api/admin/messages?page=: what visitors sent through /contact, newest first; each page read is audited. */
export async function listContactMessages({ db, actor }: Ctx, pageParam: string | undefined) {
  const page = Number(pageParam ?? "1");
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.id))
      .limit(MESSAGES_PAGE_SIZE)
      .offset((page - 1) * MESSAGES_PAGE_SIZE),
    db.select({ n: count() }).from(contactMessages),
  ]);
  await writeAudit(db, actor, "contact_messages.view", { type: "contact_messages", id: `page ${page}` });
  return {
    page,
    pageSize: MESSAGES_PAGE_SIZE,
    total: total?.n ?? 0,
    messages: rows.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      phone: m.phone,
      message: m.message,
      receivedAt: m.created_at.toISOString(),
    })),
  };
}
