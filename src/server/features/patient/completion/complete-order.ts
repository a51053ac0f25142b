import { eq } from "drizzle-orm";
import { isoToday } from "@/shared/domain/dates";
import { REVIEW_DUE_HOURS } from "@/shared/domain/prescribing/consultation-flags";
import { formatMoney } from "@/shared/domain/payments/money";
import { consultationKindFor } from "@/shared/domain/prescribing/consultation-vocabulary";
import { completionRefusal, type CompletionRefusal, ORDER_MESSAGES } from "@/shared/domain/orders/order-state";
import type { Ctx } from "../../../deps";
import { consultations, orders, patientHistory } from "../../../db/schema";
import { queueOrderCompletedEmails } from "../../../email/orders/order-completed";
import { AppError } from "../../../lib/http/app-error";
import { moveOrder } from "../../../lib/orders/order-moves";
import { recomputeTotals } from "../../../lib/orders/order-lines";
import { requireInStock } from "../../../lib/dispensing/stock";
import { getSettings } from "../../../lib/site/settings";
import { toCompletedOrder } from "../order.mapper";
import { fullName } from "../patient.mapper";
import {
  findOpenHistory,
  findOpenOrder,
  isOpenHistory,
  latestCompletedOrder,
  orderLineOf,
  refuseWhenNextPenFromAccount,
  requirePatientForSave,
  starterDoseOnly,
} from "../patient.queries";
import { eligibilityOf, safetyStepRecordOf } from "../questionnaire.mapper";

/** How each refusal is answered: a dose the patient may not request is forbidden; anything missing is a conflict with the order's state. */
const CODE_OF: Record<CompletionRefusal["reason"], "forbidden" | "conflict" | "invalid_input"> = {
  already_completed: "conflict",
  no_dose: "conflict",
  no_shipping: "conflict",
  dose_not_allowed: "forbidden",
  // decision 082: the patient has something to answer; the answer names the step to go back to.
  safety_incomplete: "invalid_input",
  not_eligible: "conflict",
};

const HOUR_MS = 60 * 60 * 1000;

/**
 * POST /api/patient/complete (docs/spec.md §4 order completion; decision 010): the open order
 * becomes completed once, its questionnaire is locked to it, its consultation opens and the
 * e-mails are queued, all in one transaction. A repeat (double click, retry) answers with the
 * order it already completed. A patient whose next pen comes through the re-order check-in
 * completes nothing here (decision 083).
 */
export async function completeOrder({ db, now, actor }: Ctx) {
  return db.transaction(async (tx) => {
    // The patient row is locked first, so concurrent completes of one patient queue up here.
    const patient = await requirePatientForSave(tx, actor.userId);
    await refuseWhenNextPenFromAccount(tx, patient.patient_id);
    const settings = await getSettings(tx);
    const order = await findOpenOrder(tx, patient.patient_id, true);
    if (!order) {
      const done = await latestCompletedOrder(tx, patient.patient_id);
      if (!done) throw new AppError("not_found", ORDER_MESSAGES.noOrder);
      const doneLine = await orderLineOf(tx, done.order_id);
      return { ...toCompletedOrder(patient, done, doneLine, settings), alreadyCompleted: true, queued: false };
    }

    const line = await orderLineOf(tx, order.order_id);
    const history = await findOpenHistory(tx, patient.patient_id);
    const refusal = completionRefusal({
      statusId: order.order_status_id,
      productId: line?.productId ?? null,
      deliveryMethod: order.delivery_method,
      shipAddress1: order.ship_addr1,
      starterDoseOnly: line ? await starterDoseOnly(tx, patient) : false,
      safety: safetyStepRecordOf(history),
      eligibility: eligibilityOf(patient, history, now),
    });
    if (refusal)
      throw new AppError(
        CODE_OF[refusal.reason],
        refusal.message,
        refusal.step ? { details: { step: refusal.step } } : {},
      );

    // Decision 124: a dose out of stock is not ordered (the dose step says so and offers to wait).
    if (line) await requireInStock(tx, line.productId, now);

    // The totals are computed again from the line so what is completed is what is charged.
    await recomputeTotals(tx, order.order_id, now);
    // The move to awaiting review, with its event, goes through the order's lifecycle (decision 064).
    await moveOrder(tx, {
      orderId: order.order_id,
      action: "complete",
      actor: { kind: "patient", userId: actor.userId, name: fullName(patient) },
      now,
    });
    const [completed] = await tx
      .update(orders)
      .set({
        completed_at: now,
        patient_history_id: history!.patient_history_id,
        product_name: line!.productName,
        updated_at: now,
      })
      .where(eq(orders.order_id, order.order_id))
      .returning();
    // Lock the questionnaire to this order (decision 010): the next order starts a fresh one.
    await tx
      .update(patientHistory)
      .set({ order_id: order.order_id, date_completed: isoToday(now), updated_at: now })
      .where(isOpenHistory(history!.patient_history_id));
    // The order's consultation opens in the prescriber's queue (decisions 023, 077), due in 24 hours.
    await tx.insert(consultations).values({
      order_id: order.order_id,
      patient_id: patient.patient_id,
      kind: consultationKindFor(patient.patient_type_id),
      status: "awaiting_review",
      requested_product_id: line!.productId,
      opened_at: now,
      due_at: new Date(now.getTime() + REVIEW_DUE_HOURS * HOUR_MS),
      updated_at: now,
    });

    const dto = toCompletedOrder(patient, completed!, line, settings);
    await queueOrderCompletedEmails(tx, {
      orderId: dto.orderId,
      patientId: dto.patientId,
      patientName: dto.name,
      patientEmail: dto.email,
      productName: dto.productName,
      total: formatMoney(dto.total),
      vat: formatMoney(dto.vat),
      totalDue: formatMoney(dto.totalDue),
      date: dto.date,
      deliveryMethod: dto.deliveryMethod,
      shippingLines: dto.shippingLines,
      bookingUrl: dto.bookingUrl,
    });
    return { ...dto, alreadyCompleted: false, queued: true };
  });
}
