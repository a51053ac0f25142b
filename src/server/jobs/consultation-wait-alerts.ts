import { sql } from "drizzle-orm";
import { CONSULTATION_WAIT_HOURS } from "@/shared/domain/orders/reminders";
import { daysBefore } from "@/shared/domain/dates";
import { queryRows } from "../db/client";
import { queueStaffAlert } from "../email/staff/staff-alert";
import { eachItem, type Job } from "./job";

const LOOK_BACK_DAYS = 30;

/**
 * A consultation waiting over 24 hours (past its due time) is reported to staff once per wait:
 * an answer to a request for information sets a new due time, and a new wait.
 */
export const consultationWaitAlerts: Job = {
  name: "consultation-wait-alerts",
  async run(ctx) {
    const due = await queryRows<{ consultation_id: number; order_id: number; due_at: Date | string }>(
      ctx.tx,
      sql`
        SELECT c.consultation_id, c.order_id, c.due_at
        FROM consultations c
        JOIN patients p ON p.patient_id = c.patient_id AND p.archived_at IS NULL
        WHERE c.status = 'awaiting_review'
          AND c.due_at < ${ctx.now.toISOString()}::timestamptz
          AND c.due_at > ${daysBefore(ctx.now, LOOK_BACK_DAYS).toISOString()}::timestamptz
        ORDER BY c.consultation_id
        LIMIT 200`,
    );
    return eachItem(ctx, this.name, due, (tx, row) =>
      queueStaffAlert(tx, {
        dedupeKey: `consultation-wait:${row.consultation_id}:${new Date(row.due_at).getTime()}`,
        title: `Consultation for order #${row.order_id} waiting over ${CONSULTATION_WAIT_HOURS} hours`,
        message: `The consultation for order #${row.order_id} has waited for a prescriber's review for over ${CONSULTATION_WAIT_HOURS} hours.`,
        link: `${ctx.appUrl}/admin/orders/${row.order_id}`,
      }),
    );
  },
};
