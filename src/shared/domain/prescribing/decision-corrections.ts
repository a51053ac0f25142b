/**
 * Correcting a prescribing decision (issue 19, decision 085). A decision is never edited: until
 * the supply is dispensed, a prescriber records a new approval or rejection that supersedes the
 * consultation's current one, saying why, and the order moves to what the new decision implies
 * (the moves are the lifecycle's: amend_approval, reverse_approval, reverse_rejection). Once
 * dispensed, a mistake is an incident (DISPENSED_RECORD_INCIDENT in order-lifecycle.ts).
 */
import { checkTransition, type OrderAction, type OrderFacts } from "../orders/order-lifecycle";

export type DecidedOutcome = "approved" | "rejected";

/** The order's move when a `from` decision is corrected to a `to` one; null when the order stays as it is. */
export function correctionMove(from: DecidedOutcome, to: DecidedOutcome): OrderAction | null {
  if (to === "approved") return from === "approved" ? "amend_approval" : "reverse_rejection";
  return from === "approved" ? "reverse_approval" : null;
}

/**
 * Why the current decision cannot be corrected now (the lifecycle's answer, such as "This supply
 * has been dispensed: record an incident instead."), or null when a correction may be recorded.
 * A rejection may always be corrected to another reason while its order stays as it is.
 */
export function correctionRefusal(current: DecidedOutcome, order: OrderFacts): string | null {
  const moves: OrderAction[] = current === "approved" ? ["amend_approval", "reverse_approval"] : ["reverse_rejection"];
  const checks = moves.map((move) => checkTransition(order, move, "prescriber"));
  if (current === "rejected" || checks.some((c) => c.ok)) return null;
  const refused = checks.find((c) => !c.ok);
  return refused && !refused.ok ? refused.message : null;
}

/** What the correction does to the order, said before it is recorded (the dialog) and true after it. */
export function correctionEffect(from: DecidedOutcome, to: DecidedOutcome, paid: boolean): string {
  if (to === "approved" && from === "approved")
    return paid
      ? "A new prescription is issued. The order stays paid: a dose of another price can't be approved once paid."
      : "A new prescription is issued, and the order waits for payment at the new dose's price.";
  if (to === "approved") return "A prescription is issued, and the order waits for payment.";
  if (from === "approved")
    return paid
      ? "The order is rejected and a refund of the payment is due."
      : "The order is rejected; nothing is supplied.";
  return "The order stays rejected; the new reason and reasoning are recorded.";
}

export const CORRECTION_MESSAGES = {
  nothingToCorrect: "This consultation has no decision to correct yet: record the decision instead.",
  chooseDecision: "Choose this consultation's current approval or rejection to correct.",
  alreadyCorrected: (decisionId: number, byDecisionId: number) =>
    `Decision #${decisionId} has already been corrected by decision #${byDecisionId}: correct that one instead.`,
  anotherOrderOpen: (orderId: number) =>
    `The patient has another order in progress (Order #${orderId}): review that order instead, or cancel it first.`,
  paidAtAnotherPrice: (orderId: number, paid: string, due: string) =>
    `Order #${orderId} was paid ${paid} and this dose costs ${due}: correct the decision to a rejection (the payment is refunded) and the patient orders again.`,
} as const;
