import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/client/components/ui/button";
import { MIN_PASSWORD_LENGTH } from "@/shared/domain/constants";
import { type SignUpInput, signUpSchema } from "@/shared/schemas/auth";
import { useSignUp } from "../api/use-sign-up";
import { FormField } from "./form-field";
import { toastBrokenPasswordRule } from "./password-rule-toast";

export function SignUpForm() {
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email: "", password: "", confirmPassword: "" },
  });

  return (
    <form noValidate onSubmit={handleSubmit((values) => signUp.mutate(values), toastBrokenPasswordRule)} className="grid gap-4">
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
