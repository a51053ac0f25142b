import { sql } from "drizzle-orm";
import { daysBefore, daysSince, dueReminderDay, INFO_REQUEST_REMINDER_DAYS, INFO_REQUEST_WITHDRAW_DAYS } from "@/shared/domain/reminders";
import { queryRows } from "../db/client";
import { queueReminderEmail } from "../email/order-emails";
import { cancelOrder } from "../lib/order-cancellation";
import { eachItem, type Job } from "./job";

/**
 * Information request unanswered: reminders 2 and 5 days after the prescriber's question; at
 * 14 days the consultation is withdrawn and the order cancelled, with the cancellation e-mail.
 */
export const infoRequestReminders: Job = {
  name: "info-request-reminders",
  async run(ctx) {
    const due = await queryRows<{ order_id: number; patient_id: number; asked_at: Date | string }>(
      ctx.tx,
      sql`
        SELECT o.order_id, o.patient_id, asked.at AS asked_at
        FROM orders o
        JOIN patients p ON p.patient_id = o.patient_id AND p.archived_at IS NULL
        CROSS JOIN LATERAL (
          SELECT max(e.created_at) AS at FROM order_events e WHERE e.order_id = o.order_id AND e.to_status_id = 4
        ) asked
        WHERE o.order_status_id = 4
          AND asked.at <= ${daysBefore(ctx.now, INFO_REQUEST_REMINDER_DAYS[0]).toISOString()}::timestamptz
        ORDER BY o.order_id
        LIMIT 200`,
    );
    return eachItem(ctx, this.name, due, async (tx, row) => {
      const elapsed = daysSince(new Date(row.asked_at), ctx.now);
      if (elapsed >= INFO_REQUEST_WITHDRAW_DAYS) {
        await cancelOrder(tx, {
          orderId: row.order_id,
          actor: { kind: "system", name: "Reminders" },
          now: ctx.now,
          note: `No answer to the request for information within ${INFO_REQUEST_WITHDRAW_DAYS} days`,
          appUrl: ctx.appUrl,
          noReply: true,
        });
        return true;
      }
      const day = dueReminderDay(elapsed, INFO_REQUEST_REMINDER_DAYS);
      if (day === null) return false;
      return queueReminderEmail(tx, { kind: "info-request", day, orderId: row.order_id, patientId: row.patient_id, appUrl: ctx.appUrl });
    });
  },
};
