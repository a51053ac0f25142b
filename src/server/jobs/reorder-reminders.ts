import { sql } from "drizzle-orm";
import { clinicalPolicy } from "@/shared/domain/clinical/clinical-policy";
import { HANDED_OVER_STATES, SUPPLIED_ORDER_STATES } from "@/shared/domain/orders/order-lifecycle";
import { dueReminderDay } from "@/shared/domain/orders/reminders";
import { daysBefore, daysSince } from "@/shared/domain/dates";
import { queryRows } from "../db/client";
import { queueReminderEmail } from "../email/orders/reminder";
import { reorderStatus } from "../lib/treatment/reorder-status";
import { getSettings } from "../lib/site/settings";
import { stateIdList } from "../lib/orders/order-state-sql";
import { eachItem, type Job } from "./job";

/** Supplies older than this are past every reminder. */
const LOOK_BACK_DAYS = 60;

/**
 * Re-order due: on the days the Clinical settings name after the latest supply, unless the
 * patient turned reminders off or the supply came back; and only when the re-order rule itself
 * (server/lib/treatment/reorder-status) lets the patient request the next pen now, so a reminder never
 * invites a request the re-order would refuse (an order on its way, a rejection, a red flag
 * waiting for review).
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
        WHERE e.to_status_id IN (${stateIdList(HANDED_OVER_STATES)})
          AND e.created_at > ${daysBefore(ctx.now, LOOK_BACK_DAYS).toISOString()}::timestamptz
          AND e.created_at <= ${daysBefore(ctx.now, Math.min(...schedule)).toISOString()}::timestamptz
          AND o.order_status_id IN (${stateIdList(SUPPLIED_ORDER_STATES)})
          AND p.reorder_reminders AND p.archived_at IS NULL
        GROUP BY o.order_id, o.patient_id
        ORDER BY o.order_id
        LIMIT 200`,
    );
    return eachItem(ctx, this.name, due, async (tx, row) => {
      const day = dueReminderDay(daysSince(new Date(row.supplied_at), ctx.now), schedule);
      if (day === null) return false;
      const status = await reorderStatus(tx, row.patient_id, ctx.now);
      // The reminder is of this supply, the latest, and only while the patient may act on it.
      if (!status.eligibility.canReorder || status.supply?.orderId !== row.order_id) return false;
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
