import type { MessageRow } from "../../lib/people/patient-messages";

/** A message of the thread as its patient sees it: who wrote it in broad terms, never staff ids. */
export const toAccountMessage = (m: MessageRow) => ({
  id: m.message_id,
  from: m.sender === "patient" ? ("you" as const) : ("pharmacy" as const),
  author: m.sender === "patient" ? "You" : m.sender_name?.trim() || "The pharmacy",
  body: m.body,
  sentAt: m.created_at.toISOString(),
  readAt: m.read_at?.toISOString() ?? null,
});
