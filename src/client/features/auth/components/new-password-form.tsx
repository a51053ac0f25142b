import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/client/components/ui/button";
import { MIN_PASSWORD_LENGTH } from "@/shared/domain/constants";
import { type NewPasswordInput, newPasswordSchema } from "@/shared/schemas/auth";
import { useResetPassword } from "../api/use-reset-password";
import { InputField } from "@/client/components/form/field";
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

  return (
    <form
      noValidate
      onSubmit={handleSubmit(
        (values) => resetPassword.mutate({ token, newPassword: values.password }, { onSuccess: onUpdated }),
        toastBrokenPasswordRule,
      )}
      className="grid gap-4"
    >
      <InputField
        id="new-password"
        label="New Password"
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        placeholder={`At least ${MIN_PASSWORD_LENGTH} characters`}
        error={errors.password?.message}
        {...register("password")}
      />
      <InputField
        id="confirm-new-password"
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <Button type="submit" className="w-full" disabled={resetPassword.isPending}>
        {resetPassword.isPending ? "Updating Password..." : "Update Password"}
      </Button>
    </form>
  );
}
