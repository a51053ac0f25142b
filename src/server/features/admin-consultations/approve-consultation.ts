import { eq } from "drizzle-orm";
import { clinicalPolicy } from "@/shared/domain/clinical/clinical-policy";
import {
  CORRECTION_MESSAGES,
  correctionMove,
  type DecidedOutcome,
} from "@/shared/domain/prescribing/decision-corrections";
import { formatMoney, toPence } from "@/shared/domain/payments/money";
import { approvalProblems, PENS_PER_SUPPLY } from "@/shared/domain/prescribing/prescribing";
import type { ApproveInput } from "@/shared/schemas/prescribing/consultations";
import { readAll, type Tx } from "../../db/client";
import { orderLine, orders } from "../../db/schema";
import { queueConsultationReviewedEmail } from "../../email/orders/consultation-reviewed";
import { AppError } from "../../lib/http/app-error";
import { setOrderLine } from "../../lib/orders/order-lines";
import { moveOrder } from "../../lib/orders/order-moves";
import { moneyOf } from "../../lib/payments/money";
import { reorderApprovalFacts } from "../../lib/treatment/reorder-approval-facts";
import { getSettings } from "../../lib/site/settings";
import { issuePrescription, writeGpLetter } from "./approval-documents";
import type { UnlockedKey } from "../../lib/prescribing/prescription-signing";
import { documentPharmacy } from "../../lib/prescribing/document-parts";
import type { StaffCtx } from "../../deps";
import { type LockedConsultation, prescriberMove, productsWithMg } from "./consultation.queries";
import {
  appendDecision,
  type Correction,
  correctionColumns,
  decisionEvent,
  decisionResult,
  setConsultationStatus,
  setPatientReviewStatus,
} from "./decision-writes";
import { evidenceOf, questionnaireFacts, questionnaireForReview, recordFactsOf } from "./review-facts";

const CHOOSE_DOSE = "Choose the dose";

/**
 * Approve (decision 077): refused with 422, the first unmet rule as the message and every one
 * in `problems`, unless approvalProblems passes with the facts read from the database now and
 * the decision's own entries. Then, in the caller's transaction: the decision, the consultation
 * approved, the order to awaiting payment on the approved dose (its line and totals recomputed
 * when the dose changed), the prescription signed with `key` (decision 118), the GP letter (a
 * draft, or not required with the reason), the patient's status and the patient's e-mail.
 * A correction (decision 085) is checked and written the same way, naming what it supersedes.
 */
export async function approveConsultation(
  tx: Tx,
  c: LockedConsultation,
  input: ApproveInput,
  ctx: StaffCtx,
  key: UnlockedKey,
  correction?: Correction,
) {
  const [{ history }, settings, catalogue, evidence, reorder] = await readAll(tx, [
    () => questionnaireForReview(tx, c.order),
    () => getSettings(tx),
    () => productsWithMg(tx),
    () => evidenceOf(tx, [c.patient.patient_id], ctx.now),
    () => reorderApprovalFacts(tx, c.order.order_id),
  ]);
  const product = catalogue.find((p) => p.productId === input.productId && p.mg !== null);
  if (!product) throw new AppError("invalid_input", CHOOSE_DOSE, { fields: { productId: CHOOSE_DOSE } });
  const mg = product.mg!;

  const q = questionnaireFacts(history);
  const strengthsMg = catalogue.flatMap((p) => (p.mg === null ? [] : [p.mg]));
  const record = await recordFactsOf(tx, c, q, evidence, strengthsMg, ctx.now, clinicalPolicy(settings), reorder);
  const entries = {
    contactMethod: input.contactMethod ?? null,
    contactJustification: input.contactJustification ?? "",
    gpSharing: input.gpSharing,
    gpNotSharedReason: input.gpNotSharedReason ?? "",
    contraceptionAdviceGiven: input.contraceptionAdviceGiven ?? false,
  };
  const problems = approvalProblems({ ...record, approvedMg: mg, ...entries });
  if (problems.length > 0) throw new AppError("unprocessable", problems[0]!.message, { details: { problems } });

  const decision = await appendDecision(
    tx,
    c,
    "approved",
    {
      reasoning: input.reasoning,
      product_id: product.productId,
      quantity: PENS_PER_SUPPLY,
      directions: input.directions,
      contact_method: entries.contactMethod,
      contact_justification: entries.contactJustification || null,
      gp_sharing: entries.gpSharing,
      gp_not_shared_reason: entries.gpNotSharedReason || null,
      contraception_advice_given: input.contraceptionAdviceGiven ?? null,
      ...correctionColumns(correction),
    },
    ctx,
  );
  await setConsultationStatus(tx, c, "approved", ctx.now);
  const moved = await moveOrder(tx, {
    orderId: c.order.order_id,
    // A correction (decision 085): an approval approved again, or a rejection reversed.
    action: correction ? correctionMove(correction.corrects.outcome as DecidedOutcome, "approved")! : "approve",
    actor: prescriberMove(ctx),
    now: ctx.now,
    ...decisionEvent(decision, correction),
  });
  // The order is charged for the dose approved, at its price, with totals computed here.
  const [line] = await tx
    .select({ productId: orderLine.product_id })
    .from(orderLine)
    .where(eq(orderLine.order_id, c.order.order_id))
    .limit(1);
  if (line?.productId !== product.productId) {
    // c.order is the row as locked, before the new line: its total is the price before the change.
    await setOrderLine(tx, c.order.order_id, product.productId, ctx.now);
    await requirePaidPriceKept(tx, c.order.order_id, c.order.total_due, product.name);
  }

  const prescriptionId = await issuePrescription(
    tx,
    c,
    decision,
    { productId: product.productId, mg, medicineName: settings.medicine_name, directions: input.directions },
    { ctx, key, practiceAddress: documentPharmacy(settings).address },
  );
  const gpLetterId = await writeGpLetter(tx, c, entries, ctx.now);
  await setPatientReviewStatus(tx, c, "approved", ctx);
  // A paid order approved again stays paid at its price: what the patient was told (approved, paid) still holds.
  if (moved.to === "awaiting_payment")
    await queueConsultationReviewedEmail(tx, {
      orderId: c.order.order_id,
      patientId: c.patient.patient_id,
      appUrl: ctx.appUrl,
      consultationId: c.consultation.consultation_id,
      outcome: "approved",
      correctionDecisionId: correction ? decision.decision_id : null,
    });
  return decisionResult(c, "approved", moved.to, decision, product.name, { prescriptionId, gpLetterId });
}

/**
 * Decision 085: an order already paid keeps the price it was paid at. A correction to a dose of
 * another price is refused (409); the prescriber corrects to a rejection instead (the payment is
 * refunded) and the patient orders again.
 */
async function requirePaidPriceKept(tx: Tx, orderId: number, totalBefore: string, productName: string) {
  const [order] = await tx
    .select({ order_id: orders.order_id, total_due: orders.total_due })
    .from(orders)
    .where(eq(orders.order_id, orderId));
  const { position } = await moneyOf(tx, order!);
  if (position.held <= 0 || position.total === toPence(totalBefore)) return;
  const message = CORRECTION_MESSAGES.paidAtAnotherPrice(
    orderId,
    formatMoney(position.held / 100),
    formatMoney(order!.total_due),
  );
  throw new AppError("conflict", message, {
    fields: { productId: `${productName} is priced differently from what was paid.` },
  });
}
