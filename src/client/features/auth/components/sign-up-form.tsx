import { useState } from "react";
import { paths } from "@/client/config/paths";
import { InputField } from "@/client/components/form/field";
import { FormNotice } from "@/client/components/form/form-notice";
import { Button } from "@/client/components/ui/button";
import { notify } from "@/client/lib/notify";
import { useServerForm } from "@/client/lib/server-form";
import { MIN_PASSWORD_LENGTH } from "@/shared/domain/constants";
import { EMAIL_CONFIRMATION_VALID_DAYS } from "@/shared/domain/email-confirmation";
import { useSignUp } from "../api/use-sign-up";
import { type FieldErrors, checkForm, loadAuthSchemas, useSubmitOnce } from "../lib/native-form";

const FIELDS = ["email", "password", "confirmPassword"] as const;

/** docs/spec.md §2 Sign Up; posted to the server before the app's script has arrived (decision 104). */
export function SignUpForm({ from, onSignedUp }: { from?: string; onSignedUp?: () => void }) {
  const signUp = useSignUp();
  const answered = useServerForm("sign-up");
  const [errors, setErrors] = useState<FieldErrors<(typeof FIELDS)[number]>>(answered?.errors ?? {});

  const onSubmit = useSubmitOnce(async (element) => {
    const checked = await checkForm(element, FIELDS, (s) => s.signUpSchema);
    setErrors(checked.errors ?? {});
    if (checked.errors) {
      // docs/spec.md §5: a broken password rule is also announced as a destructive toast.
      const { brokenPasswordRule } = await loadAuthSchemas();
      const rule = brokenPasswordRule([checked.errors.password, checked.errors.confirmPassword]);
      if (rule) notify.error(rule.title, rule.message);
      return;
    }
    await signUp.mutateAsync(checked.data, { onSuccess: onSignedUp }).catch(() => undefined);
  });

  const sentTo = signUp.isSuccess
    ? signUp.variables.email
    : answered?.notice?.kind === "success"
      ? answered.values.email
      : undefined;
  if (sentTo !== undefined) {
    // Decision 027: the same words for a new and a taken address.
    return (
      <div
        role="status"
        className="grid gap-2 rounded-md border border-green-200 bg-green-50 p-4 text-sm text-green-900"
      >
        <p className="font-medium">Check your e-mail</p>
        <p>
          We have sent a link to {sentTo}. Open it to confirm your address: it signs you in and takes you to the patient
          form. The link is valid for {EMAIL_CONFIRMATION_VALID_DAYS} days.
        </p>
      </div>
    );
  }

  return (
    <form method="post" action={`${paths.auth}?tab=signup`} noValidate onSubmit={onSubmit} className="grid gap-4">
      <input type="hidden" name="form" value="sign-up" />
      {from && <input type="hidden" name="from" value={from} />}
      {signUp.isIdle && <FormNotice notice={answered?.notice} />}
      <InputField
        id="sign-up-email"
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        defaultValue={answered?.values.email}
        error={errors.email}
      />
      <InputField
        id="sign-up-password"
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        placeholder={`At least ${MIN_PASSWORD_LENGTH} characters`}
        error={errors.password}
      />
      <InputField
        id="sign-up-confirm-password"
        name="confirmPassword"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
      />
      <Button type="submit" className="w-full" disabled={signUp.isPending}>
        {signUp.isPending ? "Creating Account..." : "Sign Up"}
      </Button>
    </form>
  );
}
