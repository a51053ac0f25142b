import { useMutation } from "@tanstack/react-query";
import { paths } from "@/client/config/paths";
import { notify } from "@/client/lib/notify";
import type { ForgotPasswordInput } from "@/shared/schemas/auth";
import { callAuthService, errorMessage } from "./auth-service";

/** docs/spec.md §7 'recover': the e-mail links back to this site's /auth page (decision 004). */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      callAuthService((authClient) =>
        authClient.requestPasswordReset({ email: input.email, redirectTo: `${window.location.origin}${paths.auth}` }),
      ),
    onSuccess: () =>
      notify.success("Password reset email sent", "Please check your email for password reset instructions."),
    onError: (error) => notify.error("Password reset failed", errorMessage(error)),
  });
}
