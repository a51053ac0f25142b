/**
 * An order's states (docs/spec.md §4 'Dose step and orders', §9 order status ids) and the one
 * transition the product makes: open → completed, once (decision 010). The server checks
 * `completionRefusal` inside the transaction that completes; the confirmation step shows the
 * same words when it refuses.
 */
import { DOSE_NOT_AVAILABLE_MESSAGE, isDoseAllowed } from "../treatment/dose-eligibility";
import type { EligibilityResult } from "../clinical/eligibility";
import { DRAFT_STATE_IDS, ORDER_STATES, stateIds } from "./order-lifecycle";
import { SAFETY_INCOMPLETE_MESSAGE, type SafetyStepRecord, safetyStepGaps } from "../clinical/safety-step";

/** docs/spec.md §4: statuses 1 and 2 are open (one open order per patient): the draft before Complete Order. */
export const OPEN_ORDER_STATUSES = DRAFT_STATE_IDS;
/**
 * docs/spec.md §4: 3 is set on completion; 99 counts as completed too (older orders). An order
 * completed once stays completed as it moves on through review, payment and supply (decision
 * 064): every state after the draft.
 */
export const COMPLETED_ORDER_STATUSES = stateIds(ORDER_STATES.filter((s) => s !== "draft"));

export const isOpenOrder = (statusId: number) => (OPEN_ORDER_STATUSES as readonly number[]).includes(statusId);
export const isCompletedOrder = (statusId: number) =>
  (COMPLETED_ORDER_STATUSES as readonly number[]).includes(statusId);

export const ORDER_MESSAGES = {
  noOrder: "No order found. Please select your dose first.",
  noShipping: "Please choose home delivery or pharmacy pickup first.",
  noCompletedOrder: "No completed order found.",
} as const;

/** What an order must have before 'Complete Order' (docs/spec.md §4 order completion). */
export interface CompletionCheck {
  statusId: number;
  /** The product of the order's single line; null when it has none. */
  productId: number | null;
  deliveryMethod: string | null;
  shipAddress1: string | null;
  starterDoseOnly: boolean;
  /** The open questionnaire as the safety step left it; null when there is none. */
  safety: SafetyStepRecord | null;
  eligibility: EligibilityResult;
}

export interface CompletionRefusal {
  reason: "already_completed" | "no_dose" | "no_shipping" | "dose_not_allowed" | "safety_incomplete" | "not_eligible";
  message: string;
  /** The step of the form the patient goes back to, when one can put it right. */
  step?: "safety";
}

/**
 * Why this order may not be completed now, or null when it may. An order completes once: one
 * that is no longer open is refused, and the caller answers with the completed order instead.
 */
export function completionRefusal(order: CompletionCheck): CompletionRefusal | null {
  if (!isOpenOrder(order.statusId)) return { reason: "already_completed", message: ORDER_MESSAGES.noOrder };
  if (order.productId === null) return { reason: "no_dose", message: ORDER_MESSAGES.noOrder };
  if (!order.deliveryMethod || !order.shipAddress1)
    return { reason: "no_shipping", message: ORDER_MESSAGES.noShipping };
  if (!isDoseAllowed(order.productId, order.starterDoseOnly))
    return { reason: "dose_not_allowed", message: DOSE_NOT_AVAILABLE_MESSAGE };
  // decision 082: an unanswered question is not a "no"; the patient goes back to the safety step.
  if (safetyStepGaps(order.safety).length > 0)
    return { reason: "safety_incomplete", message: SAFETY_INCOMPLETE_MESSAGE, step: "safety" };
  if (order.eligibility.status === "not_eligible")
    return { reason: "not_eligible", message: order.eligibility.messages.join(" ") };
  return null;
}
