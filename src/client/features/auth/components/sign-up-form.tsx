import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/client/components/ui/button";
import { MIN_PASSWORD_LENGTH } from "@/shared/domain/constants";
import { EMAIL_CONFIRMATION_VALID_DAYS } from "@/shared/domain/email-confirmation";
import { type SignUpInput, signUpSchema } from "@/shared/schemas/auth";
import { useSignUp } from "../api/use-sign-up";
import { FormField } from "./form-field";
import { toastBrokenPasswordRule } from "./password-rule-toast";

export function SignUpForm({ onSignedUp }: { onSignedUp?: () => void }) {
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email: "", password: "", confirmPassword: "" },
  });

  if (signUp.isSuccess) {
    // Decision 027: the same words for a new and a taken address.
    return (
      <div
        role="status"
        className="grid gap-2 rounded-md border border-green-200 bg-green-50 p-4 text-sm text-green-900"
      >
        <p className="font-medium">Check your e-mail</p>
        <p>
          We have sent a link to {signUp.variables.email}. Open it to confirm your address: it signs you in and takes
          you to the patient form. The link is valid for {EMAIL_CONFIRMATION_VALID_DAYS} days.
        </p>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => signUp.mutate(values, { onSuccess: onSignedUp }), toastBrokenPasswordRule)}
      className="grid gap-4"
    >
      <FormField
        id="sign-up-email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register("email")}
      />
      <FormField
        id="sign-up-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        placeholder={`At least ${MIN_PASSWORD_LENGTH} characters`}
        error={errors.password?.message}
        {...register("password")}
      />
      <FormField
        id="sign-up-confirm-password"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <Button type="submit" className="w-full" disabled={signUp.isPending}>
        {signUp.isPending ? "Creating Account..." : "Sign Up"}
      </Button>
    </form>
  );
}
