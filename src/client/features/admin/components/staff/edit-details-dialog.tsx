import { zodResolver } from "@hookform/resolvers/zod";
import { FormDialog } from "@/client/components/form/form-dialog";
import { Input } from "@/client/components/ui/input";
import { refusalText } from "@/client/components/form/server-errors";
import { notify } from "@/client/lib/notify";
import { type StaffDetailsForm, staffDetailsFormSchema } from "@/shared/schemas/staff";
import { type StaffMember, useUpdateStaff } from "../../api/staff-api";
import { useDialogForm } from "../../lib/use-fresh-on-open";
import { describe, StaffField } from "./staff-fields";

/**
 * "Edit details": a member's name, GPhC number and prescriber type, their role unchanged; the
 * superintendent's own too (decision 090: the go-live checklist asks for the real ones).
 */
export function EditDetailsDialog({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const mutation = useUpdateStaff();
  // Each opening starts from the member as they are now, without the last refusal.
  const {
    register,
    handleSubmit,
    setError,
    errors,
    refusal: problem,
    setRefusal: setProblem,
  } = useDialogForm<StaffDetailsForm>(
    member !== null,
    () =>
      ({
        name: member?.name,
        role: member?.role,
        gphcNumber: member?.gphcNumber,
        prescriberType: member?.prescriberType,
      }) as StaffDetailsForm,
    { resolver: zodResolver(staffDetailsFormSchema) },
  );

  const onSubmit = ({ role: _role, ...values }: StaffDetailsForm) =>
    member &&
    mutation.mutate(
      { id: member.id, ...values },
      {
        onSuccess: (updated) => {
          notify.success("Details saved", `${updated.name || updated.email}'s details are saved.`);
          onClose();
        },
        onError: (error) => {
          setProblem(refusalText(error, setError));
        },
      },
    );

  const message = (name: keyof StaffDetailsForm) => errors[name]?.message;
  return (
    <FormDialog
      open={member !== null}
      onOpenChange={(next) => !next && onClose()}
      title="Edit details"
      description={member?.email ?? ""}
      submitLabel="Save details"
      pendingLabel="Saving..."
      pending={mutation.isPending}
      onSubmit={() => void handleSubmit(onSubmit)()}
      problem={problem}
    >
      <StaffField id="details-name" label="Name" error={message("name")}>
        <Input autoComplete="off" {...describe("details-name", message("name"))} {...register("name")} />
      </StaffField>
      <StaffField
        id="details-gphc"
        label="GPhC number"
        hint="7 digits; required for a prescriber or the superintendent."
        error={message("gphcNumber")}
      >
        <Input
          inputMode="numeric"
          autoComplete="off"
          maxLength={7}
          {...describe("details-gphc", message("gphcNumber"), true)}
          {...register("gphcNumber")}
        />
      </StaffField>
      <StaffField id="details-type" label="Prescriber type" error={message("prescriberType")}>
        <Input
          autoComplete="off"
          {...describe("details-type", message("prescriberType"))}
          {...register("prescriberType")}
        />
      </StaffField>
    </FormDialog>
  );
}
