import { type MouseEvent, useRef } from "react";
import { paths } from "@/client/config/paths";
import { InputField } from "@/client/components/form/field";
import { Button } from "@/client/components/ui/button";
import { errorCode } from "@/client/lib/api";
import { useResendConfirmation } from "../api/use-resend-confirmation";
import { useSignIn } from "../api/use-sign-in";
import { useNativeForm } from "../lib/native-auth-form";
import { AuthForm } from "./auth-form";

const FIELDS = ["email", "password"] as const;

/** docs/spec.md §2 Sign In; posted to the server before the app's script has arrived (decision 104). */
export function SignInForm({
  from,
  onForgotPassword,
}: {
  from?: string;
  onForgotPassword: (event: MouseEvent) => void;
}) {
  const signIn = useSignIn();
  const resend = useResendConfirmation();
  const form = useRef<HTMLFormElement>(null);
  const native = useNativeForm(
    "sign-in",
    FIELDS,
    (s) => s.signInSchema,
    (data) => signIn.mutateAsync(data),
  );
  // Decision 027: an account whose address is not confirmed yet is offered a new link.
  const unconfirmed = errorCode(signIn.error) === "email_unconfirmed";

  return (
    <AuthForm
      name="sign-in"
      tab="signin"
      from={from}
      emailId="sign-in-email"
      form={native}
      sending={signIn}
      submit={["Sign In", "Signing In..."]}
      formRef={form}
      after={
        <>
          {unconfirmed && (
            <div
              role="alert"
              className="grid gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
            >
              <p>{signIn.error?.message}</p>
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  const email = form.current?.elements.namedItem("email") as HTMLInputElement | null;
                  resend.mutate(email?.value ?? "");
                }}
                disabled={resend.isPending || resend.isSuccess}
              >
                {resend.isPending ? "Sending..." : resend.isSuccess ? "New link sent" : "Send a new link"}
              </Button>
            </div>
          )}
          <Button asChild variant="link" size="inline" className="justify-self-center">
            <a href={`${paths.auth}?tab=forgot-password`} onClick={onForgotPassword}>
              Forgot your password?
            </a>
          </Button>
        </>
      }
    >
      <InputField
        id="sign-in-password"
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={native.errors.password}
      />
    </AuthForm>
  );
}
