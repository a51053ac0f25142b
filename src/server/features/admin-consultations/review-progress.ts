/**
 * How the treatment is going, for the review of a re-order or a restart (issue 13): the
 * patient's dated weights (server/lib/treatment/progress) and their chart, the check-in this order was requested with, and
 * whether a restart needs a reassessment. Null for a first supply or a transfer.
 */
import { eq } from "drizzle-orm";
import type { ClinicalPolicy } from "@/shared/domain/clinical/clinical-policy";
import { formatMg, mgFromName } from "@/shared/domain/treatment/dose-ladder";
import type { ConsultationKind } from "@/shared/domain/prescribing/consultation-vocabulary";
import { SIDE_EFFECTS, type SideEffectLevel, worstSideEffect } from "@/shared/domain/clinical/side-effects";
import type { DbOrTx } from "../../db/client";
import { checkins, products } from "../../db/schema";
import { chartOf, patientProgress, type PatientProgress } from "../../lib/treatment/progress";
import { reorderApprovalFacts } from "../../lib/treatment/reorder-approval-facts";

export const isReorderKind = (kind: string) => kind === "reorder" || kind === "restart";

async function doseOf(db: DbOrTx, productId: number | null): Promise<string | null> {
  if (productId === null) return null;
  const [p] = await db
    .select({ name: products.name })
    .from(products)
    .where(eq(products.product_id, productId))
    .limit(1);
  const mg = p ? mgFromName(p.name) : null;
  return mg === null ? (p?.name ?? null) : `${formatMg(mg)} mg`;
}

/** The check-in of `orderId`, as the consultation page shows it. */
async function checkinOf(db: DbOrTx, orderId: number) {
  const [c] = await db.select().from(checkins).where(eq(checkins.order_id, orderId)).limit(1);
  if (!c) return null;
  const levels = (c.side_effects ?? {}) as Record<string, SideEffectLevel>;
  return {
    weighedOn: c.weighed_on,
    weightKg: c.weight_kg,
    injectionsTaken: c.injections_taken,
    lastInjectionOn: c.last_injection_on,
    gapDays: c.gap_days,
    sideEffects: SIDE_EFFECTS.map((e) => ({ key: e.key, label: e.label, level: levels[e.key] ?? "none" })),
    worstSideEffect: worstSideEffect(levels),
    newConditions: c.new_conditions,
    newMedicines: c.new_medicines,
    pregnantBreastfeedingOrPlanning: c.pregnant_breastfeeding_or_planning,
    oralContraception: c.oral_contraception,
    previousDose: await doseOf(db, c.previous_product_id),
    requestedDose: await doseOf(db, c.requested_product_id),
  };
}

/** The progress the page shows and the flags it adds to the consultation's own; null for a first supply or a transfer. */
export async function reviewProgress(
  db: DbOrTx,
  consultation: { kind: string; order_id: number; patient_id: number },
  now: Date,
  policy: Pick<ClinicalPolicy, "reassessmentGapDays">,
) {
  if (!isReorderKind(consultation.kind)) return null;
  const progress: PatientProgress = await patientProgress(db, consultation.patient_id, now);
  const facts = await reorderApprovalFacts(db, consultation.order_id);
  return {
    view: {
      kind: consultation.kind as Extract<ConsultationKind, "reorder" | "restart">,
      weights: progress.weights,
      // The same chart as the patient's (issue 23), with the re-order flags marked on it.
      chart: chartOf(progress, "prescriber"),
      latestBmi: progress.latestBmi,
      highestDose: progress.highestDose,
      checkin: await checkinOf(db, consultation.order_id),
      reassessmentNeeded: facts?.reassessmentNeeded ?? false,
      // The break that calls for it, as the superintendent set it (setting reassessment_gap_days).
      reassessmentGapDays: policy.reassessmentGapDays,
    },
    flags: progress.flags,
  };
}
