import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import { employeeEmailUnconfirmed, sessionQueryKey } from "@/client/lib/session";
import type { EmployeeRole } from "@/shared/domain/people/roles";

export type AdminAccess =
  | { state: "verifying" }
  | { state: "error"; message: string; retry: () => void; retrying: boolean }
  | { state: "signed-out" }
  | { state: "not-employee" }
  /** Decision 063: the e-mail is an employee's, not yet confirmed with the welcome e-mail's link. */
  | { state: "confirm-email" }
  | { state: "allowed"; email: string; role: EmployeeRole | null };

/**
 * docs/spec.md §4/§6 guard states. The session query is the same one the rest of the site uses; the
 * server decides who is an employee (and links an employee row by e-mail on first use).
 */
export function useAdminAccess(): AdminAccess {
  const query = useQuery({ queryKey: sessionQueryKey, queryFn: () => unwrap(api.me.$get()), staleTime: 60_000 });
  if (query.isPending) return { state: "verifying" };
  if (query.isError) {
    return {
      state: "error",
      message: query.error.message,
      retry: () => void query.refetch(),
      retrying: query.isFetching,
    };
  }
  if (!query.data.user) return { state: "signed-out" };
  if (!query.data.isEmployee)
    return employeeEmailUnconfirmed(query.data) ? { state: "confirm-email" } : { state: "not-employee" };
  // Decision 065: the login page sets up the second factor before the back office opens.
  if ("twoFactorRequired" in query.data && query.data.twoFactorRequired) return { state: "signed-out" };
  return { state: "allowed", email: query.data.user.email, role: "role" in query.data ? query.data.role : null };
}
