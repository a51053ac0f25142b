import { type QueryKey, queryOptions } from "@tanstack/react-query";

/**
 * A staff page's record whose every read is audited (decision 019): fetched fresh each time the
 * page opens, and a refusal (not found, not allowed) shown at once rather than asked again.
 */
export function auditedRead<T, K extends QueryKey>(queryKey: K, queryFn: () => Promise<T>) {
  return queryOptions({ queryKey, queryFn, staleTime: 0, retry: false });
}
