import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import type { OwnWeightInput } from "@/shared/schemas/treatment/progress";

/** Under the account's key, so that a check-in or an order's change refreshes the chart too. */
const progressKey = ["account", "progress"] as const;

const fetchProgress = () => unwrap(api.account.progress.$get());

/** The patient's own chart (issue 23). */
export function useProgress() {
  return useQuery({ queryKey: progressKey, queryFn: fetchProgress, staleTime: 0 });
}

/** Today's weight, between check-ins. */
export function useAddWeight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OwnWeightInput) => unwrap(api.account.weights.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: progressKey }),
  });
}
