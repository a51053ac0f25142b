import { sql } from "drizzle-orm";
import { ORDER_STATE_ID } from "@/shared/domain/orders/order-lifecycle";
import { BOOKING_REMINDER_DAYS, dueReminderDay } from "@/shared/domain/orders/reminders";
import { daysBefore, daysSince } from "@/shared/domain/dates";
import { queryRows } from "../db/client";
import { queueReminderEmail } from "../email/orders/reminder";
import { eachItem, type Job } from "./job";

const LOOK_BACK_DAYS = 30;

/**
 * Video consultation not booked: 3 and 6 days after completion. The booking page is outside the
 * product, so a consultation counts as booked once it shows it took place (decision 073): a
 * live-video or in-person identity check or measurement of the patient since the order was
 * completed, or any prescribing decision on its consultation.
 */
export const bookingReminders: Job = {
  name: "booking-reminders",
  async run(ctx) {
    const due = await queryRows<{ order_id: number; patient_id: number; completed_at: Date | string }>(
      ctx.tx,
      sql`
        SELECT o.order_id, o.patient_id, o.completed_at
        FROM orders o
        JOIN patients p ON p.patient_id = o.patient_id AND p.archived_at IS NULL
        WHERE o.order_status_id = ${ORDER_STATE_ID.awaiting_review}
          AND o.completed_at > ${daysBefore(ctx.now, LOOK_BACK_DAYS).toISOString()}::timestamptz
          AND o.completed_at <= ${daysBefore(ctx.now, BOOKING_REMINDER_DAYS[0]).toISOString()}::timestamptz
          AND NOT EXISTS (
            SELECT 1 FROM measurements m
            WHERE m.patient_id = o.patient_id AND m.method IN ('live_video', 'in_person') AND m.created_at >= o.completed_at)
          AND NOT EXISTS (
            SELECT 1 FROM identity_checks i
            WHERE i.patient_id = o.patient_id AND i.method IN ('live_video_document', 'in_person_document') AND i.created_at >= o.completed_at)
          AND NOT EXISTS (
            SELECT 1 FROM prescribing_decisions d JOIN consultations c ON c.consultation_id = d.consultation_id
            WHERE c.order_id = o.order_id)
        ORDER BY o.order_id
        LIMIT 200`,
    );
    return eachItem(ctx, this.name, due, async (tx, row) => {
      const day = dueReminderDay(daysSince(new Date(row.completed_at), ctx.now), BOOKING_REMINDER_DAYS);
      if (day === null) return false;
      return queueReminderEmail(tx, {
        kind: "booking",
        day,
        orderId: row.order_id,
        patientId: row.patient_id,
        appUrl: ctx.appUrl,
      });
    });
  },
};
