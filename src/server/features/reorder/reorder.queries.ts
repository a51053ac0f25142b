/**
 * The writes of a re-order request (issue 13), each in the caller's transaction: the new order
 * with its line and its move to awaiting review, the full questionnaire when a long break asks
 * for it, the check-in and the consultation. request-reorder.ts decides; these only write.
 */
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { isoToday } from "@/shared/domain/dates";
import { calculateBmi } from "@/shared/domain/clinical/bmi";
import { REVIEW_DUE_HOURS } from "@/shared/domain/prescribing/consultation-flags";
import { EXCLUSIONS, MEDICAL_QUESTIONS, answerToStored } from "@/shared/domain/clinical/exclusions";
import { orderTotals, penceToDecimal, toPence } from "@/shared/domain/payments/money";
import { DRAFT_STATE_IDS, OPEN_ORDER_STATE_IDS, ORDER_STATE_ID } from "@/shared/domain/orders/order-lifecycle";
import { REASSESSMENT_HISTORY_TYPE } from "@/shared/domain/treatment/reorder";
import type { ReorderInput } from "@/shared/schemas/treatment/reorder";
import type { DbOrTx, Tx } from "../../db/client";
import { checkins, consultations, orderLine, orders, patientHistory, patients, products } from "../../db/schema";
import { type MoveActor, moveOrder } from "../../lib/orders/order-moves";

type OrderRow = typeof orders.$inferSelect;
type PatientRow = typeof patients.$inferSelect;

/** The signed-in user's patient; `lock` holds the row so that two submits of one patient queue up here. */
export async function accountPatient(db: DbOrTx, userId: string, lock = false): Promise<PatientRow | null> {
  const query = db
    .select()
    .from(patients)
    .where(and(eq(patients.user_id, userId), isNull(patients.archived_at)))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** The same condition as the one-open-order index's, so the insert can name it. */
const OPEN_ORDER = sql`${orders.order_status_id} IN (${sql.raw(OPEN_ORDER_STATE_IDS.join(", "))})`;

/**
 * The patient's draft left in the first-order form, made the re-order's: the one road to a next
 * pen (decision 083) must not be blocked by a basket started there before it closed. Null when
 * there is none.
 */
async function takeOverDraft(tx: Tx, patientId: number, values: Partial<typeof orders.$inferInsert>) {
  const [draft] = await tx
    .update(orders)
    .set(values)
    .where(and(eq(orders.patient_id, patientId), inArray(orders.order_status_id, [...DRAFT_STATE_IDS])))
    .returning();
  return draft ?? null;
}

/**
 * A new order of `productId` for the patient, delivered or collected as their last supplied
 * order was, moved from draft to awaiting review with its event. Null when the patient already
 * has an order in progress (the one-open-order index holds whatever ran in between).
 */
export async function createRequestedOrder(
  tx: Tx,
  r: { patientId: number; from: OrderRow; productId: number; actor: MoveActor; now: Date },
): Promise<OrderRow | null> {
  const [product] = await tx.select().from(products).where(eq(products.product_id, r.productId)).limit(1);
  if (!product) throw new Error(`product ${r.productId} missing`);
  const values = {
    patient_id: r.patientId,
    order_status_id: ORDER_STATE_ID.draft,
    date: isoToday(r.now),
    delivery_method: r.from.delivery_method,
    ship_addr1: r.from.ship_addr1,
    ship_addr2: r.from.ship_addr2,
    ship_addr3: r.from.ship_addr3,
    ship_county: r.from.ship_county,
    ship_postcode: r.from.ship_postcode,
    product_name: product.name,
    updated_at: r.now,
  };
  const [inserted] = await tx
    .insert(orders)
    .values({ ...values, created_at: r.now })
    .onConflictDoNothing({ target: orders.patient_id, where: OPEN_ORDER })
    .returning();
  const draft = inserted ?? (await takeOverDraft(tx, r.patientId, values));
  if (!draft) return null;
  const line = {
    product_id: product.product_id,
    quantity: 1,
    unit_price: product.price,
    item_description: product.name,
  };
  await tx
    .insert(orderLine)
    .values({ order_id: draft.order_id, ...line })
    .onConflictDoUpdate({ target: orderLine.order_id, set: line });
  // The totals are the server's, from the product's price (decision 009: VAT from its rate).
  const totals = orderTotals([
    { unitPricePence: toPence(product.price), quantity: 1, vatRate: Number(product.vat_rate) },
  ]);
  await tx
    .update(orders)
    .set({
      total: penceToDecimal(totals.totalPence),
      vat: penceToDecimal(totals.vatPence),
      total_due: penceToDecimal(totals.totalDuePence),
      completed_at: r.now,
    })
    .where(eq(orders.order_id, draft.order_id));
  // Submitting is the patient's 'complete' move, through the order's lifecycle (decision 064).
  const { order } = await moveOrder(tx, {
    orderId: draft.order_id,
    action: "complete",
    actor: r.actor,
    now: r.now,
    note: "Next pen requested",
  });
  return order;
}

/**
 * The full safety questionnaire given again after a long break, locked to the new order as a
 * questionnaire of its own kind (REASSESSMENT_HISTORY_TYPE), so the prescriber reads it like
 * the first one and knows it was given since the break. Height and diabetes carry over from
 * the latest questionnaire; the weight is today's.
 */
export async function insertReassessment(
  tx: Tx,
  r: {
    patientId: number;
    orderId: number;
    weightKg: number;
    questionnaire: NonNullable<ReorderInput["questionnaire"]>;
    now: Date;
  },
) {
  const [previous] = await tx
    .select()
    .from(patientHistory)
    .where(eq(patientHistory.patient_id, r.patientId))
    .orderBy(desc(patientHistory.patient_history_id))
    .limit(1);
  const height = previous?.height ?? 0;
  const answers = Object.fromEntries(
    [...EXCLUSIONS, ...MEDICAL_QUESTIONS].map((q) => [q.column, answerToStored(r.questionnaire.answers[q.field])]),
  );
  const [row] = await tx
    .insert(patientHistory)
    .values({
      patient_id: r.patientId,
      order_id: r.orderId,
      history_type_id: REASSESSMENT_HISTORY_TYPE,
      height,
      weight: r.weightKg,
      bmi: height > 0 ? (calculateBmi(height, r.weightKg) ?? 0) : 0,
      is_diabetic: previous?.is_diabetic ?? null,
      diabetes_type: previous?.diabetes_type ?? null,
      diabetes_details: previous?.diabetes_details ?? null,
      gp_practice_name: previous?.gp_practice_name ?? null,
      gp_practice_address: previous?.gp_practice_address ?? null,
      gp_consent: previous?.gp_consent ?? null,
      date_completed: isoToday(r.now),
      created_at: r.now,
      updated_at: r.now,
      ...answers,
    })
    .returning({ id: patientHistory.patient_history_id });
  await tx.update(orders).set({ patient_history_id: row!.id }).where(eq(orders.order_id, r.orderId));
  return row!.id;
}

const yesDetails = (a: { answer: "yes" | "no"; details: string }) => (a.answer === "yes" ? a.details.trim() : null);
const yesNo = (v: "yes" | "no" | null) => (v === null ? null : v === "yes");

/** The check-in (append-only) and the consultation that puts the request in the prescriber's queue, due 24 hours later. */
export async function insertCheckinAndConsultation(
  tx: Tx,
  r: {
    patientId: number;
    orderId: number;
    input: ReorderInput;
    female: boolean;
    gapDays: number;
    previousProductId: number;
    requestedProductId: number;
    kind: "reorder" | "restart";
    now: Date;
  },
) {
  const i = r.input;
  const [checkin] = await tx
    .insert(checkins)
    .values({
      order_id: r.orderId,
      patient_id: r.patientId,
      weight_kg: i.weightKg,
      weighed_on: i.weighedOn,
      injections_taken: i.injectionsTaken,
      last_injection_on: i.lastInjectionOn,
      side_effects: i.sideEffects,
      new_conditions: yesDetails(i.newConditions),
      new_medicines: yesDetails(i.newMedicines),
      pregnant_breastfeeding_or_planning: r.female ? yesNo(i.pregnantBreastfeedingOrPlanning) : null,
      oral_contraception: r.female ? yesNo(i.oralContraception) : null,
      gap_days: r.gapDays,
      previous_product_id: r.previousProductId,
      requested_product_id: r.requestedProductId,
      created_at: r.now,
    })
    .returning({ id: checkins.checkin_id });
  const [consultation] = await tx
    .insert(consultations)
    .values({
      order_id: r.orderId,
      patient_id: r.patientId,
      kind: r.kind,
      status: "awaiting_review",
      requested_product_id: r.requestedProductId,
      opened_at: r.now,
      due_at: new Date(r.now.getTime() + REVIEW_DUE_HOURS * 3600 * 1000),
      updated_at: r.now,
    })
    .returning({ id: consultations.consultation_id });
  return { checkinId: checkin!.id, consultationId: consultation!.id };
}
