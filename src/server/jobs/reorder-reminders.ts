import { sql } from "drizzle-orm";
import { clinicalPolicy } from "@/shared/domain/clinical-policy";
import { daysBefore, daysSince, dueReminderDay } from "@/shared/domain/reminders";
import { queryRows } from "../db/client";
import { queueReminderEmail } from "../email/order-emails";
import { getSettings } from "../lib/settings";
import { eachItem, type Job } from "./job";

/** Supplies older than this are past every reminder. */
const LOOK_BACK_DAYS = 60;

/**
 * Re-order due: 21 days after the latest supply, again at 26 (the Clinical settings), unless
 * the patient turned reminders off, already has an order on its way, or the supply came back.
 */
export const reorderReminders: Job = {
  name: "reorder-reminders",
  async run(ctx) {
    const policy = clinicalPolicy(await getSettings(ctx.tx));
    const schedule = [policy.reorderWindowDays, policy.reorderSecondReminderDays];
    const due = await queryRows<{ order_id: number; patient_id: number; supplied_at: Date | string }>(
      ctx.tx,
      sql`
        SELECT o.order_id, o.patient_id, max(e.created_at) AS supplied_at
        FROM order_events e
        JOIN orders o ON o.order_id = e.order_id
        JOIN patients p ON p.patient_id = o.patient_id
        WHERE e.to_status_id IN (8, 11)
          AND e.created_at > ${daysBefore(ctx.now, LOOK_BACK_DAYS).toISOString()}::timestamptz
          AND e.created_at <= ${daysBefore(ctx.now, Math.min(...schedule)).toISOString()}::timestamptz
          AND o.order_status_id IN (8, 9, 11)
          AND p.reorder_reminders AND p.archived_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM orders later WHERE later.patient_id = o.patient_id AND later.order_id > o.order_id AND later.order_status_id IN (3, 4, 5, 6, 7, 8, 9, 10, 11))
          AND NOT EXISTS (SELECT 1 FROM orders open WHERE open.patient_id = o.patient_id AND open.order_status_id IN (1, 2, 3, 4, 5, 6, 7, 10))
        GROUP BY o.order_id, o.patient_id
        ORDER BY o.order_id
        LIMIT 200`,
    );
    return eachItem(ctx, this.name, due, async (tx, row) => {
      const day = dueReminderDay(daysSince(new Date(row.supplied_at), ctx.now), schedule);
      if (day === null) return false;
      return queueReminderEmail(tx, {
        kind: "reorder",
        day,
        orderId: row.order_id,
        patientId: row.patient_id,
        appUrl: ctx.appUrl,
      });
    });
  },
};
