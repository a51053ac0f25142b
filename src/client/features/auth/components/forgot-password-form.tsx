import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/client/components/ui/button";
import { type ForgotPasswordInput, forgotPasswordSchema } from "@/shared/schemas/auth";
import { useRequestPasswordReset } from "../api/use-request-password-reset";
import { FormField } from "./form-field";

/** docs/spec.md §2: the reset-e-mail form of the 'Forgot your password?' view. */
export function ForgotPasswordForm({ onBack, onSent }: { onBack: () => void; onSent: () => void }) {
  const requestReset = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => requestReset.mutate(values, { onSuccess: onSent }))}
      className="grid gap-4"
    >
      <FormField
        id="reset-email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register("email")}
      />
      <Button type="submit" className="w-full" disabled={requestReset.isPending}>
        {requestReset.isPending ? "Sending..." : "Send Reset Email"}
      </Button>
      <Button type="button" variant="outline" className="w-full" onClick={onBack}>
        Back to Sign In
      </Button>
    </form>
  );
}
