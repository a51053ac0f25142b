import { zodResolver } from "@hookform/resolvers/zod";
import type { bindField } from "@/client/components/form/bind-field";
import { REJECT_REASON_LABEL, REJECT_REASONS } from "@/shared/domain/prescribing/consultation-vocabulary";
import {
  type RejectInput,
  rejectDecisionSchema,
  type RequestInformationInput,
  requestInformationSchema,
} from "@/shared/schemas/prescribing/consultations";
import { useRecordDecision } from "../api/consultations-api";
import { Options, SelectField, TextareaField } from "@/client/components/form/control-fields";
import { FormDialog } from "@/client/components/form/form-dialog";
import { Refusal } from "@/client/features/admin-shell/components/page-parts/review-parts";
import { useMutationDialog } from "@/client/features/admin-shell/lib/use-fresh-on-open";

interface Props {
  consultationId: number;
  orderId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export const EMPTY_REJECT = { outcome: "rejected", rejectReason: "", reasoning: "" } as unknown as RejectInput;

/** The reason and the reasoning of a rejection, as the Reject and Correct decision dialogs ask them. */
export function RejectFields({ prefix, field }: { prefix: string; field: ReturnType<typeof bindField<RejectInput>> }) {
  return (
    <>
      <SelectField id={`${prefix}-reason`} label="Reason" {...field("rejectReason")}>
        <Options values={REJECT_REASONS} labels={REJECT_REASON_LABEL} placeholder="Choose the reason" />
      </SelectField>
      <TextareaField
        id={`${prefix}-reasoning`}
        label="Reasoning"
        hint="20 to 5000 characters: what you found, and why no supply is appropriate."
        rows={4}
        maxLength={5000}
        {...field("reasoning")}
      />
    </>
  );
}

/** Reject (prescribers only, decision 077): the reason and the reasoning. The patient is told by e-mail, with signposting to their GP and NHS 111. */
export function RejectDialog({ consultationId, orderId, open, onOpenChange }: Props) {
  const { field, refusal, dialog } = useMutationDialog({
    open,
    refusalIn: "dialog",
    onOpenChange,
    mutation: useRecordDecision(consultationId),
    initial: () => EMPTY_REJECT,
    form: { resolver: zodResolver(rejectDecisionSchema) },
    known: ["rejectReason", "reasoning"],
    done: () => ["Supply rejected", `Order #${orderId} is rejected. The patient is told by e-mail to sign in.`],
  });
  return (
    <FormDialog
      {...dialog}
      title="Reject"
      description={`Reject the supply of order #${orderId}. The patient is signposted to their GP and NHS 111.`}
      submitLabel="Reject"
      destructive
    >
      <RejectFields prefix="reject" field={field} />
      <Refusal id="reject-refusal" message={refusal} />
    </FormDialog>
  );
}

const EMPTY_QUESTION: RequestInformationInput = { outcome: "info_requested", question: "" };

/**
 * Request information (prescribers only, decision 077): a question to the patient, posted on
 * their message thread. The e-mail only says a message is waiting, never the question.
 */
export function RequestInformationDialog({ consultationId, orderId, open, onOpenChange }: Props) {
  const { field, refusal, dialog } = useMutationDialog({
    open,
    refusalIn: "dialog",
    onOpenChange,
    mutation: useRecordDecision(consultationId),
    initial: () => EMPTY_QUESTION,
    form: { resolver: zodResolver(requestInformationSchema) },
    known: ["question"],
    done: () => ["Question sent", "The patient is told by e-mail that a message is waiting in their account."],
  });
  return (
    <FormDialog
      {...dialog}
      title="Request information"
      description={`Ask the patient a question about order #${orderId}. It waits for their answer in their account.`}
      submitLabel="Send question"
    >
      <TextareaField
        id="info-question"
        label="Question to the patient"
        hint="10 to 2000 characters. The e-mail never contains it."
        rows={5}
        maxLength={2000}
        {...field("question")}
      />
      <Refusal id="info-refusal" message={refusal} />
    </FormDialog>
  );
}
