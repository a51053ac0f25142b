import { zodResolver } from "@hookform/resolvers/zod";
import { FormDialog } from "@/client/components/form/form-dialog";
import { Input } from "@/client/components/ui/input";
import { refusalText } from "@/client/components/form/server-errors";
import { notify } from "@/client/lib/notify";
import { TEXT_LIMITS } from "@/shared/domain/constants";
import { type StaffCreateInput, staffCreateSchema } from "@/shared/schemas/staff";
import { useAddStaff } from "../../api/staff-api";
import { describe, RoleAndCredentials, StaffField } from "./staff-fields";
import { useDialogForm } from "../../lib/use-fresh-on-open";

const EMPTY: StaffCreateInput = { name: "", email: "", role: "staff", gphcNumber: "", prescriberType: "" };

/**
 * "Add staff member" (decision 022): they then open an account with this e-mail, confirm it and
 * set up their second factor (decisions 063, 065) before the back office opens for them.
 */
export function AddStaffDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const mutation = useAddStaff();
  const {
    register,
    handleSubmit,
    setError,
    errors,
    refusal: problem,
    setRefusal: setProblem,
  } = useDialogForm<StaffCreateInput>(open, () => EMPTY, { resolver: zodResolver(staffCreateSchema) });

  const onSubmit = (values: StaffCreateInput) =>
    mutation.mutate(values, {
      onSuccess: (member) => {
        notify.success("Staff member added", `${member.name} can now open an account with ${member.email}.`);
        onOpenChange(false);
      },
      onError: (error) => {
        // A refusal no field explains (a lost connection, a server error) is said above the buttons.
        setProblem(refusalText(error, setError));
      },
    });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add staff member"
      description={
        "They open an account with this e-mail, confirm it, and set up two-factor authentication to use the back office."
      }
      submitLabel="Add staff member"
      pendingLabel="Adding..."
      pending={mutation.isPending}
      onSubmit={() => void handleSubmit(onSubmit)()}
      problem={problem}
    >
      <StaffField id="staff-name" label="Name" error={errors.name?.message}>
        <Input
          autoComplete="off"
          maxLength={TEXT_LIMITS.name}
          {...describe("staff-name", errors.name?.message)}
          {...register("name")}
        />
      </StaffField>
      <StaffField id="staff-email" label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="off"
          maxLength={TEXT_LIMITS.email}
          {...describe("staff-email", errors.email?.message)}
          {...register("email")}
        />
      </StaffField>
      <RoleAndCredentials prefix="staff" register={register} errors={errors} />
    </FormDialog>
  );
}
