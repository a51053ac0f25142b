import { QueryClient } from "@tanstack/react-query";
import { QUERY_RETRIES, QUERY_STALE_TIME_MS, queryRetryDelay } from "@/shared/domain/constants";
import { isRefused } from "./api";

/** docs/spec.md §9: data cached 5 minutes; 3 retries with back-off min(1000 x 2^n, 30000) ms. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        // A client error (bad request, not signed in, forbidden, not found) will not change on retry.
        retry: (failureCount, error) => !isRefused(error) && failureCount < QUERY_RETRIES,
        retryDelay: queryRetryDelay,
        refetchOnWindowFocus: false,
      },
    },
  });
}
