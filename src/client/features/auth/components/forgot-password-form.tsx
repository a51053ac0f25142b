import type { MouseEvent } from "react";
import { paths } from "@/client/config/paths";
import { Button } from "@/client/components/ui/button";
import { useRequestPasswordReset } from "../api/use-request-password-reset";
import { useNativeForm } from "../lib/native-auth-form";
import { AuthForm } from "./auth-form";

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
  const native = useNativeForm(
    "forgot-password",
    FIELDS,
    (s) => s.forgotPasswordSchema,
    (data) => requestReset.mutateAsync(data, { onSuccess: onSent }),
  );

  return (
    <AuthForm
      name="forgot-password"
      tab="forgot-password"
      from={from}
      emailId="reset-email"
      form={native}
      sending={requestReset}
      submit={["Send Reset Email", "Sending..."]}
      after={
        <Button asChild variant="outline" className="w-full">
          <a href={`${paths.auth}?tab=signin`} onClick={onBack}>
            Back to Sign In
          </a>
        </Button>
      }
    />
  );
}
