/**
 * The thread between a patient and the pharmacy (issue 13): reading it a page at a time, marking
 * the other side's messages read, and posting from the pharmacy (a staff reply, or a
 * prescriber's request for information with its consultation), which tells the patient by
 * e-mail that a message is waiting, never what it says (decisions 026, 075).
 */
import { and, count, desc, eq, isNotNull, isNull, lt } from "drizzle-orm";
import { emailForNewPharmacyMessage, THREAD_PAGE_SIZE } from "@/shared/domain/people/messaging";
import type { DbOrTx } from "../../db/client";
import { messages } from "../../db/schema";
import { AppError } from "../http/app-error";

export type MessageRow = typeof messages.$inferSelect;
export type MessageSender = "patient" | "pharmacy";

export const MESSAGE_NOT_FOUND = "Message not found";

/**
 * One page of the patient's thread, oldest first: the newest messages, or those before the
 * message `before`. A `before` that is not a message of this patient's thread is not found.
 */
export async function threadPage(
  db: DbOrTx,
  patientId: number,
  before?: string,
): Promise<{ rows: MessageRow[]; hasOlder: boolean }> {
  let beforeId: number | null = null;
  if (before !== undefined) {
    const id = Number(before);
    const [anchor] = Number.isSafeInteger(id)
      ? await db
          .select({ id: messages.message_id })
          .from(messages)
          .where(and(eq(messages.message_id, id), eq(messages.patient_id, patientId)))
          .limit(1)
      : [];
    if (!anchor) throw new AppError("not_found", MESSAGE_NOT_FOUND);
    beforeId = anchor.id;
  }
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.patient_id, patientId), beforeId === null ? undefined : lt(messages.message_id, beforeId)))
    .orderBy(desc(messages.message_id))
    .limit(THREAD_PAGE_SIZE + 1);
  return { rows: rows.slice(0, THREAD_PAGE_SIZE).reverse(), hasOlder: rows.length > THREAD_PAGE_SIZE };
}

/** Marks the messages `from` one side as read by the other, now. Returns how many were unread. */
export async function markThreadRead(db: DbOrTx, patientId: number, from: MessageSender, now: Date): Promise<number> {
  const marked = await db
    .update(messages)
    .set({ read_at: now })
    .where(and(eq(messages.patient_id, patientId), eq(messages.sender, from), isNull(messages.read_at)))
    .returning({ id: messages.message_id });
  return marked.length;
}

/**
 * The newest message from the pharmacy that carries a consultation (a prescriber's request for
 * information), if any. A plain message from staff after the question (a reminder, say) does
 * not hide it, so the patient's reply still answers it.
 */
export async function latestPharmacyQuestion(db: DbOrTx, patientId: number) {
  const [row] = await db
    .select()
    .from(messages)
    .where(
      and(eq(messages.patient_id, patientId), eq(messages.sender, "pharmacy"), isNotNull(messages.consultation_id)),
    )
    .orderBy(desc(messages.message_id))
    .limit(1);
  return row ?? null;
}

/**
 * Posts a message from the pharmacy, in the caller's transaction; `emailDue` says whether it is
 * the first the patient has not read (a run of unread messages makes one e-mail), which the
 * operation then queues. A prescriber's request for information passes its consultation, so the
 * patient's reply can return that consultation to the queue.
 */
export async function postPharmacyMessage(
  tx: DbOrTx,
  m: {
    patientId: number;
    body: string;
    sender: { userId: string; name: string };
    consultationId?: number | null;
    now: Date;
  },
): Promise<{ row: MessageRow; emailDue: boolean }> {
  const [unread] = await tx
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.patient_id, m.patientId), eq(messages.sender, "pharmacy"), isNull(messages.read_at)));
  const row = await insertPharmacyMessage(tx, m);
  return { row, emailDue: emailForNewPharmacyMessage(unread?.n ?? 0) };
}

/**
 * A message from the pharmacy on the patient's thread, without the e-mail: for a caller that
 * sends an e-mail of its own (a prescriber's request for information names the order).
 */
export async function insertPharmacyMessage(
  tx: DbOrTx,
  m: {
    patientId: number;
    body: string;
    sender: { userId: string; name: string };
    consultationId?: number | null;
    now: Date;
  },
): Promise<MessageRow> {
  const [row] = await tx
    .insert(messages)
    .values({
      patient_id: m.patientId,
      sender: "pharmacy",
      sender_user_id: m.sender.userId,
      sender_name: m.sender.name,
      body: m.body,
      consultation_id: m.consultationId ?? null,
      created_at: m.now,
    })
    .returning();
  return row!;
}
