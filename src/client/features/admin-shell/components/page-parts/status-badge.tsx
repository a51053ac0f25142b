import { Badge } from "@/client/components/ui/badge";
import { REVIEW_STATUS_LABEL, type ReviewStatus } from "@/shared/domain/prescribing/review-status";

const variant = { approved: "success", rejected: "destructive", pending: "warning" } as const;

/** docs/spec.md §2: Approved, Rejected, or Pending Review by default. */
export function StatusBadge({ status }: { status: ReviewStatus }) {
  return <Badge variant={variant[status]}>{REVIEW_STATUS_LABEL[status]}</Badge>;
}
