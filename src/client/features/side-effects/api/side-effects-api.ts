import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import type { SideEffectReportInput } from "@/shared/schemas/treatment/side-effects";

/** Whether the signed-in account has a patient record: the account summary, shared with /account's cache. */
export function useHasPatientRecord() {
  return useQuery({
    queryKey: ["account", "summary"],
    queryFn: () => unwrap(api.account.$get()),
    select: (a) => a.patient !== null,
  });
}

export function useReportSideEffect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: SideEffectReportInput) => unwrap(api.account["side-effects"].$post({ json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["account"] }),
  });
}
export type ReportResult = Awaited<ReturnType<ReturnType<typeof useReportSideEffect>["mutateAsync"]>>;
