import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { paths } from "@/client/config/paths";
import { ConfirmDialog } from "@/client/components/form/form-dialog";
import { notify } from "@/client/lib/notify";
import { patientKeys, useArchivePatient } from "../api/patients-api";

interface Props {
  patientId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** docs/spec.md §2 'Delete Patient'; the record is archived, not destroyed (decision 018). */
export function DeletePatientDialog({ patientId, open, onOpenChange }: Props) {
  const mutation = useArchivePatient(patientId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const onDelete = () =>
    mutation.mutate(undefined, {
      onSuccess: () => {
        notify.success("Patient deleted", "Patient has been successfully deleted");
        onOpenChange(false);
        navigate(paths.admin.patients, { replace: true });
        // The record is gone for everyone (decision 018): drop it from the cache once the page has left it.
        queueMicrotask(() => queryClient.removeQueries({ queryKey: patientKeys.detail(patientId) }));
      },
      onError: (error) => {
        console.warn("Delete failed:", error.message);
        notify.error("Error", "Failed to delete patient");
        onOpenChange(false);
      },
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete Patient"
      description={"Are you sure you want to delete this patient? This action cannot be undone."}
      submitLabel="Delete Patient"
      pendingLabel="Deleting..."
      pending={mutation.isPending}
      onConfirm={onDelete}
    />
  );
}
