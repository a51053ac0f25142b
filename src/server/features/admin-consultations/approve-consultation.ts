import { eq } from "drizzle-orm";
import { isoToday } from "@/shared/domain/age";
import { clinicalPolicy } from "@/shared/domain/clinical-policy";
import { formatMg } from "@/shared/domain/dose-ladder";
import { approvalProblems, PENS_PER_SUPPLY, prescriptionValidUntil } from "@/shared/domain/prescribing";
import type { ApproveInput } from "@/shared/schemas/consultations";
import { readAll, type Tx } from "../../db/client";
import { gpLetters, orderLine, prescriptions } from "../../db/schema";
import { queueConsultationReviewedEmail } from "../../email/order-emails";
import { AppError } from "../../lib/app-error";
import { setOrderLine } from "../../lib/order-lines";
import { moveOrder } from "../../lib/order-moves";
import { reorderApprovalFacts } from "../../lib/progress";
import { getSettings } from "../../lib/settings";
import { type DecisionContext, type LockedConsultation, productsWithMg } from "./consultation.queries";
import { appendDecision, decisionResult, setConsultationStatus, setPatientReviewStatus } from "./decision-writes";
import { evidenceOf, questionnaireFacts, questionnaireForReview, recordFactsOf } from "./review-facts";

const CHOOSE_DOSE = "Choose the dose";
const NO_GP_REASON = "The patient has no GP.";

/**
 * Approve (decision 077): refused with 422, the first unmet rule as the message and every one
 * in `problems`, unless approvalProblems passes with the facts read from the database now and
 * the decision's own entries. Then, in the caller's transaction: the decision, the consultation
 * approved, the order to awaiting payment on the approved dose (its line and totals recomputed
 * when the dose changed), the prescription to print and sign (decision 028), the GP letter (a
 * draft, or not required with the reason), the patient's status and the patient's e-mail.
 */
export async function approveConsultation(tx: Tx, c: LockedConsultation, input: ApproveInput, ctx: DecisionContext) {
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
    },
    ctx,
  );
  await setConsultationStatus(tx, c, "approved", ctx.now);
  const moved = await moveOrder(tx, {
    orderId: c.order.order_id,
    action: "approve",
    actor: { kind: "prescriber", userId: ctx.userId, name: ctx.prescriber.name },
    now: ctx.now,
    data: { decisionId: decision.decision_id },
  });
  // The order is charged for the dose approved, at its price, with totals computed here.
  const [line] = await tx
    .select({ productId: orderLine.product_id })
    .from(orderLine)
    .where(eq(orderLine.order_id, c.order.order_id))
    .limit(1);
  if (line?.productId !== product.productId) await setOrderLine(tx, c.order.order_id, product.productId);

  const issuedOn = isoToday(ctx.now);
  const [prescription] = await tx
    .insert(prescriptions)
    .values({
      decision_id: decision.decision_id,
      consultation_id: c.consultation.consultation_id,
      order_id: c.order.order_id,
      patient_id: c.patient.patient_id,
      product_id: product.productId,
      medicine_name: settings.medicine_name,
      strength: `${formatMg(mg)} mg`,
      quantity: PENS_PER_SUPPLY,
      directions: input.directions,
      prescriber_name: ctx.prescriber.name,
      prescriber_gphc: ctx.prescriber.gphc,
      prescriber_type: ctx.prescriber.type,
      issued_on: issuedOn,
      valid_until: prescriptionValidUntil(issuedOn),
      created_at: ctx.now,
    })
    .returning({ id: prescriptions.prescription_id });
  const shared = entries.gpSharing === "shared";
  const [letter] = await tx
    .insert(gpLetters)
    .values({
      consultation_id: c.consultation.consultation_id,
      patient_id: c.patient.patient_id,
      status: shared ? "draft" : "not_required",
      not_required_reason: shared
        ? null
        : entries.gpSharing === "no_gp"
          ? NO_GP_REASON
          : entries.gpNotSharedReason.trim(),
      created_at: ctx.now,
      updated_at: ctx.now,
    })
    .returning({ id: gpLetters.gp_letter_id });
  await setPatientReviewStatus(tx, c, "approved", ctx);
  await queueConsultationReviewedEmail(tx, {
    orderId: c.order.order_id,
    patientId: c.patient.patient_id,
    appUrl: ctx.appUrl,
    consultationId: c.consultation.consultation_id,
    outcome: "approved",
  });
  return decisionResult(c, "approved", moved.to, decision, product.name, {
    prescriptionId: prescription!.id,
    gpLetterId: letter!.id,
  });
}
