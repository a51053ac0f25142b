import { useMutation } from "@tanstack/react-query";
import { toApiError } from "@/client/lib/api";
import { notify } from "@/client/lib/notify";
import type { SignUpInput } from "@/shared/schemas/people/auth";
import { AUTH_NOTICES } from "../lib/notices";
import { callAuthService } from "./auth-service";

/**
 * docs/spec.md §8: 'Account created!' or 'Sign up failed'. Decision 027: the answer is the same
 * for a new and a taken address, and no one is signed in: the link e-mailed to the address
 * (with the welcome) confirms it and signs the new patient in.
 */
export function useSignUp() {
  return useMutation({
    mutationFn: (input: SignUpInput) =>
      callAuthService(async (authClient) => {
        // The schemas' module (with its validation library) is fetched with the form's first send.
        const { nameFromEmail } = await import("@/shared/schemas/people/auth");
        return authClient.signUp.email({
          email: input.email,
          password: input.password,
          name: nameFromEmail(input.email),
        });
      }),
    onSuccess: () => notify.success(AUTH_NOTICES.signedUp.title, AUTH_NOTICES.signedUp.description),
    onError: (error) => notify.error(AUTH_NOTICES.signUpFailed, toApiError(error).message),
  });
}
