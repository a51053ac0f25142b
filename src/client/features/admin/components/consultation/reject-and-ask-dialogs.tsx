import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { notify } from "@/client/lib/notify";
import { REJECT_REASON_LABEL, REJECT_REASONS } from "@/shared/domain/prescribing";
import {
  type RejectInput,
  rejectDecisionSchema,
  type RequestInformationInput,
  requestInformationSchema,
} from "@/shared/schemas/consultations";
import { useRecordDecision } from "../../api/consultations-api";
import { SelectField, TextareaField } from "@/client/components/form/control-fields";
import { refusalText } from "@/client/components/form/server-errors";
import { FormDialog } from "@/client/components/form/form-dialog";
import { Refusal } from "./review-parts";
import { useDialogForm } from "../../lib/use-fresh-on-open";

interface Props {
  consultationId: number;
  orderId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export const EMPTY_REJECT = { outcome: "rejected", rejectReason: "", reasoning: "" } as unknown as RejectInput;

/** The reason and the reasoning of a rejection, as the Reject and Correct decision dialogs ask them. */
export function RejectFields({
  prefix,
  register,
  errors,
}: {
  prefix: string;
  register: UseFormRegister<RejectInput>;
  errors: FieldErrors<RejectInput>;
}) {
  return (
    <>
      <SelectField
        id={`${prefix}-reason`}
        label="Reason"
        error={errors.rejectReason?.message}
        {...register("rejectReason")}
      >
        <option value="">Choose the reason</option>
        {REJECT_REASONS.map((r) => (
          <option key={r} value={r}>
            {REJECT_REASON_LABEL[r]}
          </option>
        ))}
      </SelectField>
      <TextareaField
        id={`${prefix}-reasoning`}
        label="Reasoning"
        error={errors.reasoning?.message}
        hint="20 to 5000 characters: what you found, and why no supply is appropriate."
        rows={4}
        maxLength={5000}
        {...register("reasoning")}
      />
    </>
  );
}

/** Reject (prescribers only, decision 077): the reason and the reasoning. The patient is told by e-mail, with signposting to their GP and NHS 111. */
export function RejectDialog({ consultationId, orderId, open, onOpenChange }: Props) {
  const mutation = useRecordDecision(consultationId);
  const { register, handleSubmit, setError, errors, refusal, setRefusal } = useDialogForm<RejectInput>(
    open,
    () => EMPTY_REJECT,
    { resolver: zodResolver(rejectDecisionSchema) },
  );
  const submit = handleSubmit((values) => {
    setRefusal(null);
    mutation.mutate(values, {
      onSuccess: () => {
        notify.success("Supply rejected", `Order #${orderId} is rejected. The patient is told by e-mail to sign in.`);
        onOpenChange(false);
      },
      onError: (error) => setRefusal(refusalText(error, setError, ["rejectReason", "reasoning"])),
    });
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Reject"
      description={`Reject the supply of order #${orderId}. The patient is signposted to their GP and NHS 111.`}
      submitLabel="Reject"
      destructive
      pending={mutation.isPending}
      onSubmit={() => void submit()}
    >
      <RejectFields prefix="reject" register={register} errors={errors} />
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
  const mutation = useRecordDecision(consultationId);
  const { register, handleSubmit, setError, errors, refusal, setRefusal } = useDialogForm<RequestInformationInput>(
    open,
    () => EMPTY_QUESTION,
    { resolver: zodResolver(requestInformationSchema) },
  );
  const submit = handleSubmit((values) => {
    setRefusal(null);
    mutation.mutate(values, {
      onSuccess: () => {
        notify.success("Question sent", "The patient is told by e-mail that a message is waiting in their account.");
        onOpenChange(false);
      },
      onError: (error) => setRefusal(refusalText(error, setError, ["question"])),
    });
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Request information"
      description={`Ask the patient a question about order #${orderId}. It waits for their answer in their account.`}
      submitLabel="Send question"
      pending={mutation.isPending}
      onSubmit={() => void submit()}
    >
      <TextareaField
        id="info-question"
        label="Question to the patient"
        error={errors.question?.message}
        hint="10 to 2000 characters. The e-mail never contains it."
        rows={5}
        maxLength={2000}
        {...register("question")}
      />
      <Refusal id="info-refusal" message={refusal} />
    </FormDialog>
  );
}
