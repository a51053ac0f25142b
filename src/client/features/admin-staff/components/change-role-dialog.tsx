import { zodResolver } from "@hookform/resolvers/zod";
import { FormDialog } from "@/client/components/form/form-dialog";
import { ROLE_LABEL } from "@/shared/domain/people/roles";
import { type StaffRoleForm, staffRoleFormSchema } from "@/shared/schemas/people/staff";
import { type StaffMember, useUpdateStaff } from "../api/staff-api";
import { RoleAndCredentials } from "./staff-fields";
import { useMutationDialog } from "@/client/features/admin-shell/lib/use-fresh-on-open";
import { memberDialog } from "./member-dialog";

/** "Change role": a member's role with the registration and credentials it needs (decisions 022, 117). */
export function ChangeRoleDialog({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  // Each opening starts from the member as they are now, without the last refusal.
  const { field, dialog, refusal, watch } = useMutationDialog({
    ...memberDialog(member, onClose),
    refusalIn: "dialog",
    mutation: useUpdateStaff(),
    initial: () =>
      ({
        role: member?.role,
        registration: member?.registration,
        gphcNumber: member?.gphcNumber,
        prescriberType: member?.prescriberType,
        accreditedChecker: member?.accreditedChecker,
        // A member who does not prescribe yet would prescribe on the GPhC's register (decision 119).
        prescriberRegulator: member?.prescriberRegulator || "GPhC",
        prescriberNumber: member?.prescriberNumber,
      }) as StaffRoleForm,
    form: { resolver: zodResolver(staffRoleFormSchema) },
    body: (values: StaffRoleForm) => member && { id: member.id, ...values },
    done: (updated) => ["Role changed", `${updated.name || updated.email} is now ${ROLE_LABEL[updated.role]}.`],
  });
  return (
    <FormDialog
      {...dialog}
      problem={refusal}
      title="Change role"
      description={member ? `${member.name || member.email} (${member.email})` : ""}
      submitLabel="Save role"
      pendingLabel="Saving..."
    >
      <RoleAndCredentials
        prefix="change"
        field={field}
        choices={{ registration: watch("registration"), role: watch("role"), regulator: watch("prescriberRegulator") }}
      />
    </FormDialog>
  );
}
