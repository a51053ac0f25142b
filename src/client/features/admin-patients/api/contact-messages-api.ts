import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import { adminKeys } from "@/client/features/admin-shell/api/admin-keys";

/** What visitors sent through /contact (decision 015); each page read is recorded, so fetched fresh. */
export function useContactMessages(page: number) {
  return useQuery({
    queryKey: [...adminKeys.all, "messages", page] as const,
    queryFn: () => unwrap(api.admin.messages.$get({ query: page > 1 ? { page: String(page) } : {} })),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
