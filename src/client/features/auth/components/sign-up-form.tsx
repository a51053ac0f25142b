import { notify } from "@/client/lib/notify";
import { EMAIL_CONFIRMATION_VALID_DAYS } from "@/shared/domain/people/email-confirmation";
import { useSignUp } from "../api/use-sign-up";
import { loadAuthSchemas, useNativeForm } from "../lib/native-auth-form";
import { AuthForm } from "./auth-form";
import { NewPasswordFields } from "./new-password-fields";

const FIELDS = ["email", "password", "confirmPassword"] as const;

/** docs/spec.md §2 Sign Up; posted to the server before the app's script has arrived (decision 104). */
export function SignUpForm({ from, onSignedUp }: { from?: string; onSignedUp?: () => void }) {
  const signUp = useSignUp();
  const native = useNativeForm(
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
    : native.answered?.notice?.kind === "success"
      ? native.answered.values.email
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
      emailId="sign-up-email"
      form={native}
      sending={signUp}
      submit={["Sign Up", "Creating Account..."]}
    >
      <NewPasswordFields
        label="Password"
        password={{ id: "sign-up-password", name: "password", error: native.errors.password }}
        confirm={{ id: "sign-up-confirm-password", name: "confirmPassword", error: native.errors.confirmPassword }}
      />
    </AuthForm>
  );
}
