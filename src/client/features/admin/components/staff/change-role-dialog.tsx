import { zodResolver } from "@hookform/resolvers/zod";
import { FormDialog } from "@/client/components/form/form-dialog";
import { refusalText } from "@/client/components/form/server-errors";
import { notify } from "@/client/lib/notify";
import { ROLE_LABEL } from "@/shared/domain/roles";
import { type StaffRoleForm, staffRoleFormSchema } from "@/shared/schemas/staff";
import { type StaffMember, useUpdateStaff } from "../../api/staff-api";
import { useDialogForm } from "../../lib/use-fresh-on-open";
import { RoleAndCredentials } from "./staff-fields";

/** "Change role": a member's role with the GPhC number and prescriber type it needs (decision 022). */
export function ChangeRoleDialog({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const mutation = useUpdateStaff();
  // Each opening starts from the member as they are now, without the last refusal.
  const {
    register,
    handleSubmit,
    setError,
    errors,
    refusal: problem,
    setRefusal: setProblem,
  } = useDialogForm<StaffRoleForm>(
    member !== null,
    () =>
      ({ role: member?.role, gphcNumber: member?.gphcNumber, prescriberType: member?.prescriberType }) as StaffRoleForm,
    { resolver: zodResolver(staffRoleFormSchema) },
  );

  const onSubmit = (values: StaffRoleForm) =>
    member &&
    mutation.mutate(
      { id: member.id, ...values },
      {
        onSuccess: (updated) => {
          notify.success("Role changed", `${updated.name || updated.email} is now ${ROLE_LABEL[updated.role]}.`);
          onClose();
        },
        onError: (error) => {
          setProblem(refusalText(error, setError));
        },
      },
    );

  return (
    <FormDialog
      open={member !== null}
      onOpenChange={(next) => !next && onClose()}
      title="Change role"
      description={member ? `${member.name || member.email} (${member.email})` : ""}
      submitLabel="Save role"
      pendingLabel="Saving..."
      pending={mutation.isPending}
      onSubmit={() => void handleSubmit(onSubmit)()}
      problem={problem}
    >
      <RoleAndCredentials prefix="change" register={register} errors={errors} />
    </FormDialog>
  );
}
