import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import { adminKeys } from "@/client/features/admin-shell/api/admin-keys";

/** The reconciliation of a day (decision 102): an audited read, fetched fresh. */
export function usePayments(day: string) {
  return useQuery({
    queryKey: [...adminKeys.all, "payments", day] as const,
    queryFn: () => unwrap(api.admin.payments.$get({ query: day ? { day } : {} })),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
export type PaymentsDay = NonNullable<ReturnType<typeof usePayments>["data"]>;
