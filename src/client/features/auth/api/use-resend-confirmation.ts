import { useMutation } from "@tanstack/react-query";
import { toApiError } from "@/client/lib/api";
import { notify } from "@/client/lib/notify";
import { callAuthService } from "./auth-service";

/**
 * Decision 027: a new confirmation link for an address. The answer is the same whether or not
 * the address has an unconfirmed account, so it says only where to look.
 */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: (email: string) =>
      callAuthService((authClient) => authClient.sendVerificationEmail({ email, callbackURL: "/" })),
    onSuccess: () =>
      notify.success(
        "Confirmation email sent",
        "If this address has an account waiting for confirmation, a new link is on its way.",
      ),
    onError: (error) => notify.error("Confirmation email not sent", toApiError(error).message),
  });
}
