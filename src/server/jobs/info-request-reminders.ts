import { ORDER_STATE_ID } from "@/shared/domain/orders/order-lifecycle";
import {
  dueReminderDay,
  INFO_REQUEST_REMINDER_DAYS,
  INFO_REQUEST_WITHDRAW_DAYS,
} from "@/shared/domain/orders/reminders";
import { daysBefore, daysSince } from "@/shared/domain/dates";
import { queueReminderEmail } from "../email/orders/reminder";
import { cancelOrder } from "../lib/orders/order-cancellation";
import { eachItem, type Job, ordersWaitingIn } from "./job";
import { queueCancelledEmail } from "../email/orders/order-cancelled";

/**
 * Information request unanswered: reminders 2 and 5 days after the prescriber's question; at
 * 14 days the consultation is withdrawn and the order cancelled, with the cancellation e-mail.
 */
export const infoRequestReminders: Job = {
  name: "info-request-reminders",
  async run(ctx) {
    const due = await ordersWaitingIn(
      ctx.tx,
      ORDER_STATE_ID.info_requested,
      daysBefore(ctx.now, INFO_REQUEST_REMINDER_DAYS[0]),
    );
    return eachItem(ctx, this.name, due, async (tx, row) => {
      const elapsed = daysSince(new Date(row.since), ctx.now);
      if (elapsed >= INFO_REQUEST_WITHDRAW_DAYS) {
        const cancelled = await cancelOrder(tx, {
          orderId: row.order_id,
          actor: { kind: "system", name: "Reminders" },
          now: ctx.now,
          note: `No answer to the request for information within ${INFO_REQUEST_WITHDRAW_DAYS} days`,
          noReply: true,
        });
        await queueCancelledEmail(tx, {
          orderId: row.order_id,
          patientId: cancelled.order.patient_id,
          appUrl: ctx.appUrl,
          reason: cancelled.reason,
        });
        return true;
      }
      const day = dueReminderDay(elapsed, INFO_REQUEST_REMINDER_DAYS);
      if (day === null) return false;
      return queueReminderEmail(tx, {
        kind: "info-request",
        day,
        orderId: row.order_id,
        patientId: row.patient_id,
        appUrl: ctx.appUrl,
      });
    });
  },
};
