/**
 * The facts a prescriber's decision and the queue's flags are computed from, read from the
 * database each time (decision 077): the questionnaire the order locked, the evidence on
 * record, and the patient's earlier supplies (server/lib/treatment/supplies). The rules themselves are the shared domain's
 * (approvalProblems, reviewFlags).
 */
import { and, desc, eq, isNotNull, lt } from "drizzle-orm";
import { isoToday } from "@/shared/domain/dates";
import type { ClinicalPolicy } from "@/shared/domain/clinical/clinical-policy";
import { type Flag, reviewFlags } from "@/shared/domain/prescribing/consultation-flags";
import { SEX } from "@/shared/domain/constants";
import { answerFromStored, EXCLUSIONS } from "@/shared/domain/clinical/exclusions";
import {
  hasWeightRelatedCondition,
  MEASUREMENT_MAX_AGE_DAYS,
  type RecordFacts,
} from "@/shared/domain/prescribing/prescribing";
import { type ConsultationKind, type GpConsent } from "@/shared/domain/prescribing/consultation-vocabulary";
import { type DbOrTx, readAll } from "../../db/client";
import { patientHistory } from "../../db/schema";
import { lockedQuestionnaire } from "../../lib/orders/locked-questionnaire";
import { hasUnhandledRedFlag } from "../../lib/clinical/side-effect-hold";
import type { ReorderApprovalFacts } from "../../lib/treatment/reorder-approval-facts";
import { lastSupply } from "../../lib/treatment/supplies";
import type { ConsultationRow, HistoryRow, OrderRow, PatientRow } from "./consultation.queries";
import {
  duplicatePatients,
  type IndependentMeasurement,
  latestIndependentMeasurements,
  verifiedIdentities,
} from "./evidence-on-record";

const HOUR_MS = 60 * 60 * 1000;
const yes = (stored: string | null | undefined) => answerFromStored(stored).answer === "yes";

/** What the locked questionnaire says, as the rules read it. Columns the patient never filled read as 'no'. */
export function questionnaireFacts(
  h: Pick<
    HistoryRow,
    | "weight"
    | "bmi"
    | "is_diabetic"
    | "diabetes_type"
    | "gp_consent"
    | "transfer_dose_mg"
    | "history_of_heart_condition_details"
    | "have_other_medical_conditions_details"
    | (typeof EXCLUSIONS)[number]["column"]
  > | null,
) {
  return {
    anyExclusionYes: h ? EXCLUSIONS.some((e) => yes(h[e.column])) : false,
    diabetic: h?.is_diabetic ?? false,
    selfReportedBmi: Number(h?.bmi ?? 0),
    selfReportedWeightKg: Number(h?.weight ?? 0),
    gpConsent: (h?.gp_consent ?? null) as GpConsent | null,
    pregnantOrBreastfeeding: yes(h?.is_pregnant_or_breastfeeding_details),
    weightRelatedCondition: h
      ? hasWeightRelatedCondition({
          isDiabetic: h.is_diabetic,
          diabetesType: h.diabetes_type,
          heartCondition: yes(h.history_of_heart_condition_details),
          otherConditions: yes(h.have_other_medical_conditions_details),
        })
      : false,
    transferDoseMg:
      h?.transfer_dose_mg === null || h?.transfer_dose_mg === undefined ? null : Number(h.transfer_dose_mg),
  };
}
export type QuestionnaireFacts = ReturnType<typeof questionnaireFacts>;

/**
 * The questionnaire a review reads: the one the order locked (decision 010), never a newer one.
 * A re-order is requested with a check-in, not the questionnaire: it reads the patient's latest
 * questionnaire locked to an earlier order (GP consent, conditions), and says which order that was.
 */
export async function questionnaireForReview(
  db: DbOrTx,
  order: Pick<OrderRow, "order_id" | "patient_id" | "patient_history_id">,
) {
  const locked = await lockedQuestionnaire(db, order);
  if (locked) return { history: locked, fromOrderId: order.order_id };
  const [earlier] = await db
    .select()
    .from(patientHistory)
    .where(
      and(
        eq(patientHistory.patient_id, order.patient_id),
        isNotNull(patientHistory.order_id),
        lt(patientHistory.order_id, order.order_id),
      ),
    )
    .orderBy(desc(patientHistory.order_id))
    .limit(1);
  return { history: earlier ?? null, fromOrderId: earlier?.order_id ?? null };
}

/** Hours from opening to the decision, or to now while it waits. */
export const waitingHours = (c: Pick<ConsultationRow, "opened_at" | "decided_at">, now: Date) =>
  ((c.decided_at ?? now).getTime() - c.opened_at.getTime()) / HOUR_MS;

export interface EvidenceOf {
  identity: Set<number>;
  measurement: Map<number, IndependentMeasurement>;
  duplicates: Awaited<ReturnType<typeof duplicatePatients>>;
}

/** The evidence of every patient in `patientIds`, in one query per kind of evidence. */
export async function evidenceOf(db: DbOrTx, patientIds: readonly number[], now: Date): Promise<EvidenceOf> {
  const unique = [...new Set(patientIds)];
  const [identity, measurement, duplicates] = await readAll(db, [
    () => verifiedIdentities(db, unique),
    () => latestIndependentMeasurements(db, unique, isoToday(now)),
    () => duplicatePatients(db, unique),
  ]);
  return { identity, measurement, duplicates };
}

/**
 * The queue's flags of one consultation (shared/domain/prescribing/consultation-flags). On treatment the
 * weight falls by design: a re-order's questionnaire is an earlier order's, so its self-reported
 * BMI and weight are not compared (the progress flags speak of the weights instead).
 */
export function flagsOf(
  patientId: number,
  q: QuestionnaireFacts,
  evidence: EvidenceOf,
  hours: number,
  policy: ClinicalPolicy,
  kind: ConsultationKind,
): Flag[] {
  const onTreatment = kind === "reorder" || kind === "restart";
  return reviewFlags(
    {
      anyExclusionYes: q.anyExclusionYes,
      diabetic: q.diabetic,
      selfReportedBmi: onTreatment ? 0 : q.selfReportedBmi,
      selfReportedWeightKg: onTreatment ? 0 : q.selfReportedWeightKg,
      identityChecked: evidence.identity.has(patientId),
      verifiedWeightKg: evidence.measurement.get(patientId)?.weightKg ?? null,
      duplicates: evidence.duplicates.get(patientId) ?? [],
      gpConsent: q.gpConsent,
      waitingHours: hours,
    },
    policy,
  );
}

/**
 * The record's half of ApprovalFacts for a consultation: the rest (dose, contact, GP sharing,
 * contraception advice) comes with the decision. A first supply or a transfer needs a
 * measurement from the last 30 days; later ones the re-verification setting's days.
 */
export async function recordFactsOf(
  db: DbOrTx,
  c: { consultation: ConsultationRow; patient: PatientRow },
  q: QuestionnaireFacts,
  evidence: EvidenceOf,
  strengthsMg: readonly number[],
  now: Date,
  policy: ClinicalPolicy,
  /** A re-order or restart's check-in facts (server/lib/treatment/progress), null for a first supply or a transfer. */
  reorder: ReorderApprovalFacts | null = null,
): Promise<RecordFacts> {
  const kind = c.consultation.kind as ConsultationKind;
  const m = evidence.measurement.get(c.patient.patient_id) ?? null;
  const firstSupply = kind === "initial" || kind === "transfer";
  const supply = await lastSupply(db, c.patient.patient_id);
  return {
    kind,
    today: now,
    dob: c.patient.date_of_birth,
    sex: c.patient.sex === SEX.female ? "female" : c.patient.sex === SEX.male ? "male" : null,
    identityVerified: evidence.identity.has(c.patient.patient_id),
    latestIndependentMeasurement: m ? { measuredOn: m.measuredOn, bmi: m.bmi } : null,
    measurementMaxAgeDays: firstSupply ? MEASUREMENT_MAX_AGE_DAYS : policy.reverificationDays,
    // Issue 13: after a break of the reassessment gap (setting reassessment_gap_days) a restart needs a new
    // measurement and the full questionnaire given since the break.
    reassessmentNeeded: reorder?.reassessmentNeeded ?? false,
    fullQuestionnaireSinceBreak: reorder?.fullQuestionnaireSinceBreak ?? true,
    weightRelatedCondition: q.weightRelatedCondition,
    // What the check-in told (pregnant, breastfeeding or planning) counts as much as the questionnaire.
    pregnantOrBreastfeeding: q.pregnantOrBreastfeeding || (reorder?.pregnantBreastfeedingOrPlanning ?? false),
    strengthsMg,
    lastSuppliedMg: reorder?.lastSuppliedMg ?? supply?.mg ?? null,
    transferDoseMg: q.transferDoseMg,
    gpConsent: q.gpConsent,
    // Issue 19: the re-order's rules again at approval (window, red-flag hold, the ladder).
    reorderRules: {
      lastSuppliedOn: supply?.suppliedOn ?? null,
      unhandledRedFlag: await hasUnhandledRedFlag(db, c.patient.patient_id),
      checkin: reorder?.checkin ?? null,
      policy: {
        reorderWindowDays: policy.reorderWindowDays,
        restartGapDays: policy.restartGapDays,
        reassessmentGapDays: policy.reassessmentGapDays,
      },
    },
  };
}
