import { type MouseEvent, useState } from "react";
import { paths } from "@/client/config/paths";
import { InputField } from "@/client/components/form/field";
import { FormNotice } from "@/client/components/form/form-notice";
import { Button } from "@/client/components/ui/button";
import { useServerForm } from "@/client/lib/server-form";
import { useRequestPasswordReset } from "../api/use-request-password-reset";
import { type FieldErrors, checkForm, useSubmitOnce } from "../lib/native-form";

const FIELDS = ["email"] as const;

/**
 * docs/spec.md §2: the reset-e-mail form of the 'Forgot your password?' view; posted to the
 * server before the app's script has arrived (decision 104).
 */
export function ForgotPasswordForm({
  from,
  onBack,
  onSent,
}: {
  from?: string;
  onBack: (event: MouseEvent) => void;
  onSent: () => void;
}) {
  const requestReset = useRequestPasswordReset();
  const answered = useServerForm("forgot-password");
  const [errors, setErrors] = useState<FieldErrors<(typeof FIELDS)[number]>>(answered?.errors ?? {});

  const onSubmit = useSubmitOnce(async (element) => {
    const checked = await checkForm(element, FIELDS, (s) => s.forgotPasswordSchema);
    setErrors(checked.errors ?? {});
    if (checked.errors) return;
    await requestReset.mutateAsync(checked.data, { onSuccess: onSent }).catch(() => undefined);
  });

  return (
    <form
      method="post"
      action={`${paths.auth}?tab=forgot-password`}
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4"
    >
      <input type="hidden" name="form" value="forgot-password" />
      {from && <input type="hidden" name="from" value={from} />}
      {requestReset.isIdle && <FormNotice notice={answered?.notice} />}
      <InputField
        id="reset-email"
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        defaultValue={answered?.values.email}
        error={errors.email}
      />
      <Button type="submit" className="w-full" disabled={requestReset.isPending}>
        {requestReset.isPending ? "Sending..." : "Send Reset Email"}
      </Button>
      <Button asChild variant="outline" className="w-full">
        <a href={`${paths.auth}?tab=signin`} onClick={onBack}>
          Back to Sign In
        </a>
      </Button>
    </form>
  );
}
