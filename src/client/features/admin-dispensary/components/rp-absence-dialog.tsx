import { zodResolver } from "@hookform/resolvers/zod";
import { FormDialog } from "@/client/components/form/form-dialog";
import { InputField } from "@/client/components/form/field";
import { type RpAbsenceInput, rpAbsenceSchema } from "@/shared/schemas/orders/dispensary";
import { useMutationDialog } from "@/client/features/admin-shell/lib/use-fresh-on-open";
import { useRpAbsence } from "../api/dispensary-api";

/**
 * "Record absence" (decision 116): the responsible pharmacist on duty says why they leave. Until
 * "Back", no medicine is supplied; a refusal (the day's 2 hours used) is said in the dialog.
 */
export function RpAbsenceDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { dialog, field, refusal } = useMutationDialog({
    open,
    onOpenChange,
    refusalIn: "dialog",
    mutation: useRpAbsence(),
    initial: (): RpAbsenceInput => ({ reason: "" }),
    form: { resolver: zodResolver(rpAbsenceSchema) },
    done: () => ["Absence recorded", "Nothing is supplied until you are back."],
  });
  return (
    <FormDialog
      {...dialog}
      problem={refusal}
      title="Record absence"
      description="At most 2 hours in all in a day. Accuracy checks, hand-overs and dispatches wait until you are back."
      submitLabel="Record absence"
      pendingLabel="Recording..."
    >
      <InputField id="rp-absence-reason" label="Reason" maxLength={500} autoComplete="off" {...field("reason")} />
    </FormDialog>
  );
}
