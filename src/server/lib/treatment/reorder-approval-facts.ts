/**
 * The facts the approval of a re-order or restart needs (approvalProblems in
 * shared/domain/prescribing/prescribing): the break since the last injection and what it calls
 * for under the Clinical settings, the dose supplied before, and the check-in as the dose
 * ladder reads it (issue 19, decision 085).
 */
import { and, eq, gte } from "drizzle-orm";
import { clinicalPolicy } from "@/shared/domain/clinical/clinical-policy";
import { type SideEffectLevel, worstSideEffect } from "@/shared/domain/clinical/side-effects";
import { mgFromName } from "@/shared/domain/treatment/dose-ladder";
import type { CheckinFacts } from "@/shared/domain/treatment/reorder-approval";
import type { DbOrTx } from "../../db/client";
import { checkins, consultations, patientHistory, products } from "../../db/schema";
import { getSettings } from "../site/settings";

export interface ReorderApprovalFacts {
  kind: "reorder" | "restart";
  gapDays: number;
  /** The dose of the pen supplied before this request: the prescriber approves at most one step above it. */
  lastSuppliedMg: number | null;
  /** The break is the reassessment gap (setting reassessment_gap_days) or longer: a new measurement and the full questionnaire first. */
  reassessmentNeeded: boolean;
  /** The full safety questionnaire was answered on or after the last injection. */
  fullQuestionnaireSinceBreak: boolean;
  /** How old the latest independent measurement may be for a re-order (reverificationDays, 182). */
  measurementMaxAgeDays: number;
  /** Told at the check-in: pregnant, breastfeeding or planning a pregnancy (female patients). */
  pregnantBreastfeedingOrPlanning: boolean;
  /** The check-in as the ladder reads it, for the re-order's rules at approval (issue 19). */
  checkin: CheckinFacts;
}

/**
 * The facts approvalProblems needs for the consultation of a re-order or restart order; null
 * for an order that was not requested with a check-in (a first supply or a transfer).
 */
export async function reorderApprovalFacts(db: DbOrTx, orderId: number): Promise<ReorderApprovalFacts | null> {
  const [checkin] = await db.select().from(checkins).where(eq(checkins.order_id, orderId)).limit(1);
  if (!checkin) return null;
  const [consultation] = await db
    .select({ kind: consultations.kind })
    .from(consultations)
    .where(eq(consultations.order_id, orderId))
    .limit(1);
  const policy = clinicalPolicy(await getSettings(db));
  const [previous] = checkin.previous_product_id
    ? await db
        .select({ name: products.name })
        .from(products)
        .where(eq(products.product_id, checkin.previous_product_id))
        .limit(1)
    : [];
  const [questionnaire] = await db
    .select({ id: patientHistory.patient_history_id })
    .from(patientHistory)
    .where(
      and(
        eq(patientHistory.patient_id, checkin.patient_id),
        gte(patientHistory.date_completed, checkin.last_injection_on),
      ),
    )
    .limit(1);
  return {
    kind: consultation?.kind === "restart" ? "restart" : "reorder",
    gapDays: checkin.gap_days,
    lastSuppliedMg: previous ? mgFromName(previous.name) : null,
    reassessmentNeeded: checkin.gap_days >= policy.reassessmentGapDays,
    fullQuestionnaireSinceBreak: Boolean(questionnaire),
    measurementMaxAgeDays: policy.reverificationDays,
    pregnantBreastfeedingOrPlanning: checkin.pregnant_breastfeeding_or_planning === true,
    checkin: {
      gapDays: checkin.gap_days,
      injectionsTaken: checkin.injections_taken,
      worstSideEffect: worstSideEffect((checkin.side_effects ?? {}) as Record<string, SideEffectLevel>),
      pregnantBreastfeedingOrPlanning: checkin.pregnant_breastfeeding_or_planning === true,
    },
  };
}
