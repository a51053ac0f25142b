import { ORDER_STATE_ID } from "@/shared/domain/orders/order-lifecycle";
import {
  COLLECTION_REMINDER_DAYS,
  dueReminderDay,
  UNCOLLECTED_STAFF_ALERT_DAYS,
} from "@/shared/domain/orders/reminders";
import { daysBefore, daysSince } from "@/shared/domain/dates";
import { queueReminderEmail } from "../email/orders/reminder";
import { queueStaffAlert } from "../email/staff/staff-alert";
import { eachItem, type Job, ordersWaitingIn } from "./job";

/** Uncollected order: reminders 3 and 7 days after it was put out; at 14 days staff are told. */
export const collectionReminders: Job = {
  name: "collection-reminders",
  async run(ctx) {
    const due = await ordersWaitingIn(
      ctx.tx,
      ORDER_STATE_ID.ready_to_collect,
      daysBefore(ctx.now, COLLECTION_REMINDER_DAYS[0]),
    );
    return eachItem(ctx, this.name, due, async (tx, row) => {
      const elapsed = daysSince(new Date(row.since), ctx.now);
      let done = false;
      const day = dueReminderDay(elapsed, COLLECTION_REMINDER_DAYS);
      if (day !== null)
        done = await queueReminderEmail(tx, {
          kind: "collection",
          day,
          orderId: row.order_id,
          patientId: row.patient_id,
          appUrl: ctx.appUrl,
        });
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
