import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import { notify } from "@/client/lib/notify";
import { sessionQueryKey } from "@/client/lib/session";
import { nameFromEmail, type SignUpInput } from "@/shared/schemas/auth";
import { callAuthService, errorMessage } from "./auth-service";

/** docs/spec.md §7: the welcome e-mail is asked for after sign-up; its failure never undoes the account. */
async function requestWelcomeEmail(): Promise<boolean> {
  try {
    await unwrap(api.me["welcome-email"].$post());
    return true;
  } catch (error) {
    console.warn("Welcome email could not be queued:", error);
    return false;
  }
}

/** docs/spec.md §8: 'Account created!' (plus 'Email Notice' when the welcome e-mail fails) or 'Sign up failed'. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignUpInput) => {
      await callAuthService((authClient) =>
        authClient.signUp.email({ email: input.email, password: input.password, name: nameFromEmail(input.email) }),
      );
      return { welcomeEmailQueued: await requestWelcomeEmail() };
    },
    onSuccess: async ({ welcomeEmailQueued }) => {
      notify.success("Account created!", "Please check your email to confirm your account, or proceed if email confirmation is disabled.");
      if (!welcomeEmailQueued) notify.info("Email Notice", "Welcome email couldn't be sent, but your account was created successfully.");
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
    onError: (error) => notify.error("Sign up failed", errorMessage(error)),
  });
}
