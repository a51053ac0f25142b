import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "./api";
import { notify } from "./notify";

/**
 * Decision 063: a new confirmation link, e-mailed to the signed-in account's own address (the
 * link of the welcome e-mail may have expired or been lost). Offered where a confirmation is
 * waited for: the staff login page and a confirmation link that did not work.
 */
export function useSendConfirmationEmail() {
  return useMutation({
    mutationFn: () => unwrap(api.me["confirmation-email"].$post()),
    onSuccess: () => notify.success("Confirmation email sent", "Please check your email for a new confirmation link."),
    onError: (error) =>
      notify.error("Confirmation email not sent", error instanceof Error ? error.message : "Please try again."),
  });
}
