import { eq } from "drizzle-orm";
import { checkRequestedDose, doseLadder } from "@/shared/domain/treatment/dose-ladder";
import { ORDER_STATE_LABEL, orderStateOf } from "@/shared/domain/orders/order-lifecycle";
import { checkinDateProblems, checkinLadderInput, REORDER_MESSAGES } from "@/shared/domain/treatment/reorder";
import {
  CHOOSE_YES_OR_NO,
  FEMALE_ONLY_FIELDS,
  questionnaireRequired,
  type ReorderInput,
} from "@/shared/schemas/treatment/reorder";
import type { Ctx } from "../../deps";
import { checkins } from "../../db/schema";
import { queueReorderReceivedEmail } from "../../email/orders/reorder-received";
import { AppError, type FieldErrors } from "../../lib/http/app-error";
import { outOfStockProducts } from "../../lib/dispensing/stock";
import { STOCK_MESSAGES } from "@/shared/domain/dispensing/stock";
import { doseProducts, reorderStatus } from "../../lib/treatment/reorder-status";
import {
  accountPatient,
  createRequestedOrder,
  insertCheckinAndConsultation,
  insertReassessment,
} from "./reorder.queries";

const invalid = (fields: FieldErrors) => {
  throw new AppError("invalid_input", "Please check the highlighted fields", { fields });
};

/**
 * POST /api/account/reorder (issue 13): the patient's check-in and the dose they ask for. The
 * server reads the gap since the last injection by its own clock, builds the dose ladder again
 * and refuses a dose it does not offer (422, with the reason). Then, in one transaction: a new
 * order awaiting review (with its event), its line, the check-in, the full questionnaire when
 * the break asks for it, the consultation (re-order, or restart after a long gap) due in 24
 * hours, and the patient's e-mail. A second submit (a double click) finds the open order it
 * made and answers 409 "already requested"; nothing is written twice.
 */
export async function requestReorder(ctx: Ctx, input: ReorderInput) {
  return ctx.db.transaction(async (tx) => {
    // The patient row is locked first, so concurrent submits of one patient queue up here.
    const patient = await accountPatient(tx, ctx.actor.userId, true);
    if (!patient) throw new AppError("conflict", REORDER_MESSAGES.noSupply);
    const status = await reorderStatus(tx, patient.patient_id, ctx.now);
    if (!status.eligibility.canReorder) {
      const [made] = status.openOrder
        ? await tx
            .select({ id: checkins.checkin_id })
            .from(checkins)
            .where(eq(checkins.order_id, status.openOrder.order_id))
            .limit(1)
        : [];
      throw new AppError("conflict", made ? REORDER_MESSAGES.alreadyRequested : status.eligibility.message);
    }
    const supply = status.supply!;
    if (supply.mg === null) throw new AppError("conflict", REORDER_MESSAGES.noSupply);

    const female = patient.sex === 2;
    const fields: FieldErrors = { ...checkinDateProblems(input, status.today, supply.suppliedOn) };
    if (female) for (const f of FEMALE_ONLY_FIELDS) if (input[f] === null) fields[f] = CHOOSE_YES_OR_NO;
    const strengths = await doseProducts(tx);
    const ladderInput = checkinLadderInput(input, {
      today: status.today,
      strengthsMg: strengths.map((s) => s.mg),
      currentMg: supply.mg,
      female,
    });
    const { gapDays } = ladderInput;
    const ladder = doseLadder(ladderInput, status.policy);
    if (ladder.requiresReassessment && !input.questionnaire)
      fields.questionnaire = questionnaireRequired(status.policy.reassessmentGapDays);
    if (Object.keys(fields).length > 0) invalid(fields);

    const dose = checkRequestedDose(ladder, ladderInput, input.requestedMg);
    if (!dose.ok) throw new AppError("unprocessable", dose.message, { fields: { requestedMg: dose.message } });
    // At a restart the pharmacist decides the dose: the last supplied one stands in on the order
    // line until the prescriber approves the dose they choose.
    const product =
      ladder.kind === "restart"
        ? strengths.find((s) => s.productId === supply.productId)
        : strengths.find((s) => s.mg === dose.option.mg);
    if (!product) throw new AppError("unprocessable", "This dose is not available for your next pen.");
    // Decision 124: a dose out of stock cannot be chosen (at a restart the pharmacist chooses).
    if (ladder.kind !== "restart" && (await outOfStockProducts(tx, ctx.now)).has(product.productId)) {
      const message = STOCK_MESSAGES.outOfStockRefusal;
      throw new AppError("conflict", message, { fields: { requestedMg: message } });
    }

    const actor = {
      kind: "patient" as const,
      userId: ctx.actor.userId,
      name: [patient.firstname, patient.lastname].filter(Boolean).join(" ") || ctx.actor.name,
    };
    const order = await createRequestedOrder(tx, {
      patientId: patient.patient_id,
      from: supply.order,
      productId: product.productId,
      actor,
      now: ctx.now,
    });
    if (!order) throw new AppError("conflict", REORDER_MESSAGES.alreadyRequested);
    if (input.questionnaire && ladder.requiresReassessment) {
      await insertReassessment(tx, {
        patientId: patient.patient_id,
        orderId: order.order_id,
        weightKg: input.weightKg,
        questionnaire: input.questionnaire,
        now: ctx.now,
      });
    }
    const { consultationId } = await insertCheckinAndConsultation(tx, {
      patientId: patient.patient_id,
      orderId: order.order_id,
      input,
      female,
      gapDays,
      previousProductId: supply.productId,
      requestedProductId: product.productId,
      kind: ladder.kind,
      now: ctx.now,
    });
    await queueReorderReceivedEmail(tx, { orderId: order.order_id, patientId: patient.patient_id, appUrl: ctx.appUrl });
    const state = orderStateOf(order.order_status_id);
    return {
      orderId: order.order_id,
      consultationId,
      kind: ladder.kind,
      gapDays,
      state,
      stateLabel: ORDER_STATE_LABEL[state],
    };
  });
}
