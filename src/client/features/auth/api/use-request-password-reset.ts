import { useMutation } from "@tanstack/react-query";
import { paths } from "@/client/config/paths";
import { toApiError } from "@/client/lib/api";
import { notify } from "@/client/lib/notify";
import type { ForgotPasswordInput } from "@/shared/schemas/people/auth";
import { AUTH_NOTICES } from "../lib/notices";
import { callAuthService } from "./auth-service";

/** docs/spec.md §7 'recover': the e-mail links back to this site's /auth page (decision 004). */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      callAuthService((authClient) =>
        authClient.requestPasswordReset({ email: input.email, redirectTo: `${window.location.origin}${paths.auth}` }),
      ),
    onSuccess: () => notify.success(AUTH_NOTICES.resetSent.title, AUTH_NOTICES.resetSent.description),
    onError: (error) => notify.error(AUTH_NOTICES.resetFailed, toApiError(error).message),
  });
}
