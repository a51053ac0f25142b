/**
 * decision 005: e-mail outbox. A message is written in the same transaction as the change that caused
 * it, then delivered by the worker with retries and back-off. Nothing is dropped: a message
 * that keeps failing is marked 'failed' and stays in the table for staff to see.
 */
import { sql } from "drizzle-orm";
import { type Db, type DbOrTx, queryRows } from "../db/client";
import { emailOutbox } from "../db/schema";
import { errorForLog } from "../lib/monitoring/log";
import type { Logger } from "../lib/monitoring/logger";

export type EmailType =
  | "welcome"
  | "email_confirmation"
  | "password_reset"
  | "sign_up_attempt"
  | "account_deleted"
  | "order_confirmation"
  | "payment_success"
  | "contact_form"
  | "admin_notification"
  | "payment_received"
  | "order_dispatched"
  | "order_ready"
  | "order_cancelled"
  | "reminder"
  | "staff_alert"
  | "message_waiting"
  | "urgent_alert"
  | "reorder_received"
  | "consultation_reviewed"
  | "information_requested"
  | "recall_notice"
  | "fridge_alert"
  | "mail_server_test"
  | "back_in_stock";

export interface OutgoingEmail {
  type: EmailType;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** When set, a second message with the same key is ignored (idempotent sends). */
  dedupeKey?: string;
}

/** Writes the message to the outbox; false when one with its dedupe key was queued before. */
export async function enqueueEmail(db: DbOrTx, email: OutgoingEmail): Promise<boolean> {
  const rows = await db
    .insert(emailOutbox)
    .values({
      type: email.type,
      to_address: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      dedupe_key: email.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: emailOutbox.dedupe_key })
    .returning({ id: emailOutbox.id });
  return rows.length > 0;
}

export interface Mailer {
  send(message: { from: string; to: string; subject: string; html: string; text: string }): Promise<void>;
}

export const MAX_ATTEMPTS = 20;
/** Back-off after the n-th failed attempt: 30 s doubling, capped at 1 hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
/** A claimed message whose worker died is picked up again after this long. */
const CLAIM_TIMEOUT = "2 minutes";

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  attempts: number;
}

/** Sends every due message once. Returns how many were sent and how many failed. */
export async function deliverDueEmails(db: Db, mailer: Mailer, from: string, batchSize = 20) {
  const claimed = await queryRows<OutboxRow>(
    db,
    sql`
      UPDATE email_outbox SET status = 'sending', locked_until = now() + ${CLAIM_TIMEOUT}::interval
      WHERE id IN (
        SELECT id FROM email_outbox
        WHERE status IN ('pending', 'sending') AND next_attempt_at <= now()
          AND (locked_until IS NULL OR locked_until < now())
        ORDER BY id
        LIMIT ${batchSize}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, to_address, subject, html, text, attempts`,
  );

  let sent = 0;
  let failed = 0;
  for (const row of claimed) {
    try {
      await mailer.send({ from, to: row.to_address, subject: row.subject, html: row.html, text: row.text });
      await db.execute(sql`
        UPDATE email_outbox SET status = 'sent', sent_at = now(), attempts = attempts + 1, locked_until = NULL, last_error = NULL
        WHERE id = ${row.id}`);
      sent++;
    } catch (error) {
      failed++;
      const attempts = row.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      await db.execute(sql`
        UPDATE email_outbox
        SET status = ${attempts >= MAX_ATTEMPTS ? "failed" : "pending"}, attempts = ${attempts}, locked_until = NULL,
            last_error = ${message.slice(0, 1000)},
            next_attempt_at = now() + ${`${retryDelayMs(attempts)} milliseconds`}::interval
        WHERE id = ${row.id}`);
    }
  }
  return { sent, failed, claimed: claimed.length };
}

/** Polls the outbox; `wake()` makes it look at once (called after a message is queued). */
export function startOutboxWorker(opts: { db: Db; mailer: Mailer; from: string; intervalMs?: number; log?: Logger }) {
  const intervalMs = opts.intervalMs ?? 5000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const tick = async () => {
    try {
      // Keep going while full batches come back, so a backlog drains quickly.
      for (;;) {
        const { claimed } = await deliverDueEmails(opts.db, opts.mailer, opts.from);
        if (claimed < 20 || stopped) break;
      }
    } catch (error) {
      if (opts.log) opts.log.error({ err: errorForLog(error) }, "[email] outbox worker failed");
      else console.error("[email] outbox worker:", errorForLog(error));
    }
  };
  const run = () => {
    if (stopped || running) return;
    running = tick().finally(() => {
      running = undefined;
      schedule();
    });
  };
  const schedule = () => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, intervalMs);
    timer.unref();
  };
  schedule();
  return {
    wake: () => {
      clearTimeout(timer);
      setImmediate(run);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
