import { sql } from "drizzle-orm";
import { COLLECTION_REMINDER_DAYS, daysBefore, daysSince, dueReminderDay, UNCOLLECTED_STAFF_ALERT_DAYS } from "@/shared/domain/reminders";
import { queryRows } from "../db/client";
import { queueReminderEmail, queueStaffAlert } from "../email/order-emails";
import { eachItem, type Job } from "./job";

/** Uncollected order: reminders 3 and 7 days after it was put out; at 14 days staff are told. */
export const collectionReminders: Job = {
  name: "collection-reminders",
  async run(ctx) {
    const due = await queryRows<{ order_id: number; patient_id: number; ready_at: Date | string }>(
      ctx.tx,
      sql`
        SELECT o.order_id, o.patient_id, ready.at AS ready_at
        FROM orders o
        JOIN patients p ON p.patient_id = o.patient_id AND p.archived_at IS NULL
        CROSS JOIN LATERAL (
          SELECT max(e.created_at) AS at FROM order_events e WHERE e.order_id = o.order_id AND e.to_status_id = 10
        ) ready
        WHERE o.order_status_id = 10
          AND ready.at <= ${daysBefore(ctx.now, COLLECTION_REMINDER_DAYS[0]).toISOString()}::timestamptz
        ORDER BY o.order_id
        LIMIT 200`,
    );
    return eachItem(ctx, this.name, due, async (tx, row) => {
      const elapsed = daysSince(new Date(row.ready_at), ctx.now);
      let done = false;
      const day = dueReminderDay(elapsed, COLLECTION_REMINDER_DAYS);
      if (day !== null) done = await queueReminderEmail(tx, { kind: "collection", day, orderId: row.order_id, patientId: row.patient_id, appUrl: ctx.appUrl });
      if (elapsed >= UNCOLLECTED_STAFF_ALERT_DAYS) {
        const alerted = await queueStaffAlert(tx, {
          dedupeKey: `uncollected:${row.order_id}`,
          title: `Order #${row.order_id} not collected`,
          message: `Order #${row.order_id} has been ready to collect for ${UNCOLLECTED_STAFF_ALERT_DAYS} days. Please contact the patient, and record a return if the medicine will not be collected.`,
          link: `${ctx.appUrl}/admin/orders/${row.order_id}`,
        });
        done ||= alerted;
      }
      return done;
    });
  },
};
