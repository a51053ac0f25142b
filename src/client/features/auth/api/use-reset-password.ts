import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toApiError } from "@/client/lib/api";
import { notify } from "@/client/lib/notify";
import { sessionQueryKey } from "@/client/lib/session";
import { callAuthService } from "./auth-service";

/**
 * docs/spec.md §8 password update, with the token of the reset e-mail (decision 004). A reset signs every
 * session of the account out, so the session query is refreshed too.
 */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) =>
      callAuthService((authClient) => authClient.resetPassword({ token: input.token, newPassword: input.newPassword })),
    onSuccess: async () => {
      notify.success("Password updated successfully!", "You can now use your new password to sign in.");
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
    onError: (error) => notify.error("Password update failed", toApiError(error).message),
  });
}
