import { zodResolver } from "@hookform/resolvers/zod";
import { notify } from "@/client/lib/notify";
import { type CloseIncidentInput, closeIncidentSchema } from "@/shared/schemas/dispensary";
import { showRefusal } from "@/client/components/form/server-errors";
import { FormDialog } from "@/client/components/form/form-dialog";
import { useCloseIncident } from "../api/dispensary-api";
import { useDialogForm } from "../lib/use-fresh-on-open";
import { TextareaField } from "@/client/components/form/field";
import { blankAsUndefined } from "@/client/components/form/values";

/** The superintendent closes an incident, once, with what was done if they wish (decision 098). */
export function CloseIncidentDialog({
  incidentId,
  open,
  onOpenChange,
}: {
  incidentId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const mutation = useCloseIncident(incidentId);
  const { register, handleSubmit, setError, errors } = useDialogForm<CloseIncidentInput>(
    open,
    () => ({ closingNote: undefined }),
    { resolver: zodResolver(closeIncidentSchema) },
  );
  const submit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        notify.success("Incident closed", `Incident #${incidentId} is closed.`);
        onOpenChange(false);
      },
      onError: (e) => showRefusal(e, setError),
    }),
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Close incident #${incidentId}`}
      description="Once closed, the incident is kept as it is."
      submitLabel="Close incident"
      pending={mutation.isPending}
      onSubmit={() => void submit()}
    >
      <TextareaField
        id="closing-note"
        label="What was done (optional)"
        error={errors.closingNote?.message}
        maxLength={2000}
        {...register("closingNote", { setValueAs: blankAsUndefined })}
      />
    </FormDialog>
  );
}
