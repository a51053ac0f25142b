import type { MessageRow } from "../../lib/people/patient-messages";

/** A message of a patient's thread as the back office sees it. */
export const toStaffMessage = (m: MessageRow) => ({
  id: m.message_id,
  from: m.sender === "patient" ? ("patient" as const) : ("pharmacy" as const),
  author: m.sender_name?.trim() || (m.sender === "patient" ? "Patient" : "The pharmacy"),
  body: m.body,
  consultationId: m.consultation_id,
  sentAt: m.created_at.toISOString(),
  readAt: m.read_at?.toISOString() ?? null,
});
