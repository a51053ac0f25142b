import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { COMPLETED_ORDER_STATUSES } from "@/shared/domain/orders/order-state";
import { REVIEW_STATUS_ID } from "@/shared/domain/prescribing/review-status";
import type { SystemCtx } from "../../deps";
import { consultations, orderLine, orders, patients, products } from "../../db/schema";
import { staffAttention } from "../../lib/people/attention";
import { dispensaryAttention } from "../../lib/dispensing/dispensary-attention";
import { getPatientStats } from "./get-patient-stats";
import { visible } from "./admin-patients.queries";

const DASHBOARD_LIST_SIZE = 5;
/** The pharmacy's day: 'today' starts at midnight UK time. */
const PHARMACY_TIME_ZONE = "Europe/London";

/**
 * decision 014: the stat cards, the newest applications waiting for review and today's
 * completed orders; decision 077: how many consultations await a prescriber, and since when.
 */
export async function getDashboard(ctx: SystemCtx) {
  const { db, now } = ctx;
  const startOfToday = sql`(date_trunc('day', ${now.toISOString()}::timestamptz AT TIME ZONE ${PHARMACY_TIME_ZONE}) AT TIME ZONE ${PHARMACY_TIME_ZONE})`;
  const [stats, attention, dispensary, pending, todaysOrders, [awaiting]] = await Promise.all([
    getPatientStats(ctx),
    // Issue 13: unread messages from patients and red-flag reports waiting for a prescriber.
    staffAttention(db),
    // Issue 20: what waits at each step of dispensing, and the pharmacy's own records.
    dispensaryAttention(db, now),
    db
      .select({
        patient_id: patients.patient_id,
        firstname: patients.firstname,
        lastname: patients.lastname,
        email: patients.email,
        patient_type_id: patients.patient_type_id,
        created_at: patients.created_at,
      })
      .from(patients)
      .where(and(visible, eq(patients.patient_status_id, REVIEW_STATUS_ID.pending)))
      .orderBy(desc(patients.patient_id))
      .limit(DASHBOARD_LIST_SIZE),
    db
      .select({
        order_id: orders.order_id,
        patient_id: orders.patient_id,
        firstname: patients.firstname,
        lastname: patients.lastname,
        product: sql<string | null>`coalesce(${products.name}, ${orderLine.item_description}, ${orders.product_name})`,
        total_due: orders.total_due,
        delivery_method: orders.delivery_method,
        completed_at: orders.completed_at,
      })
      .from(orders)
      .innerJoin(patients, eq(patients.patient_id, orders.patient_id))
      .leftJoin(orderLine, eq(orderLine.order_id, orders.order_id))
      .leftJoin(products, eq(products.product_id, orderLine.product_id))
      .where(
        and(
          visible,
          inArray(orders.order_status_id, [...COMPLETED_ORDER_STATUSES]),
          sql`${orders.completed_at} >= ${startOfToday}`,
        ),
      )
      .orderBy(desc(orders.completed_at))
      .limit(50),
    // Read on the queue's (status, opened_at) index.
    db
      .select({ count: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${consultations.opened_at})` })
      .from(consultations)
      .innerJoin(patients, eq(patients.patient_id, consultations.patient_id))
      .where(and(visible, eq(consultations.status, "awaiting_review"))),
  ]);
  return {
    stats,
    ...attention,
    dispensary,
    pendingReview: pending.map((p) => ({ ...p, created_at: p.created_at.toISOString() })),
    todaysOrders: todaysOrders.map((o) => ({ ...o, completed_at: o.completed_at?.toISOString() ?? null })),
    awaitingReview: {
      count: awaiting?.count ?? 0,
      oldestOpenedAt: awaiting?.oldest ? new Date(awaiting.oldest).toISOString() : null,
    },
  };
}
