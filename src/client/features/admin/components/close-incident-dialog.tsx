import { useState } from "react";
import { notify } from "@/client/lib/notify";
import { showRefusal } from "@/client/components/form/server-errors";
import { FormDialog } from "@/client/components/form/form-dialog";
import { useCloseIncident } from "../api/dispensary-api";
import { useFreshOnOpen } from "../lib/use-fresh-on-open";
import { TextareaField } from "@/client/components/form/field";

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
  const [note, setNote] = useState("");
  const [error, setError] = useState<string>();
  useFreshOnOpen(open, () => {
    setNote("");
    setError(undefined);
  });
  const submit = () =>
    mutation.mutate(note.trim() ? { closingNote: note } : {}, {
      onSuccess: () => {
        notify.success("Incident closed", `Incident #${incidentId} is closed.`);
        onOpenChange(false);
      },
      onError: (e) => showRefusal(e, (_name, { message }) => setError(message)),
    });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Close incident #${incidentId}`}
      description="Once closed, the incident is kept as it is."
      submitLabel="Close incident"
      pending={mutation.isPending}
      onSubmit={submit}
    >
      <TextareaField
        id="closing-note"
        label="What was done (optional)"
        error={error}
        maxLength={2000}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
    </FormDialog>
  );
}
