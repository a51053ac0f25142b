/** The consultation page's records as the prescriber reads them (decision 077). */
import { formatMg, mgFromName } from "@/shared/domain/treatment/dose-ladder";
import { answerFromStored, EXCLUSIONS, MEDICAL_QUESTIONS } from "@/shared/domain/clinical/exclusions";
import {
  CONTACT_METHOD_LABEL,
  type ContactMethod,
  DECISION_OUTCOME_LABEL,
  type DecisionOutcome,
  GP_SHARING_LABEL,
  type GpSharing,
  REJECT_REASON_LABEL,
  type RejectReason,
} from "@/shared/domain/prescribing/consultation-vocabulary";
import type { prescribingDecisions } from "../../db/schema";
import type { HistoryRow } from "./consultation.queries";

/** The questionnaire the order locked: every answer, the GP card and an existing user's transfer details. */
export function toLockedQuestionnaire(h: HistoryRow) {
  const question = (
    q: { field: string; column: keyof HistoryRow; label: string; question: string },
    group: "medical" | "exclusion",
  ) => {
    const answer = answerFromStored(h[q.column] as string | null);
    return {
      field: q.field,
      group,
      label: q.label,
      question: q.question,
      answer: answer.answer,
      details: answer.details,
    };
  };
  return {
    questionnaireId: h.patient_history_id,
    completedOn: h.date_completed,
    heightCm: Number(h.height),
    weightKg: Number(h.weight),
    bmi: Number(h.bmi),
    answers: [
      ...MEDICAL_QUESTIONS.map((q) => question(q, "medical")),
      ...EXCLUSIONS.map((q) => question(q, "exclusion")),
    ],
    diabetes: { isDiabetic: h.is_diabetic, type: h.diabetes_type, details: h.diabetes_details ?? "" },
    gp: {
      practiceName: h.gp_practice_name,
      practiceAddress: h.gp_practice_address,
      consent: h.gp_consent as "yes" | "no" | "no_gp" | null,
    },
    transfer: {
      provider: h.transfer_provider,
      doseMg: h.transfer_dose_mg === null ? null : Number(h.transfer_dose_mg),
      lastInjectionOn: h.transfer_last_injection,
      evidence: h.transfer_evidence,
    },
  };
}

const doseOf = (productName: string | null) => {
  const mg = productName ? mgFromName(productName) : null;
  return mg === null ? productName : `${formatMg(mg)} mg`;
};

type DecisionRow = typeof prescribingDecisions.$inferSelect;

/**
 * A decision as the history and the double-submit answer show it. A correction names the
 * decision it supersedes and why; a superseded decision names the one that corrected it
 * (decision 085), and stays on record as it was.
 */
export function toDecision(
  d: DecisionRow & { orderId: number; productName: string | null },
  supersededByDecisionId: number | null = null,
) {
  const outcome = d.outcome as DecisionOutcome;
  return {
    decisionId: d.decision_id,
    supersedesDecisionId: d.supersedes_decision_id,
    correctionReason: d.correction_reason,
    supersededByDecisionId,
    superseded: supersededByDecisionId !== null,
    consultationId: d.consultation_id,
    orderId: d.orderId,
    outcome,
    outcomeLabel: DECISION_OUTCOME_LABEL[outcome],
    prescriberName: d.prescriber_name,
    prescriberRegulator: d.prescriber_regulator,
    prescriberNumber: d.prescriber_number,
    prescriberType: d.prescriber_type,
    reasoning: d.reasoning,
    productId: d.product_id,
    dose: d.product_id === null ? null : doseOf(d.productName),
    quantity: d.quantity,
    directions: d.directions,
    rejectReason: d.reject_reason as RejectReason | null,
    rejectReasonLabel: d.reject_reason ? REJECT_REASON_LABEL[d.reject_reason as RejectReason] : null,
    question: d.question,
    contactMethod: d.contact_method as ContactMethod | null,
    contactMethodLabel: d.contact_method ? CONTACT_METHOD_LABEL[d.contact_method as ContactMethod] : null,
    contactJustification: d.contact_justification,
    gpSharing: d.gp_sharing as GpSharing | null,
    gpSharingLabel: d.gp_sharing ? GP_SHARING_LABEL[d.gp_sharing as GpSharing] : null,
    gpNotSharedReason: d.gp_not_shared_reason,
    contraceptionAdviceGiven: d.contraception_advice_given,
    createdAt: d.created_at.toISOString(),
  };
}
