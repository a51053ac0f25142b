/**
 * When the reminders are due. Each is sent once per order and day of its schedule; when several
 * days of a schedule have passed unsent (the server was off), only the latest is sent. The
 * re-order days are the Clinical settings' (decision 030); the others are fixed here.
 */
/** Days after completion while the video consultation is not booked (decision 073). */
export const BOOKING_REMINDER_DAYS = [3, 6] as const;
/** Days after a prescriber's question while it is unanswered; at 14 the order is cancelled. */
export const INFO_REQUEST_REMINDER_DAYS = [2, 5] as const;
export const INFO_REQUEST_WITHDRAW_DAYS = 14;
/** Days after an order was put out for collection; at 14 staff are told. */
export const COLLECTION_REMINDER_DAYS = [3, 7] as const;
export const UNCOLLECTED_STAFF_ALERT_DAYS = 14;
/** A consultation waiting longer than this (its due time) is reported to staff. */
export const CONSULTATION_WAIT_HOURS = 24;

/** The latest day of `schedule` that `elapsed` days have reached, or null before the first. */
export function dueReminderDay(elapsed: number, schedule: readonly number[]): number | null {
  const due = schedule.filter((day) => elapsed >= day);
  return due.length > 0 ? Math.max(...due) : null;
}
