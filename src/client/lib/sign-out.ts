import type { QueryClient } from "@tanstack/react-query";
import { notify } from "./notify";
import { sessionQueryKey } from "./session";

/** Messages of a sign-out failure that mean the session was already gone (docs/spec.md §8). */
const GONE = ["Auth session missing", "session_not_found", "403"];

/**
 * docs/spec.md §4/§8 sign out: server logout; if the session was already missing, clean up quietly.
 * Returns true when the user is signed out (and the caller should go to /).
 */
export async function signOut(queryClient: QueryClient): Promise<boolean> {
  const { authClient } = await import("./auth-client");
  let failed: string | null = null;
  try {
    const { error } = await authClient.signOut();
    if (error) failed = `${error.status} ${error.message ?? ""} ${error.code ?? ""}`;
  } catch (error) {
    failed = error instanceof Error ? error.message : String(error);
  }
  if (failed && !GONE.some((m) => failed.includes(m)) && !failed.startsWith("401")) {
    console.error("Sign out failed:", failed);
    notify.error("Sign out failed", "An error occurred while signing out. Please try again.");
    return false;
  }
  // Local cleanup: every cached query may hold the user's data.
  queryClient.setQueryData(sessionQueryKey, { user: null, isEmployee: false });
  queryClient.removeQueries({
    predicate: (q) => q.queryKey[0] !== "session" && q.queryKey[0] !== "settings" && q.queryKey[0] !== "products",
  });
  sessionStorage.clear();
  notify.success("Signed out", "You have been signed out successfully.");
  return true;
}
