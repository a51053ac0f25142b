import { zodResolver } from "@hookform/resolvers/zod";
import { FormDialog } from "@/client/components/form/form-dialog";
import { InputField } from "@/client/components/form/field";
import { type StaffDetailsForm, staffDetailsFormSchema } from "@/shared/schemas/people/staff";
import { type StaffMember, useUpdateStaff } from "../api/staff-api";
import { CredentialFields } from "./staff-fields";
import { useMutationDialog } from "@/client/features/admin-shell/lib/use-fresh-on-open";
import { memberDialog } from "./member-dialog";

/**
 * "Edit details": a member's name, registration (decision 117), GPhC number, accredited checking and
 * prescriber type, their role unchanged; the
 * superintendent's own too (decision 090: the go-live checklist asks for the real ones).
 */
export function EditDetailsDialog({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  // Each opening starts from the member as they are now, without the last refusal.
  const { field, dialog, refusal, watch } = useMutationDialog({
    ...memberDialog(member, onClose),
    refusalIn: "dialog",
    mutation: useUpdateStaff(),
    initial: () =>
      ({
        name: member?.name,
        role: member?.role,
        registration: member?.registration,
        gphcNumber: member?.gphcNumber,
        prescriberType: member?.prescriberType,
        accreditedChecker: member?.accreditedChecker,
        // A member who does not prescribe yet would prescribe on the GPhC's register (decision 119).
        prescriberRegulator: member?.prescriberRegulator || "GPhC",
        prescriberNumber: member?.prescriberNumber,
      }) as StaffDetailsForm,
    form: { resolver: zodResolver(staffDetailsFormSchema) },
    // The role is only checked against the registration; it is not changed here.
    body: ({ role: _role, ...values }: StaffDetailsForm) => member && { id: member.id, ...values },
    done: (updated) => ["Details saved", `${updated.name || updated.email}'s details are saved.`],
  });
  return (
    <FormDialog
      {...dialog}
      problem={refusal}
      title="Edit details"
      description={member?.email ?? ""}
      submitLabel="Save details"
      pendingLabel="Saving..."
    >
      <InputField id="details-name" label="Name" autoComplete="off" {...field("name")} />
      <CredentialFields
        prefix="details"
        field={field}
        choices={{ registration: watch("registration"), role: watch("role"), regulator: watch("prescriberRegulator") }}
      />
    </FormDialog>
  );
}
