import { notify } from "@/client/lib/notify";
import { FormDialog } from "@/client/components/form/form-dialog";
import { type ConsultationDetail, useRecordDecision } from "../api/consultations-api";
import { ApproveFields, useApproveForm } from "./approve-fields";
import { Refusal } from "@/client/features/admin-shell/components/page-parts/review-parts";

/**
 * Approve (prescribers only, decision 077): the dose (only those the rules allow), directions,
 * reasoning, two-way contact, GP sharing and, for a female patient, contraception advice; "Sign
 * and approve" with the signing PIN signs the prescription (decision 118). What
 * approval still needs is listed as the form is filled in; a refusal of the server is said in
 * the dialog, beside the field that answers it, and what was typed stays.
 */
export function ApproveDialog({
  data,
  open,
  onOpenChange,
}: {
  data: ConsultationDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const mutation = useRecordDecision(data.consultation.consultationId);
  const approve = useApproveForm(data, open);

  const submit = async () => {
    const input = await approve.check();
    if (!input) return;
    mutation.mutate(input, {
      onSuccess: () => {
        notify.success(
          "Supply approved",
          `Order #${data.order.orderId} is approved. The prescription is signed electronically.`,
        );
        onOpenChange(false);
      },
      onError: approve.refused,
    });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Approve"
      description={`Approve one pen for ${data.patient.name} (order #${data.order.orderId}). Your signing PIN signs the prescription electronically.`}
      submitLabel="Sign and approve"
      pending={mutation.isPending}
      onSubmit={() => void submit()}
    >
      <ApproveFields approve={approve} prefix="approve" />
      <Refusal id="approve-refusal" message={approve.refusal?.message ?? null} list={approve.refusal?.list} />
    </FormDialog>
  );
}
