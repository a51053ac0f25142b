import { AuthPanel } from "../components/auth-panel";

/**
 * docs/spec.md §2 /auth: sign in, sign up, forgotten password and, from the reset e-mail, a new
 * password; from the welcome e-mail, the confirmation of the address (decision 063).
 */
export default function AuthPage() {
  return <AuthPanel />;
}
