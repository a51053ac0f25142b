import { type MouseEvent, useRef, useState } from "react";
import { paths } from "@/client/config/paths";
import { InputField } from "@/client/components/form/field";
import { FormNotice } from "@/client/components/form/form-notice";
import { Button } from "@/client/components/ui/button";
import { errorStatus } from "@/client/lib/api";
import { useServerForm } from "@/client/lib/server-form";
import { useResendConfirmation } from "../api/use-resend-confirmation";
import { useSignIn } from "../api/use-sign-in";
import { type FieldErrors, checkForm, useSubmitOnce } from "../lib/native-form";

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
  const answered = useServerForm("sign-in");
  const [errors, setErrors] = useState<FieldErrors<(typeof FIELDS)[number]>>(answered?.errors ?? {});
  // Decision 027: an account whose address is not confirmed yet is offered a new link.
  const unconfirmed = errorStatus(signIn.error) === 403;

  const onSubmit = useSubmitOnce(async (element) => {
    const checked = await checkForm(element, FIELDS, (s) => s.signInSchema);
    setErrors(checked.errors ?? {});
    if (checked.errors) return;
    await signIn.mutateAsync(checked.data).catch(() => undefined);
  });

  return (
    <form
      ref={form}
      method="post"
      action={`${paths.auth}?tab=signin`}
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4"
    >
      <input type="hidden" name="form" value="sign-in" />
      {from && <input type="hidden" name="from" value={from} />}
      {signIn.isIdle && <FormNotice notice={answered?.notice} />}
      <InputField
        id="sign-in-email"
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        defaultValue={answered?.values.email}
        error={errors.email}
      />
      <InputField
        id="sign-in-password"
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
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
    </form>
  );
}
