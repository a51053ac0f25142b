/**
 * The words of the account forms' outcomes (docs/spec.md §8), one copy for the toasts the app
 * shows and for the page the server answers a form sent without the script with (decision 104).
 */
export const AUTH_NOTICES = {
  signedIn: { title: "Welcome back!", description: "You have been signed in successfully." },
  signInFailed: "Sign in failed",
  signedUp: { title: "Account created!", description: "Please check your email to confirm your account." },
  signUpFailed: "Sign up failed",
  resetSent: {
    title: "Password reset email sent",
    description: "Please check your email for password reset instructions.",
  },
  resetFailed: "Password reset failed",
} as const;

/** Any failure but a refusal (offline, a broken answer): the service's own words are not shown. */
export const UNEXPECTED_ERROR = "An unexpected error occurred. Please try again.";
