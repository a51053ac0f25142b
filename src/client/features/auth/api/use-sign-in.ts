import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toApiError } from "@/client/lib/api";
import { notify } from "@/client/lib/notify";
import { sessionQueryKey } from "@/client/lib/session";
import type { SignInInput } from "@/shared/schemas/people/auth";
import { AUTH_NOTICES } from "../lib/notices";
import { callAuthService } from "./auth-service";

/**
 * docs/spec.md §8: 'Welcome back!' or 'Sign in failed' with the service's message. The session query
 * is refreshed before the mutation settles, so the page moves on as soon as it knows the user.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) =>
      callAuthService((authClient) => authClient.signIn.email({ email: input.email, password: input.password })),
    onSuccess: async () => {
      notify.success(AUTH_NOTICES.signedIn.title, AUTH_NOTICES.signedIn.description);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
    onError: (error) => notify.error(AUTH_NOTICES.signInFailed, toApiError(error).message),
  });
}
