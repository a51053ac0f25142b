import { zodResolver } from "@hookform/resolvers/zod";
import { FormDialog } from "@/client/components/form/form-dialog";
import { errorMessage, isRefused } from "@/client/lib/api";
import { notify } from "@/client/lib/notify";
import { REVIEW_STATUS_LABEL, REVIEW_STATUSES } from "@/shared/domain/prescribing/review-status";
import { type PatientStatusInput, patientStatusSchema } from "@/shared/schemas/people/admin";
import { useUpdatePatientStatus } from "../api/patients-api";
import { useDialogForm } from "@/client/features/admin-shell/lib/use-fresh-on-open";
import { Refusal } from "@/client/features/admin-shell/components/page-parts/review-parts";
import { SelectField, TextareaField } from "@/client/components/form/control-fields";

interface Props {
  patientId: string;
  current: PatientStatusInput;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * docs/spec.md §2 'Update Status': prefilled with the current status and notes each time it opens
 * (decision 007 persists both). Approved and Rejected are decided in the consultation (decision
 * 023): the server's refusal is shown in the dialog, which stays open with what was typed.
 */
export function UpdateStatusDialog({ patientId, current, open, onOpenChange }: Props) {
  const mutation = useUpdatePatientStatus(patientId);
  const { field, handleSubmit, refusal, setRefusal } = useDialogForm<PatientStatusInput>(open, () => current, {
    resolver: zodResolver(patientStatusSchema),
  });

  const onSubmit = (values: PatientStatusInput) => {
    setRefusal(null);
    mutation.mutate(values, {
      onSuccess: () => {
        notify.success("Status updated", "Patient status has been successfully updated");
        onOpenChange(false);
      },
      onError: (error) => {
        console.warn("Status update failed:", error.message);
        // A refusal the server explains (a 4xx with its message, or a lapsed session) is said where the choice was made.
        const explained = isRefused(error);
        setRefusal(explained ? errorMessage(error) : "Failed to update patient status. Please try again.");
        notify.error("Error", explained ? errorMessage(error) : "Failed to update patient status");
      },
    });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Update Status"
      description="Set the review status and keep notes for the pharmacy team."
      submitLabel="Save Changes"
      pendingLabel="Saving..."
      pending={mutation.isPending}
      onSubmit={() => void handleSubmit(onSubmit)()}
    >
      <SelectField
        id="status-select"
        label="Status"
        aria-invalid={refusal ? true : undefined}
        aria-describedby={refusal ? "status-refusal" : undefined}
        {...field("status", { onChange: () => setRefusal(null) })}
      >
        {REVIEW_STATUSES.map((s) => (
          <option key={s} value={s}>
            {REVIEW_STATUS_LABEL[s]}
          </option>
        ))}
      </SelectField>
      <TextareaField
        id="status-notes"
        label="Admin Notes"
        rows={5}
        placeholder="Add notes about this patient..."
        {...field("adminNotes")}
      />
      <Refusal id="status-refusal" message={refusal} />
    </FormDialog>
  );
}
