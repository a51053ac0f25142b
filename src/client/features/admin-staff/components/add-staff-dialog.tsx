import { zodResolver } from "@hookform/resolvers/zod";
import { FormDialog } from "@/client/components/form/form-dialog";
import { InputField } from "@/client/components/form/field";
import { TEXT_LIMITS } from "@/shared/domain/constants";
import { type StaffCreateInput, staffCreateSchema } from "@/shared/schemas/people/staff";
import { useAddStaff } from "../api/staff-api";
import { RoleAndCredentials } from "./staff-fields";
import { useMutationDialog } from "@/client/features/admin-shell/lib/use-fresh-on-open";

const EMPTY: StaffCreateInput = {
  name: "",
  email: "",
  role: "staff",
  registration: "none",
  gphcNumber: "",
  prescriberType: "",
  accreditedChecker: false,
  prescriberRegulator: "GPhC",
  prescriberNumber: "",
};

/**
 * "Add staff member" (decision 022): they then open an account with this e-mail, confirm it and
 * set up their second factor (decisions 063, 065) before the back office opens for them.
 */
export function AddStaffDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { field, dialog, refusal, watch } = useMutationDialog({
    open,
    refusalIn: "dialog",
    onOpenChange,
    mutation: useAddStaff(),
    initial: () => EMPTY,
    form: { resolver: zodResolver(staffCreateSchema) },
    done: (member) => ["Staff member added", `${member.name} can now open an account with ${member.email}.`],
  });
  return (
    <FormDialog
      {...dialog}
      problem={refusal}
      title="Add staff member"
      description={
        "They open an account with this e-mail, confirm it, and set up two-factor authentication to use the back office."
      }
      submitLabel="Add staff member"
      pendingLabel="Adding..."
    >
      <InputField id="staff-name" label="Name" autoComplete="off" maxLength={TEXT_LIMITS.name} {...field("name")} />
      <InputField
        id="staff-email"
        label="Email"
        type="email"
        autoComplete="off"
        maxLength={TEXT_LIMITS.email}
        {...field("email")}
      />
      <RoleAndCredentials
        prefix="staff"
        field={field}
        choices={{ registration: watch("registration"), role: watch("role"), regulator: watch("prescriberRegulator") }}
      />
    </FormDialog>
  );
}
