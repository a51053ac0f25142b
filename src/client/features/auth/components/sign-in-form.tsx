import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/client/components/ui/button";
import { type SignInInput, signInSchema } from "@/shared/schemas/auth";
import { useSignIn } from "../api/use-sign-in";
import { FormField } from "./form-field";

export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInInput>({ resolver: zodResolver(signInSchema), defaultValues: { email: "", password: "" } });

  return (
    <form noValidate onSubmit={handleSubmit((values) => signIn.mutate(values))} className="grid gap-4">
      <FormField
        id="sign-in-email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register("email")}
      />
      <FormField
        id="sign-in-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register("password")}
      />
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? "Signing In..." : "Sign In"}
      </Button>
      <Button type="button" variant="link" size="inline" className="justify-self-center" onClick={onForgotPassword}>
        Forgot your password?
      </Button>
    </form>
  );
}
