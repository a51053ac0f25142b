import { zodResolver } from "@hookform/resolvers/zod";
import { type CloseIncidentInput, closeIncidentSchema } from "@/shared/schemas/orders/dispensary";
import { FormDialog } from "@/client/components/form/form-dialog";
import { useCloseIncident } from "../api/dispensary-api";
import { useMutationDialog } from "@/client/features/admin-shell/lib/use-fresh-on-open";
import { TextareaField } from "@/client/components/form/control-fields";
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
  const { dialog, field } = useMutationDialog({
    open,
    onOpenChange,
    mutation: useCloseIncident(incidentId),
    initial: (): CloseIncidentInput => ({ closingNote: undefined }),
    form: { resolver: zodResolver(closeIncidentSchema) },
    done: () => ["Incident closed", `Incident #${incidentId} is closed.`],
  });
  return (
    <FormDialog
      {...dialog}
      title={`Close incident #${incidentId}`}
      description="Once closed, the incident is kept as it is."
      submitLabel="Close incident"
    >
      <TextareaField
        id="closing-note"
        label="What was done (optional)"
        maxLength={2000}
        {...field("closingNote", { setValueAs: blankAsUndefined })}
      />
    </FormDialog>
  );
}
