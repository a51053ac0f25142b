/**
 * Who may request their next pen, and from when (issue 13, decision 030). A re-order follows a
 * supply: the medicine left the pharmacy (dispatched, delivered or collected), nothing else is
 * on its way, the prescriber has not turned the patient down since, and the re-order window
 * (the Clinical setting reorder_window_days) has passed since that supply. The check-in's
 * own date rules (weighed within WEIGHED_WITHIN_DAYS, last injection not before the pen was supplied) are
 * here too, so the form and the server say the same.
 */
import { addDays, daysBetween, longDate } from "../dates";
import { OPEN_ORDER_STATES, type OrderState, waitingFor } from "../orders/order-lifecycle";
import type { LadderInput } from "./dose-ladder";
import { REVIEW_FIRST_MESSAGE, type SideEffectLevel, worstSideEffect } from "../clinical/side-effects";

export type ReorderBlock = "no_supply" | "open_order" | "rejected" | "review_first" | "too_early";

export interface ReorderFacts {
  /** The date (yyyy-MM-dd) of the latest supply, or null when nothing was ever supplied. */
  lastSuppliedOn: string | null;
  hasOpenOrder: boolean;
  /** The patient's latest prescribing decision is a rejection. */
  latestDecisionRejected: boolean;
  /** A red-flag side-effect report a prescriber has not yet handled (issue 13). */
  unhandledRedFlag?: boolean;
}

export type ReorderEligibility =
  | { canReorder: true; availableFrom: string }
  | { canReorder: false; reason: ReorderBlock; message: string; availableFrom: string | null };

/** A weight taken longer ago than this does not describe today. */
export const WEIGHED_WITHIN_DAYS = 7;

export const REORDER_MESSAGES = {
  tooEarly: (availableFrom: string) => `You can request your next pen from ${longDate(availableFrom)}.`,
  noSupply: "You can request your next pen once your first pen has been supplied.",
  openOrder: "You already have an order in progress.",
  rejected: "The pharmacist could not approve your treatment, so a new pen can't be requested. Please contact us.",
  /** A second submit of the same request (a double click) finds the order it made. */
  alreadyRequested: "You have already requested your next pen.",
  weighedTooLongAgo: `The date weighed must be within the last ${WEIGHED_WITHIN_DAYS} days`,
  weighedInFuture: "The date weighed can't be in the future",
  injectionInFuture: "The date of your last injection can't be in the future",
  injectionBeforeSupply: (suppliedOn: string) =>
    `The date of your last injection can't be before your last pen was supplied (${longDate(suppliedOn)})`,
} as const;

/**
 * What a check-in tells the dose ladder (docs/spec.md §4): built once, so the re-order form shows
 * the ladder the server then applies. Side effects not yet answered do not count.
 */
export function checkinLadderInput(
  checkin: {
    lastInjectionOn: string;
    injectionsTaken: number;
    sideEffects: Partial<Record<string, SideEffectLevel | null>>;
    pregnantBreastfeedingOrPlanning: "yes" | "no" | null | undefined;
  },
  supply: { today: string; strengthsMg: readonly number[]; currentMg: number; female: boolean },
): LadderInput {
  const answered = Object.entries(checkin.sideEffects).filter(
    (entry): entry is [string, SideEffectLevel] => entry[1] != null,
  );
  return {
    strengthsMg: supply.strengthsMg,
    currentMg: supply.currentMg,
    gapDays: daysBetween(checkin.lastInjectionOn, supply.today),
    injectionsTaken: checkin.injectionsTaken,
    worstSideEffect: worstSideEffect(Object.fromEntries(answered)),
    pregnantBreastfeedingOrPlanning: supply.female && checkin.pregnantBreastfeedingOrPlanning === "yes",
  };
}

/** Whether the patient may request their next pen on `today` (yyyy-MM-dd), and if not, why. */
export function reorderEligibility(
  facts: ReorderFacts,
  today: string,
  policy: { reorderWindowDays: number },
): ReorderEligibility {
  if (facts.hasOpenOrder)
    return { canReorder: false, reason: "open_order", message: REORDER_MESSAGES.openOrder, availableFrom: null };
  if (facts.latestDecisionRejected)
    return { canReorder: false, reason: "rejected", message: REORDER_MESSAGES.rejected, availableFrom: null };
  if (facts.unhandledRedFlag)
    return { canReorder: false, reason: "review_first", message: REVIEW_FIRST_MESSAGE, availableFrom: null };
  if (!facts.lastSuppliedOn)
    return { canReorder: false, reason: "no_supply", message: REORDER_MESSAGES.noSupply, availableFrom: null };
  const availableFrom = addDays(facts.lastSuppliedOn, policy.reorderWindowDays);
  if (daysBetween(availableFrom, today) < 0)
    return { canReorder: false, reason: "too_early", message: REORDER_MESSAGES.tooEarly(availableFrom), availableFrom };
  return { canReorder: true, availableFrom };
}

/** The dates of a check-in against today and the last supply: a message per field, empty when all hold. */
export function checkinDateProblems(
  d: { weighedOn: string; lastInjectionOn: string },
  today: string,
  lastSuppliedOn: string,
): Partial<Record<"weighedOn" | "lastInjectionOn", string>> {
  const problems: Partial<Record<"weighedOn" | "lastInjectionOn", string>> = {};
  const weighedAgo = daysBetween(d.weighedOn, today);
  if (weighedAgo < 0) problems.weighedOn = REORDER_MESSAGES.weighedInFuture;
  else if (weighedAgo > WEIGHED_WITHIN_DAYS) problems.weighedOn = REORDER_MESSAGES.weighedTooLongAgo;
  if (daysBetween(d.lastInjectionOn, today) < 0) problems.lastInjectionOn = REORDER_MESSAGES.injectionInFuture;
  else if (daysBetween(lastSuppliedOn, d.lastInjectionOn) < 0)
    problems.lastInjectionOn = REORDER_MESSAGES.injectionBeforeSupply(lastSuppliedOn);
  return problems;
}

/** What the first-order form answers a patient whose next pen comes through the re-order check-in (decision 083). */
export const NEXT_PEN_FROM_ACCOUNT_MESSAGE = "Your next pen is requested from your account.";

/** The open states an order reaches only once a prescriber has approved it: after the draft and the review. */
const APPROVED_OPEN_STATES: readonly OrderState[] = OPEN_ORDER_STATES.filter(
  (s) => s !== "draft" && !waitingFor("approve").states.includes(s),
);

/**
 * One road to a next supply (decision 083): once the patient has been supplied, or has an order
 * a prescriber approved still on its way, a new order comes only through the re-order check-in,
 * whose rules (window, restart, red-flag hold, dose ladder) the first-order form does not ask.
 */
export function nextPenFromAccount(f: { supplied: boolean; openOrderState: OrderState | null }): boolean {
  return f.supplied || (f.openOrderState !== null && APPROVED_OPEN_STATES.includes(f.openOrderState));
}

/** patient_history.history_type_id of the full safety questionnaire given again at a restart after a long break. */
export const REASSESSMENT_HISTORY_TYPE = 2;
