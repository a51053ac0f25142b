import { InputField } from "@/client/components/form/field";
import { Button } from "@/client/components/ui/button";
import { notify } from "@/client/lib/notify";
import { MIN_PASSWORD_LENGTH } from "@/shared/domain/constants";
import { EMAIL_CONFIRMATION_VALID_DAYS } from "@/shared/domain/email-confirmation";
import { useSignUp } from "../api/use-sign-up";
import { loadAuthSchemas, useNativeForm } from "../lib/native-form";
import { AuthForm, EmailField } from "./auth-form";

const FIELDS = ["email", "password", "confirmPassword"] as const;

/** docs/spec.md §2 Sign Up; posted to the server before the app's script has arrived (decision 104). */
export function SignUpForm({ from, onSignedUp }: { from?: string; onSignedUp?: () => void }) {
  const signUp = useSignUp();
  const { answered, errors, onSubmit } = useNativeForm(
    "sign-up",
    FIELDS,
    (s) => s.signUpSchema,
    (data) => signUp.mutateAsync(data, { onSuccess: onSignedUp }),
    async (errors) => {
      // docs/spec.md §5: a broken password rule is also announced as a destructive toast.
      const { brokenPasswordRule } = await loadAuthSchemas();
      const rule = brokenPasswordRule([errors.password, errors.confirmPassword]);
      if (rule) notify.error(rule.title, rule.message);
    },
  );

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
    <AuthForm
      name="sign-up"
      tab="signup"
      from={from}
      notice={signUp.isIdle ? answered?.notice : undefined}
      onSubmit={onSubmit}
    >
      <EmailField id="sign-up-email" defaultValue={answered?.values.email} error={errors.email} />
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
    </AuthForm>
  );
}
