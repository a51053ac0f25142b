import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/client/components/ui/button";
import { type NewPasswordInput, newPasswordSchema } from "@/shared/schemas/people/auth";
import { useResetPassword } from "../api/use-reset-password";
import { bindField } from "@/client/components/form/bind-field";
import { NewPasswordFields } from "./new-password-fields";
import { toastBrokenPasswordRule } from "./password-rule-toast";

/** docs/spec.md §2 'Set New Password', with the token from the reset e-mail's link (decision 004). */
export function NewPasswordForm({ token, onUpdated }: { token: string; onUpdated: () => void }) {
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const field = bindField(register, errors);

  return (
    <form
      noValidate
      onSubmit={handleSubmit(
        (values) => resetPassword.mutate({ token, newPassword: values.password }, { onSuccess: onUpdated }),
        toastBrokenPasswordRule,
      )}
      className="grid gap-4"
    >
      <NewPasswordFields
        label="New Password"
        password={{ id: "new-password", ...field("password") }}
        confirm={{ id: "confirm-new-password", ...field("confirmPassword") }}
      />
      <Button type="submit" className="w-full" disabled={resetPassword.isPending}>
        {resetPassword.isPending ? "Updating Password..." : "Update Password"}
      </Button>
    </form>
  );
}
