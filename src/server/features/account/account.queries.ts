/**
 * Look-ups of the patient's own account. Every one starts from the session's user: an order id
 * in a path is only ever looked for among that patient's orders.
 */
import { and, desc, eq, isNull, notInArray } from "drizzle-orm";
import { DRAFT_STATE_IDS, orderStateOf } from "@/shared/domain/orders/order-lifecycle";
import { type DbOrTx, readAll } from "../../db/client";
import { consultations, orderLine, orders, patients, prescribingDecisions, products } from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { orderTimeline } from "../../lib/orders/order-timeline";
import { moneyOf } from "../../lib/payments/money";

export const ORDER_NOT_FOUND = "Order not found";
/** The patient's draft is the patient form's, not an order to show. */
const DRAFT_IDS = [...DRAFT_STATE_IDS];

export async function findAccountPatient(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(patients)
    .where(and(eq(patients.user_id, userId), isNull(patients.archived_at)))
    .limit(1);
  return row ?? null;
}

/** One of the patient's own submitted orders; any other id is not found (a malformed one never gets past the route's idParamSchema). */
export async function requireOwnOrder(db: DbOrTx, userId: string, id: number) {
  const patient = await findAccountPatient(db, userId);
  if (!patient) throw new AppError("not_found", ORDER_NOT_FOUND);
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.order_id, id),
        eq(orders.patient_id, patient.patient_id),
        notInArray(orders.order_status_id, DRAFT_IDS),
      ),
    )
    .limit(1);
  if (!order) throw new AppError("not_found", ORDER_NOT_FOUND);
  return { patient, order };
}

/** The patient's submitted orders, newest first. */
export function submittedOrders(db: DbOrTx, patientId: number, limit = 50) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.patient_id, patientId), notInArray(orders.order_status_id, DRAFT_IDS)))
    .orderBy(desc(orders.order_id))
    .limit(limit);
}

/** The patient, named on the timeline as their record names them. */
export const patientActor = (
  actor: { userId: string; name: string },
  p: { firstname: string | null; lastname: string | null },
) => ({
  kind: "patient" as const,
  userId: actor.userId,
  name: [p.firstname, p.lastname].filter(Boolean).join(" ") || actor.name,
});

export type OrderRow = typeof orders.$inferSelect;

/** The prescriber's latest question about this order, while it waits for the patient's answer. */
async function openQuestion(db: DbOrTx, orderId: number): Promise<string | null> {
  const [row] = await db
    .select({ question: prescribingDecisions.question })
    .from(prescribingDecisions)
    .innerJoin(consultations, eq(consultations.consultation_id, prescribingDecisions.consultation_id))
    .where(and(eq(consultations.order_id, orderId), eq(prescribingDecisions.outcome, "info_requested")))
    .orderBy(desc(prescribingDecisions.decision_id))
    .limit(1);
  return row?.question ?? null;
}

/** Whether the order was requested with a check-in (a re-order or restart), which needs no video consultation booked. */
async function requestedWithCheckin(db: DbOrTx, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ kind: consultations.kind })
    .from(consultations)
    .where(eq(consultations.order_id, orderId))
    .limit(1);
  return row?.kind === "reorder" || row?.kind === "restart";
}

/** What the patient's view of an order needs beyond its row, read once (patient-order.mapper.ts shows it). */
export async function readPatientOrder(db: DbOrTx, o: OrderRow) {
  const state = orderStateOf(o.order_status_id);
  const [[line], events, question, withCheckin, money] = await readAll(db, [
    () =>
      db
        .select({ product: products.name, description: orderLine.item_description })
        .from(orderLine)
        .leftJoin(products, eq(products.product_id, orderLine.product_id))
        .where(eq(orderLine.order_id, o.order_id))
        .limit(1),
    () => orderTimeline(db, o.order_id),
    () => (state === "info_requested" ? openQuestion(db, o.order_id) : Promise.resolve(null)),
    () => (state === "awaiting_review" ? requestedWithCheckin(db, o.order_id) : Promise.resolve(false)),
    () => moneyOf(db, o),
  ]);
  return { line, events, question, withCheckin, money };
}

export type PatientOrderFacts = Awaited<ReturnType<typeof readPatientOrder>>;
