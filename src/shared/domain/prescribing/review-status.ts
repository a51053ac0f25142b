/**
 * A patient's review status in the back office (docs/spec.md §4 'Admin patient status',
 * decision 006): stored in patients.patient_status_id, 1 pending, 2 approved, 3 rejected.
 * Approved and Rejected are set by a prescriber's decision (decisions 023, 077); staff may set
 * Pending.
 */
export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_STATUS_ID: Record<ReviewStatus, number> = { pending: 1, approved: 2, rejected: 3 };
export const REVIEW_STATUS_LABEL: Record<ReviewStatus, string> = {
  pending: "Pending Review",
  approved: "Approved",
  rejected: "Rejected",
};

/** docs/spec.md §2: Approved, Rejected, or Pending Review by default. */
export function reviewStatusFromId(id: number | null | undefined): ReviewStatus {
  if (id === 2) return "approved";
  if (id === 3) return "rejected";
  return "pending";
}

/**
 * Decision 077 (following decision 023): Approved and Rejected follow the prescriber's decision
 * on a consultation. Staff keep notes and Pending; choosing Approved or Rejected by hand is
 * refused. Saving the status the patient already has (with new notes) is not a change.
 */
export const DECIDE_IN_CONSULTATION_MESSAGE =
  "Approve or reject from the consultation, where the prescriber's decision is recorded.";

export function manualStatusRefusal(current: ReviewStatus, chosen: ReviewStatus): string | null {
  return chosen !== current && chosen !== "pending" ? DECIDE_IN_CONSULTATION_MESSAGE : null;
}
