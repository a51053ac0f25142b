/**
 * What the patient needs to do next for an order, as their account shows it: one step per
 * state, so the page and the server never disagree about whose turn it is.
 */
import type { OrderState } from "./order-lifecycle";

export type NextStep =
  | "finish_form"
  | "book_consultation"
  | "wait_review"
  | "answer_question"
  | "pay"
  | "wait_preparing"
  | "wait_dispatch"
  | "wait_ready"
  | "confirm_receipt"
  | "collect"
  | "wait_refund"
  | "refunded"
  | "none";

/**
 * `withCheckin`: a re-order or restart requested with a progress check-in (issue 13), which the
 * pharmacist reviews without a new video consultation.
 */
export function nextStepFor(
  state: OrderState,
  deliveryMethod: "delivery" | "pickup" | null,
  withCheckin = false,
): NextStep {
  switch (state) {
    case "draft":
      return "finish_form";
    case "awaiting_review":
      return withCheckin ? "wait_review" : "book_consultation";
    case "info_requested":
      return "answer_question";
    case "awaiting_payment":
      return "pay";
    // Decision 125: a re-dispatch is being prepared again, as a first supply is.
    case "prescribed":
    case "redispatch":
      return "wait_preparing";
    case "dispensed":
      return deliveryMethod === "pickup" ? "wait_ready" : "wait_dispatch";
    case "dispatched":
      return "confirm_receipt";
    case "ready_to_collect":
      return "collect";
    // The terms (decision 084): a paid order cancelled or refused is refunded in full.
    case "refund_due":
      return "wait_refund";
    case "refunded":
      return "refunded";
    default:
      return "none";
  }
}

export type TreatmentStatus = "not_started" | "in_review" | "approved" | "on_treatment" | "not_approved";

export const TREATMENT_STATUS_LABEL: Record<TreatmentStatus, string> = {
  not_started: "Not started",
  in_review: "Awaiting the pharmacist's review",
  approved: "Approved",
  on_treatment: "On treatment",
  not_approved: "Not approved",
};

/** The treatment as a whole: the open order's stage, else whether a supply was ever made. */
export function treatmentStatusOf(
  openState: OrderState | null,
  everSupplied: boolean,
  latestState: OrderState | null,
): TreatmentStatus {
  if (openState === "awaiting_review" || openState === "info_requested") return "in_review";
  if (openState && openState !== "draft") return "approved";
  if (everSupplied) return "on_treatment";
  if (latestState === "rejected") return "not_approved";
  return "not_started";
}
