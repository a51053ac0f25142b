/**
 * Decision 081: contact-form messages are kept 2 years, as the privacy page says; from the day
 * after, the message goes with the two e-mails it caused (the sender's acknowledgement and the
 * staff notice, which quotes it). A message that became part of a patient's care was copied
 * into their record by staff; the form's own copy is not a clinical record.
 */
import { sql } from "drizzle-orm";
import { contactMessageExpired } from "@/shared/domain/people/retention";
import { type DbOrTx, queryRows } from "../db/client";
import type { Job } from "./job";

/** At most this many messages a run; the rest wait for the next run (15 minutes). */
const BATCH = 500;

async function eraseOldContactMessages(db: DbOrTx, now: Date): Promise<number> {
  // Every message over two years old by the clock is a candidate; the UK calendar day decides.
  const candidates = await queryRows<{ id: number; created_at: Date | string }>(
    db,
    sql`SELECT id, created_at FROM contact_messages
        WHERE created_at < ${now.toISOString()}::timestamptz - interval '2 years'
        ORDER BY id LIMIT ${BATCH}`,
  );
  const due = candidates.filter((m) => contactMessageExpired(new Date(m.created_at), now)).map((m) => m.id);
  if (due.length === 0) return 0;
  const ids = sql.join(
    due.map((id) => sql`${id}`),
    sql`, `,
  );
  const keys = sql.join(
    due.flatMap((id) => [sql`${`contact-ack:${id}`}`, sql`${`contact-staff:${id}`}`]),
    sql`, `,
  );
  await db.execute(sql`DELETE FROM email_outbox WHERE dedupe_key IN (${keys})`);
  const erased = await queryRows<{ id: number }>(
    db,
    sql`DELETE FROM contact_messages WHERE id IN (${ids}) RETURNING id`,
  );
  return erased.length;
}

export const eraseOldContactMessagesJob: Job = {
  name: "erase-old-contact-messages",
  run: ({ tx, now }) => eraseOldContactMessages(tx, now),
};
