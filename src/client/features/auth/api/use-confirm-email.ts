import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notify } from "@/client/lib/notify";
import { sessionQueryKey } from "@/client/lib/session";
import { callAuthService } from "./auth-service";

/**
 * Decision 063: confirms the account's e-mail address with the token of the welcome e-mail's
 * link. A refused link is shown on the page itself, where it says what to do next.
 */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callAuthService((authClient) => authClient.verifyEmail({ query: { token } })),
    onSuccess: async () => {
      notify.success("Email confirmed", "Thank you: your e-mail address is confirmed.");
      // A confirmed staff address opens the back office: the session says so now.
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
