import { bindField } from "@/client/components/form/bind-field";
import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { ChoiceGroup } from "@/client/components/form/choice-group";
import { validValues } from "@/client/components/form/resolvers";
import { applyServerErrors } from "@/client/components/form/server-errors";
import { errorMessage } from "@/client/lib/api";
import { notify } from "@/client/lib/notify";
import { correctionEffect, type DecidedOutcome } from "@/shared/domain/prescribing/decision-corrections";
import { MIN_REASON_LENGTH } from "@/shared/domain/prescribing/prescribing";
import { type ApproveInput, type RejectInput, rejectDecisionSchema } from "@/shared/schemas/prescribing/consultations";
import { FormDialog } from "@/client/components/form/form-dialog";
import { type ConsultationDetail, useCorrectDecision } from "../api/consultations-api";
import { formatDateTime } from "@/client/features/admin-shell/lib/format";
import { useFreshOnOpen } from "@/client/features/admin-shell/lib/use-fresh-on-open";
import { TextareaField } from "@/client/components/form/control-fields";
import { ApproveFields, useApproveForm } from "./approve-fields";
import { Refusal } from "@/client/features/admin-shell/components/page-parts/review-parts";
import { EMPTY_REJECT, RejectFields } from "./reject-and-ask-dialogs";

type Decision = ConsultationDetail["decisions"][number];
const OUTCOMES: ReadonlyArray<{ value: DecidedOutcome; label: string }> = [
  { value: "approved", label: "Approve" },
  { value: "rejected", label: "Reject" },
];
const REASON_MESSAGE = `Reason for the correction must be at least ${MIN_REASON_LENGTH} characters`;

/** What the decision being corrected said, in one line. */
export const decisionSummary = (d: Decision) =>
  [
    `Decision #${d.decisionId}: ${d.outcomeLabel}`,
    d.dose ? `${d.dose}, one pen` : d.rejectReasonLabel,
    `by ${d.prescriberName} on ${formatDateTime(d.createdAt)}`,
  ]
    .filter(Boolean)
    .join(" · ");

/**
 * Correct decision (prescribers only, decision 085): a new approval or rejection that supersedes
 * `current`, with the Approve and Reject dialogs' fields and the reason for the correction. The
 * earlier decision stays on record as superseded; the dialog says what happens to the order.
 */
export function CorrectDecisionDialog({
  data,
  current,
  open,
  onOpenChange,
}: {
  data: ConsultationDetail;
  current: Decision;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const mutation = useCorrectDecision(data.consultation.consultationId);
  const was = current.outcome === "rejected" ? "rejected" : "approved";
  const [outcome, setOutcome] = useState<DecidedOutcome>(was);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | undefined>();
  const approve = useApproveForm(data, open);
  const reject = useForm<RejectInput>({ defaultValues: EMPTY_REJECT, resolver: zodResolver(rejectDecisionSchema) });
  // Each opening starts afresh: the current outcome chosen, nothing typed, no refusal.
  const [refusal, setRefusal] = useFreshOnOpen(open, () => {
    setOutcome(was);
    setReason("");
    setReasonError(undefined);
    reject.reset(EMPTY_REJECT);
  });

  const paid = data.order.state === "prescribed";
  const rejectErrors = reject.formState.errors;

  const submit = async () => {
    setRefusal(null);
    reject.clearErrors();
    const why = reason.trim().length >= MIN_REASON_LENGTH ? undefined : REASON_MESSAGE;
    setReasonError(why);
    const body: ApproveInput | RejectInput | null =
      outcome === "approved" ? await approve.check() : await validValues(reject);
    if (why || !body) return;
    mutation.mutate(
      { ...body, supersedesDecisionId: current.decisionId, correctionReason: reason },
      {
        onSuccess: () => {
          notify.success(
            "Decision corrected",
            `Decision #${current.decisionId} is superseded. ${correctionEffect(was, outcome, paid)}`,
          );
          onOpenChange(false);
        },
        onError: (error) => {
          applyServerErrors(error, (_name, { message }) => setReasonError(message ?? ""), ["correctionReason"]);
          if (outcome === "approved") return approve.refused(error);
          applyServerErrors(error, reject.setError, ["rejectReason", "reasoning"]);
          setRefusal(errorMessage(error));
        },
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Correct decision"
      description={`Record a new decision on order #${data.order.orderId} that supersedes the current one. The current decision stays on record, shown as superseded.`}
      submitLabel="Record the correction"
      pending={mutation.isPending}
      onSubmit={() => void submit()}
    >
      <div className="rounded-md border border-zinc-200 bg-zinc-50 p-3 text-sm">
        <p className="font-medium">Corrects</p>
        <p id="correct-corrects">{decisionSummary(current)}</p>
      </div>
      <ChoiceGroup id="correct-outcome" legend="New outcome" options={OUTCOMES} value={outcome} onChange={setOutcome} />
      <p className="text-sm text-zinc-700" role="status">
        {correctionEffect(was, outcome, paid)}
      </p>
      {outcome === "approved" ? (
        <ApproveFields approve={approve} prefix="correct-approve" />
      ) : (
        <RejectFields prefix="correct-reject" field={bindField(reject.register, rejectErrors)} />
      )}
      <TextareaField
        id="correct-reason"
        label="Reason for the correction"
        error={reasonError}
        hint="20 to 2000 characters: what was wrong with the decision it corrects."
        rows={3}
        maxLength={2000}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <Refusal
        id="correct-refusal"
        message={outcome === "approved" ? (approve.refusal?.message ?? null) : refusal}
        list={outcome === "approved" ? approve.refusal?.list : undefined}
      />
    </FormDialog>
  );
}
