/**
 * The look-ups and shared writes of the patient's own journey. Every one finds the signed-in
 * user's own, non-archived patient by user id: no request can name another patient, order or
 * questionnaire.
 */
import { notSuperseded } from "../../lib/prescribing/current-decision";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { availableDoses, isDoseAllowed, isStarterDoseOnly } from "@/shared/domain/treatment/dose-eligibility";
import { PATIENT_TYPE, STARTER_DOSE_PRODUCT_ID } from "@/shared/domain/constants";
import { NEXT_PEN_FROM_ACCOUNT_MESSAGE } from "@/shared/domain/treatment/reorder";
import { COMPLETED_ORDER_STATUSES, OPEN_ORDER_STATUSES } from "@/shared/domain/orders/order-state";
import { OPEN_ORDER_STATE_IDS, ORDER_STATE_ID } from "@/shared/domain/orders/order-lifecycle";
import { type DbOrTx, readAll, type Tx } from "../../db/client";
import {
  consultations,
  orderLine,
  orders,
  patientHistory,
  patients,
  prescribingDecisions,
  products,
} from "../../db/schema";
import { AppError } from "../../lib/http/app-error";
import { setOrderLine } from "../../lib/orders/order-lines";
import { outOfStockProducts, waitingForStock } from "../../lib/dispensing/stock";
import { nextPenFromAccountFor } from "../../lib/treatment/reorder-status";

export type PatientRow = typeof patients.$inferSelect;
export type HistoryRow = typeof patientHistory.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

export const NO_PATIENT_MESSAGE = "No patient record found. Please complete the patient form first.";

export async function findPatient(db: DbOrTx, userId: string, lock = false): Promise<PatientRow | undefined> {
  const q = db
    .select()
    .from(patients)
    .where(and(eq(patients.user_id, userId), isNull(patients.archived_at)))
    .limit(1);
  const [row] = lock ? await q.for("update") : await q;
  return row;
}

export async function requirePatient(db: DbOrTx, userId: string, lock = false): Promise<PatientRow> {
  const patient = await findPatient(db, userId, lock);
  if (!patient) throw new AppError("not_found", NO_PATIENT_MESSAGE);
  return patient;
}

/**
 * The patient's record for a save of their own: locked, and its version raised, so an admin
 * edit form opened before this save is refused (409) instead of writing its older answers over
 * the new ones. Locking the patient row first also orders these writes like the admin's
 * (patient, then questionnaire), so the two never wait on each other in a circle.
 */
export async function requirePatientForSave(tx: Tx, userId: string): Promise<PatientRow> {
  const patient = await requirePatient(tx, userId, true);
  await tx
    .update(patients)
    .set({ version: sql`${patients.version} + 1` })
    .where(eq(patients.patient_id, patient.patient_id));
  return patient;
}

export async function findOpenHistory(db: DbOrTx, patientId: number): Promise<HistoryRow | undefined> {
  const [row] = await db
    .select()
    .from(patientHistory)
    .where(and(eq(patientHistory.patient_id, patientId), isNull(patientHistory.order_id)))
    .limit(1);
  return row;
}

/**
 * docs/spec.md §4 patient history: one open questionnaire per patient (decision 010, a partial unique index).
 * When only locked ones exist, a fresh one starts with the defaults; parallel callers all
 * end up with the same row.
 */
export async function ensureOpenHistory(tx: Tx, patientId: number): Promise<HistoryRow> {
  await tx
    .insert(patientHistory)
    .values({ patient_id: patientId })
    .onConflictDoNothing({ target: patientHistory.patient_id, where: sql`${patientHistory.order_id} IS NULL` });
  const row = await findOpenHistory(tx, patientId);
  if (!row) throw new Error("open questionnaire missing after insert");
  return row;
}

/** The same condition as `ensureOpenHistory`'s row, for an update that must not touch a locked one. */
export const isOpenHistory = (historyId: number) =>
  and(eq(patientHistory.patient_history_id, historyId), isNull(patientHistory.order_id));

export async function findOpenOrder(db: DbOrTx, patientId: number, lock = false): Promise<OrderRow | undefined> {
  const q = db
    .select()
    .from(orders)
    .where(and(eq(orders.patient_id, patientId), inArray(orders.order_status_id, [...OPEN_ORDER_STATUSES])))
    .limit(1);
  const [row] = lock ? await q.for("update") : await q;
  return row;
}

export async function latestCompletedOrder(db: DbOrTx, patientId: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.patient_id, patientId), inArray(orders.order_status_id, [...COMPLETED_ORDER_STATUSES])))
    .orderBy(desc(orders.completed_at), desc(orders.order_id))
    .limit(1);
  return row;
}

/**
 * The new-patient restriction of `patient` as it stands (shared/domain/treatment/dose-eligibility): it
 * lifts once a prescriber has approved a supply for them (decision 025) by an approval no
 * correction has superseded (decision 085).
 */
export async function starterDoseOnly(db: DbOrTx, patient: PatientRow): Promise<boolean> {
  if (patient.patient_type_id !== PATIENT_TYPE.new)
    return isStarterDoseOnly({ patientTypeId: patient.patient_type_id, hasApprovedSupply: false });
  const [approved] = await db
    .select({ id: prescribingDecisions.decision_id })
    .from(prescribingDecisions)
    .innerJoin(consultations, eq(consultations.consultation_id, prescribingDecisions.consultation_id))
    .where(
      and(
        eq(consultations.patient_id, patient.patient_id),
        eq(prescribingDecisions.outcome, "approved"),
        notSuperseded,
      ),
    )
    .limit(1);
  return isStarterDoseOnly({ patientTypeId: patient.patient_type_id, hasApprovedSupply: Boolean(approved) });
}

/** Every dose, each marked with whether this patient may request it. */
/** Every dose, marked with whether this patient may request it and whether it is out of stock (decision 124). */
export async function listDoses(db: DbOrTx, starterOnly: boolean, today: Date) {
  const [rows, outOfStock] = await Promise.all([
    db
      .select({ productId: products.product_id, name: products.name, price: products.price })
      .from(products)
      .orderBy(asc(products.product_id)),
    outOfStockProducts(db, today),
  ]);
  return availableDoses(rows, starterOnly).map((d) => ({ ...d, outOfStock: outOfStock.has(d.productId) }));
}

export type OrderLine = NonNullable<Awaited<ReturnType<typeof orderLineOf>>>;

export async function orderLineOf(db: DbOrTx, orderId: number) {
  const [line] = await db
    .select({
      productId: orderLine.product_id,
      productName: products.name,
      itemDescription: orderLine.item_description,
      quantity: orderLine.quantity,
      unitPrice: orderLine.unit_price,
      vatRate: products.vat_rate,
    })
    .from(orderLine)
    .innerJoin(products, eq(products.product_id, orderLine.product_id))
    .where(eq(orderLine.order_id, orderId))
    .limit(1);
  return line;
}

/** The same condition as the one-open-order index's (decision 064 §2), so the insert below can name it. */
const OPEN_ORDER = sql`${orders.order_status_id} IN (${sql.raw(OPEN_ORDER_STATE_IDS.join(", "))})`;

const orderInProgressMessage = (orderId: number) =>
  `Your order #${orderId} is still in progress. You can follow it on your account; a new order can start once it has been sent or collected.`;

/**
 * One road to a next supply (decision 083): the first-order form starts, changes and completes
 * no order of a patient who has been supplied or whose approved order is on its way; their next
 * pen is requested from their account, where the re-order's rules are checked.
 */
export async function refuseWhenNextPenFromAccount(db: DbOrTx, patientId: number) {
  if (await nextPenFromAccountFor(db, patientId))
    throw new AppError("next_pen_from_account", NEXT_PEN_FROM_ACCOUNT_MESSAGE);
}

/**
 * Finds the open order (status 1 or 2) or creates one (status 1) with the starter dose
 * (docs/spec.md §4). One open order per patient covers every open state: while an earlier order
 * is on its way, no draft starts (409, and the page points to /account). `starterDoseOnly` is
 * the patient's restriction, read once by the operation.
 */
export async function ensureOpenOrder(
  tx: Tx,
  patient: PatientRow,
  starterDoseOnly: boolean,
  now: Date,
): Promise<OrderRow> {
  await refuseWhenNextPenFromAccount(tx, patient.patient_id);
  await tx
    .insert(orders)
    .values({ patient_id: patient.patient_id, order_status_id: ORDER_STATE_ID.draft })
    .onConflictDoNothing({ target: orders.patient_id, where: OPEN_ORDER });
  const order = await findOpenOrder(tx, patient.patient_id, true);
  if (!order) {
    const [inProgress] = await tx
      .select({ id: orders.order_id })
      .from(orders)
      .where(and(eq(orders.patient_id, patient.patient_id), OPEN_ORDER))
      .limit(1);
    if (inProgress) throw new AppError("conflict", orderInProgressMessage(inProgress.id));
    throw new Error("open order missing after insert");
  }
  const line = await orderLineOf(tx, order.order_id);
  // A dose chosen while the patient said 'existing' is reset if they are now new (docs/spec.md §4).
  if (!line || !isDoseAllowed(line.productId, starterDoseOnly)) {
    await setOrderLine(tx, order.order_id, STARTER_DOSE_PRODUCT_ID, now);
  }
  return order;
}

/** What the dose step shows, read once after its writes: the order as it now stands, its line and every dose. */
export async function readDoseStep(db: DbOrTx, orderId: number, starterDoseOnly: boolean, today: Date) {
  const [[order], line, doses] = await readAll(db, [
    () => db.select().from(orders).where(eq(orders.order_id, orderId)).limit(1),
    () => orderLineOf(db, orderId),
    () => listDoses(db, starterDoseOnly, today),
  ]);
  const waitingFor = await waitingForStock(db, order!.patient_id);
  return { order: order!, line, starterDoseOnly, doses, waitingFor };
}
