import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "./api";
import { useHydrationDone } from "./hydration";

export const sessionQueryKey = ["session"] as const;

const fetchSession = () => unwrap(api.me.$get());
export type SessionData = Awaited<ReturnType<typeof fetchSession>>;

/**
 * The auth state (docs/spec.md §4): `isPending` is the loading flag, true until the first session check.
 * The server decides who is signed in from the httpOnly cookie.
 */
export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: fetchSession,
  staleTime: 60_000,
});

/**
 * Decision 063: the account's e-mail is an employee's, but the back office waits until the
 * address is confirmed with the link of the welcome e-mail.
 */
export const employeeEmailUnconfirmed = (data: SessionData | undefined): boolean =>
  Boolean(data && "employeeEmailUnconfirmed" in data && data.employeeEmailUnconfirmed);

export function useSession() {
  // Asked for once a page the server rendered is hydrated (lib/hydration.ts); at once otherwise.
  const query = useQuery({ ...sessionQuery, enabled: useHydrationDone() });
  return {
    user: query.data?.user ?? null,
    isEmployee: query.data?.isEmployee ?? false,
    /** Decision 022: staff, prescriber or superintendent; null for anyone else. The server still checks. */
    role: (query.data && "role" in query.data ? query.data.role : null) ?? null,
    employeeEmailUnconfirmed: employeeEmailUnconfirmed(query.data),
    /** Decision 065: an employee without a second factor set up yet. */
    twoFactorRequired: Boolean(query.data && "twoFactorRequired" in query.data && query.data.twoFactorRequired),
    isPending: query.isPending,
    refetch: query.refetch,
  };
}
