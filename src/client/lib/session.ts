import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "./api";

export const sessionQueryKey = ["session"] as const;

/**
 * The auth state (SPEC §4): `isPending` is the loading flag, true until the first session check.
 * The server decides who is signed in from the httpOnly cookie.
 */
export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: () => unwrap(api.me.$get()),
  staleTime: 60_000,
});

export function useSession() {
  const query = useQuery(sessionQuery);
  return {
    user: query.data?.user ?? null,
    isEmployee: query.data?.isEmployee ?? false,
    isPending: query.isPending,
    refetch: query.refetch,
  };
}
