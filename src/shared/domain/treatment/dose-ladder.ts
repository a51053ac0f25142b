/**
 * The dose ladder of ongoing treatment (decisions 025, 030). The licensed facts are code: start
 * on 2.5 mg, go up in single steps of at least 4 weeks, 15 mg at most, a missed weekly dose
 * may be taken within 4 days. The pharmacy's own policy numbers (when a break becomes a
 * restart, when a restart needs a full reassessment) come from the Clinical settings.
 */
import type { SideEffectLevel } from "../clinical/side-effects";

/** Weekly doses, and a missed dose may still be taken within 4 days: 7 + 4. */
export const ON_TIME_MAX_GAP_DAYS = 11;
/** Injections from the last pen before the dose may go up (about 3 weeks on it). */
export const MIN_INJECTIONS_TO_STEP_UP = 3;

export interface LadderPolicy {
  /** A gap of this many days or more is a restart (setting restart_gap_days). */
  restartGapDays: number;
  /** A gap of this many days or more needs a new measurement and the full questionnaire (setting reassessment_gap_days). */
  reassessmentGapDays: number;
}

export interface LadderInput {
  /** Strengths of the active products, in mg. */
  strengthsMg: readonly number[];
  /** The dose of the last supplied pen. */
  currentMg: number;
  /** Days since the last injection. */
  gapDays: number;
  injectionsTaken: number;
  worstSideEffect: SideEffectLevel;
  /** Female patients: pregnant, breastfeeding or planning a pregnancy. */
  pregnantBreastfeedingOrPlanning: boolean;
}

export type DoseMove = "stay" | "down" | "up";
export interface LadderOption {
  move: DoseMove;
  mg: number;
  label: string;
}

export interface Ladder {
  kind: "reorder" | "restart";
  options: LadderOption[];
  /** Shown above the options: why the dose cannot go up, or why the pharmacist decides. */
  notice: string | null;
  /** Why 'Move up' is not offered (null when it is, or at a restart). */
  upUnavailableReason: string | null;
  /** A new independent measurement and the full safety questionnaire before approval. */
  requiresReassessment: boolean;
}

export const MISSED_DOSE_NOTICE = "You missed a dose recently, so your dose can't go up this time.";
export const RESTART_NOTICE = "As you've had a break, the pharmacist will decide your restart dose.";
export const ONE_STEP_AT_A_TIME = "Doses go up one step at a time.";
export const UP_REASONS = {
  highest: "You are already on the highest dose.",
  injections: `Your dose can go up only after at least ${MIN_INJECTIONS_TO_STEP_UP} injections from your last pen.`,
  sideEffects: "Your dose can't go up while you have moderate or severe side effects.",
  pregnancy: "Your dose can't go up while you are pregnant, breastfeeding or planning a pregnancy.",
} as const;

/** '2.5', '5', '12.5': how a strength is written in labels. */
export const formatMg = (mg: number) => String(Number(mg.toFixed(1)));

/** The strength in mg from a product name such as 'Mounjaro 7.5mg pre-filled pen'; null without one. */
export function mgFromName(name: string): number | null {
  const match = /(\d+(?:\.\d+)?)\s*mg\b/i.exec(name);
  return match ? Number(match[1]) : null;
}

const sorted = (strengths: readonly number[]) => [...new Set(strengths)].sort((a, b) => a - b);
/** The next strength above `mg`, or null at the top. */
export const stepUp = (strengths: readonly number[], mg: number) => sorted(strengths).find((s) => s > mg) ?? null;
/** The next strength below `mg`, or null at the bottom. */
export const stepDown = (strengths: readonly number[], mg: number) => sorted(strengths).findLast((s) => s < mg) ?? null;

function upReason(input: LadderInput, up: number | null): string | null {
  if (up === null) return UP_REASONS.highest;
  if (input.injectionsTaken < MIN_INJECTIONS_TO_STEP_UP) return UP_REASONS.injections;
  if (input.worstSideEffect === "moderate" || input.worstSideEffect === "severe") return UP_REASONS.sideEffects;
  if (input.pregnantBreastfeedingOrPlanning) return UP_REASONS.pregnancy;
  return null;
}

/** The doses a patient may request at a re-order, and what they are told. */
export function doseLadder(input: LadderInput, policy: LadderPolicy): Ladder {
  if (input.gapDays >= policy.restartGapDays) {
    return {
      kind: "restart",
      options: [],
      notice: RESTART_NOTICE,
      upUnavailableReason: null,
      requiresReassessment: input.gapDays >= policy.reassessmentGapDays,
    };
  }
  const current = input.currentMg;
  const options: LadderOption[] = [{ move: "stay", mg: current, label: `Stay on ${formatMg(current)} mg` }];
  const down = stepDown(input.strengthsMg, current);
  if (down !== null) options.push({ move: "down", mg: down, label: `Move down to ${formatMg(down)} mg` });
  const up = stepUp(input.strengthsMg, current);
  if (input.gapDays > ON_TIME_MAX_GAP_DAYS) {
    return {
      kind: "reorder",
      options,
      notice: MISSED_DOSE_NOTICE,
      upUnavailableReason: MISSED_DOSE_NOTICE,
      requiresReassessment: false,
    };
  }
  const reason = upReason(input, up);
  if (reason === null && up !== null) options.push({ move: "up", mg: up, label: `Move up to ${formatMg(up)} mg` });
  return {
    kind: "reorder",
    options,
    notice: reason === UP_REASONS.highest ? null : reason,
    upUnavailableReason: reason,
    requiresReassessment: false,
  };
}

export type DoseRequestCheck = { ok: true; option: LadderOption } | { ok: false; message: string };

/** Whether the requested dose is one the ladder offers; otherwise the reason (answered 422). */
export function checkRequestedDose(
  ladder: Ladder,
  input: Pick<LadderInput, "strengthsMg" | "currentMg">,
  requestedMg: number | null,
): DoseRequestCheck {
  if (ladder.kind === "restart") {
    return requestedMg === null
      ? { ok: true, option: { move: "stay", mg: input.currentMg, label: RESTART_NOTICE } }
      : { ok: false, message: RESTART_NOTICE };
  }
  if (requestedMg === null) return { ok: false, message: "Please select a dose" };
  const offered = ladder.options.find((o) => o.mg === requestedMg);
  if (offered) return { ok: true, option: offered };
  const up = stepUp(input.strengthsMg, input.currentMg);
  if (up !== null && requestedMg > up) return { ok: false, message: ONE_STEP_AT_A_TIME };
  if (up !== null && requestedMg === up && ladder.upUnavailableReason)
    return { ok: false, message: ladder.upUnavailableReason };
  return { ok: false, message: "This dose is not available for your next pen." };
}

/**
 * The most a prescriber may approve after a supply: any lower dose, or one step above the
 * last supplied dose at most.
 */
export function highestApprovableMg(strengths: readonly number[], lastSuppliedMg: number): number {
  return stepUp(strengths, lastSuppliedMg) ?? lastSuppliedMg;
}
