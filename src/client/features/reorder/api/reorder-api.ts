import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import type { ReorderInput } from "@/shared/schemas/treatment/reorder";

const fetchReorderForm = () => unwrap(api.account.reorder.$get());
export type ReorderForm = Awaited<ReturnType<typeof fetchReorderForm>>;
export type ReorderFormData = NonNullable<ReorderForm["form"]>;

/** Whether the next pen can be requested today, and what the form asks and offers: read fresh each time. */
export function useReorderForm() {
  return useQuery({
    queryKey: ["account", "reorder"],
    queryFn: fetchReorderForm,
    staleTime: 0,
    refetchOnMount: "always",
    retry: false,
  });
}

/** Submits the check-in; the account (its current order) is read again afterwards. */
export function useRequestReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReorderInput) => unwrap(api.account.reorder.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["account"] }),
  });
}
