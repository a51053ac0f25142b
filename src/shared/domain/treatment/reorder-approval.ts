/**
 * The re-order's rules, checked again when a prescriber approves a supply (or corrects a
 * decision to an approval), not only when the check-in is sent (issue 19, decision 085): a
 * patient who has been supplied gets their next pen only through the re-order check-in, not
 * before the re-order window after the last supply, never while a red-flag report waits for a
 * prescriber, and on the dose ladder (decision 030): a step up only where the ladder offers one
 * for what the check-in told, and never at a restart after a break. The rules are the re-order's
 * own (reorderEligibility, doseLadder), so the request and the approval cannot disagree.
 */
import {
  doseLadder,
  highestApprovableMg,
  MIN_INJECTIONS_TO_STEP_UP,
  MISSED_DOSE_NOTICE,
  UP_REASONS,
} from "./dose-ladder";
import { reorderEligibility } from "./reorder";
import { longDate } from "../dates";
import type { SideEffectLevel } from "../clinical/side-effects";

/** What the patient told at the check-in of this order. */
export interface CheckinFacts {
  /** Days from the last injection to the request (the check-in's gap). */
  gapDays: number;
  injectionsTaken: number;
  worstSideEffect: SideEffectLevel;
  /** Female patients: pregnant, breastfeeding or planning a pregnancy. */
  pregnantBreastfeedingOrPlanning: boolean;
}

export interface ReorderRuleFacts {
  /** The day the last pen was supplied (yyyy-MM-dd), or null when nothing was supplied. */
  lastSuppliedOn: string | null;
  /** A red-flag side-effect report no prescriber has handled yet (issue 13, decision 075). */
  unhandledRedFlag: boolean;
  /** The check-in the order was requested with, or null for an order requested without one. */
  checkin: CheckinFacts | null;
  /** The Clinical settings these rules read (decision 030). */
  policy: { reorderWindowDays: number; restartGapDays: number; reassessmentGapDays: number };
}

/** The rules of a patient never supplied and with nothing waiting for review: nothing to check. */
export const FIRST_SUPPLY_RULES: Omit<ReorderRuleFacts, "policy"> = {
  lastSuppliedOn: null,
  unhandledRedFlag: false,
  checkin: null,
};

export const REORDER_APPROVAL_MESSAGES = {
  redFlag: "A red-flag side-effect report is waiting for review: mark it handled before approving a supply.",
  checkinFirst: "This patient has been supplied before: their next pen is requested through the re-order check-in.",
  tooEarly: (availableFrom: string) =>
    `The next pen can be approved from ${longDate(availableFrom)}, the re-order window after the last supply.`,
  restart: "The dose can't go up at a restart after a break.",
  missedDose: "The patient missed a dose before this request, so the dose can't go up.",
  injections: `The dose can go up only after at least ${MIN_INJECTIONS_TO_STEP_UP} injections from the last pen.`,
  sideEffects: "The dose can't go up while the patient reports moderate or severe side effects.",
  pregnancy: "The dose can't go up while the patient is pregnant, breastfeeding or planning a pregnancy.",
} as const;

/** The prescriber's words for the ladder's reason (told to the patient) why the dose cannot go up. */
const FOR_THE_PRESCRIBER = new Map<string, string>([
  [MISSED_DOSE_NOTICE, REORDER_APPROVAL_MESSAGES.missedDose],
  [UP_REASONS.injections, REORDER_APPROVAL_MESSAGES.injections],
  [UP_REASONS.sideEffects, REORDER_APPROVAL_MESSAGES.sideEffects],
  [UP_REASONS.pregnancy, REORDER_APPROVAL_MESSAGES.pregnancy],
]);

export interface ReorderApprovalProblem {
  /** "dose" narrows the doses the Approve dialog offers; "reorder" is on the record. */
  rule: "dose" | "reorder";
  message: string;
}

/** Why a step up to `approvedMg` is not allowed, or null (a step of more than one is the one-step rule's). */
function stepUpProblem(
  f: ReorderRuleFacts,
  strengthsMg: readonly number[],
  lastSuppliedMg: number,
  approvedMg: number,
): string | null {
  if (approvedMg <= lastSuppliedMg || approvedMg > highestApprovableMg(strengthsMg, lastSuppliedMg)) return null;
  if (f.checkin === null) return null;
  const ladder = doseLadder(
    {
      strengthsMg,
      currentMg: lastSuppliedMg,
      gapDays: f.checkin.gapDays,
      injectionsTaken: f.checkin.injectionsTaken,
      worstSideEffect: f.checkin.worstSideEffect,
      pregnantBreastfeedingOrPlanning: f.checkin.pregnantBreastfeedingOrPlanning,
    },
    f.policy,
  );
  if (ladder.kind === "restart") return REORDER_APPROVAL_MESSAGES.restart;
  if (ladder.options.some((o) => o.move === "up" && o.mg === approvedMg)) return null;
  return FOR_THE_PRESCRIBER.get(ladder.upUnavailableReason ?? "") ?? REORDER_APPROVAL_MESSAGES.injections;
}

/** Every re-order rule an approval of `approvedMg` on `today` (yyyy-MM-dd) would break, in the order they are met. */
export function reorderApprovalProblems(
  f: ReorderRuleFacts,
  approval: { today: string; approvedMg: number; lastSuppliedMg: number | null; strengthsMg: readonly number[] },
): ReorderApprovalProblem[] {
  const problems: ReorderApprovalProblem[] = [];
  if (f.unhandledRedFlag) problems.push({ rule: "reorder", message: REORDER_APPROVAL_MESSAGES.redFlag });
  if (f.lastSuppliedOn === null) return problems;
  if (f.checkin === null) problems.push({ rule: "reorder", message: REORDER_APPROVAL_MESSAGES.checkinFirst });
  const window = reorderEligibility(
    { lastSuppliedOn: f.lastSuppliedOn, hasOpenOrder: false, latestDecisionRejected: false },
    approval.today,
    f.policy,
  );
  if (!window.canReorder && window.availableFrom !== null)
    problems.push({ rule: "reorder", message: REORDER_APPROVAL_MESSAGES.tooEarly(window.availableFrom) });
  if (approval.lastSuppliedMg !== null) {
    const step = stepUpProblem(f, approval.strengthsMg, approval.lastSuppliedMg, approval.approvedMg);
    if (step) problems.push({ rule: "dose", message: step });
  }
  return problems;
}
