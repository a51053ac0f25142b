import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import { adminKeys } from "@/client/features/admin-shell/api/admin-keys";

/** The POM register: reading it is audited, so each range is fetched fresh. */
export function useRegister(range: { from?: string; to?: string }, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...adminKeys.all, "register", range.from ?? "", range.to ?? "", page] as const,
    queryFn: () =>
      unwrap(api.admin.register.$get({ query: { ...range, ...(page > 1 ? { page: String(page) } : {}) } })),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
