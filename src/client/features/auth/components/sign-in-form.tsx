import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/client/components/ui/button";
import { type SignInInput, signInSchema } from "@/shared/schemas/auth";
import { AuthServiceError } from "../api/auth-service";
import { useResendConfirmation } from "../api/use-resend-confirmation";
import { useSignIn } from "../api/use-sign-in";
import { FormField } from "./form-field";

export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const signIn = useSignIn();
  const resend = useResendConfirmation();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<SignInInput>({ resolver: zodResolver(signInSchema), defaultValues: { email: "", password: "" } });
  // Decision 027: an account whose address is not confirmed yet is offered a new link.
  const unconfirmed = signIn.error instanceof AuthServiceError && signIn.error.status === 403;

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
      {unconfirmed && (
        <div
          role="alert"
          className="grid gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <p>{signIn.error?.message}</p>
          <Button
            type="button"
            variant="outline"
            onClick={() => resend.mutate(getValues("email"))}
            disabled={resend.isPending || resend.isSuccess}
          >
            {resend.isPending ? "Sending..." : resend.isSuccess ? "New link sent" : "Send a new link"}
          </Button>
        </div>
      )}
      <Button type="button" variant="link" size="inline" className="justify-self-center" onClick={onForgotPassword}>
        Forgot your password?
      </Button>
    </form>
  );
}
