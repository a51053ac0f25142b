/**
 * The thread between a patient and the pharmacy (issue 13): what a message may hold, how many a
 * patient may send, and how a reply to a prescriber's request for information returns the
 * consultation to the queue.
 */

/** A message is 1 to 5000 characters (the database checks the same). */
export const MESSAGE_MAX_LENGTH = 5000;

/** A patient sends at most 20 messages an hour: enough for a conversation, too few to flood the pharmacy. */
export const PATIENT_MESSAGE_LIMIT = { max: 20, windowMs: 60 * 60 * 1000 } as const;
export const TOO_MANY_MESSAGES = "Too many messages, please try again later";

/** How many messages one page of the thread shows; older ones are fetched on request. */
export const THREAD_PAGE_SIZE = 50;

/** The prescriber reviews an answer within a day, as a new consultation. */
export const ANSWER_REVIEW_HOURS = 24;

export type ConsultationStatus = "awaiting_review" | "info_requested" | "approved" | "rejected" | "withdrawn";

/**
 * Whether a patient's message answers a request for information: the latest question from the
 * pharmacy (a message carrying its consultation) still waits for the answer.
 */
export function answersInformationRequest(
  latestQuestion: { consultationStatus: ConsultationStatus | null } | null,
): boolean {
  return latestQuestion?.consultationStatus === "info_requested";
}

/** When the consultation is due again after the patient's answer. */
export function reviewDueAfterAnswer(answeredAt: Date): Date {
  return new Date(answeredAt.getTime() + ANSWER_REVIEW_HOURS * 60 * 60 * 1000);
}

/**
 * Whether a new message from the pharmacy is worth an e-mail: only when the patient has read
 * everything sent before it, so a run of unread messages makes one e-mail, not one each.
 */
export const emailForNewPharmacyMessage = (unreadBefore: number) => unreadBefore === 0;
